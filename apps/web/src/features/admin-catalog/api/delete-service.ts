import { msg } from '@snsshop/shared/common';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, useAdminMutation } from '../../../lib/admin/admin-request';

/** 409 when orders reference it: hide it instead. */
export const deleteService = (id: number) => adminApi.delete(`${adminApiPaths.services}/${id}`);

export function useDeleteService() {
  return useAdminMutation({ mutationFn: deleteService, success: (r) => r.message || msg.admin.deleted });
}
