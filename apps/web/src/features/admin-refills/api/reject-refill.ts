import { adminRefillActionResultSchema, type AdminRefillRejectBody } from '@snsshop/shared/refills';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, useAdminMutation } from '../../../lib/admin/admin-request';

/** 거절, with the reason the member sees on the order. */
export const rejectRefill = ({ id, body }: { id: number; body: AdminRefillRejectBody }) => adminApi.post(adminApiPaths.refillReject(id), body, adminRefillActionResultSchema);

export function useRejectRefill() {
  return useAdminMutation({ mutationFn: rejectRefill, success: (r) => r.message, overlay: true });
}
