import { importResultSchema, type ImportBody } from '@snsshop/shared/catalog';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, useAdminMutation } from '../../../lib/admin/admin-request';

/** Creates shop services from the panel's list with a markup; already linked ones are skipped. */
export const importProviderServices = ({ id, body }: { id: number; body: ImportBody }) => adminApi.post(adminApiPaths.providerImport(id), body, importResultSchema);

export function useImportProviderServices() {
  return useAdminMutation({ mutationFn: importProviderServices, success: (r) => r.message, overlay: true });
}
