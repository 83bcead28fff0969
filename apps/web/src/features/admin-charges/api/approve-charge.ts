import { adminChargeSchema } from '@snsshop/shared/charges';
import { msg } from '@snsshop/shared/common';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, useAdminMutation } from '../../../lib/admin/admin-request';

/** Credits the charge exactly once (the deposit webhook may race it; the server settles that). */
export const approveCharge = (id: number) => adminApi.post(adminApiPaths.chargeApprove(id), undefined, adminChargeSchema);

export function useApproveCharge() {
  return useAdminMutation({ mutationFn: approveCharge, success: msg.charge.approved, overlay: true });
}
