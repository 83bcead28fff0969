import { adminChargeSchema } from '@snsshop/shared/charges';
import { msg } from '@snsshop/shared/common';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, useAdminMutation } from '../../../lib/admin/admin-request';

export const rejectCharge = (id: number) => adminApi.post(adminApiPaths.chargeReject(id), undefined, adminChargeSchema);

export function useRejectCharge() {
  return useAdminMutation({ mutationFn: rejectCharge, success: msg.charge.rejected, overlay: true });
}
