import { syncResultSchema } from '@snsshop/shared/catalog';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, useAdminMutation } from '../../../lib/admin/admin-request';

/** Re-prices unlocked services from the panel's rates; names, categories and locked prices stay. */
export const syncProvider = ({ id, markupPercent, force }: { id: number; markupPercent?: number; force?: boolean }) =>
  adminApi.post(adminApiPaths.providerSync(id), { ...(markupPercent === undefined ? {} : { markupPercent }), ...(force ? { force } : {}) }, syncResultSchema);

export function useSyncProvider() {
  return useAdminMutation({ mutationFn: syncProvider, success: (r) => r.message, overlay: true });
}
