import { adminRefillActionResultSchema } from '@snsshop/shared/refills';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, useAdminMutation } from '../../../lib/admin/admin-request';

/** A manual refill the owner has done becomes 완료; a held one is sent to the provider again. */
export const approveRefill = (id: number) => adminApi.post(adminApiPaths.refillApprove(id), undefined, adminRefillActionResultSchema);

export function useApproveRefill() {
  return useAdminMutation({ mutationFn: approveRefill, success: (r) => r.message, overlay: true });
}
