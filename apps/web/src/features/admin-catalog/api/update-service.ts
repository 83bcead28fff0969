import { adminServiceSchema, type ServiceUpdateBody } from '@snsshop/shared/catalog';
import { msg } from '@snsshop/shared/common';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, useAdminMutation } from '../../../lib/admin/admin-request';

/** Any subset; sending price or min/max locks them against re-syncs unless the body says otherwise. */
export const updateService = ({ id, body }: { id: number; body: ServiceUpdateBody }) => adminApi.patch(`${adminApiPaths.services}/${id}`, body, adminServiceSchema);

export function useUpdateService() {
  return useAdminMutation({ mutationFn: updateService, success: msg.admin.saved });
}
