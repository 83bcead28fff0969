import { msg } from '@snsshop/shared/common';
import { pointAdjustedSchema, type PointAdjustBody } from '@snsshop/shared/members';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, useAdminMutation } from '../../../lib/admin/admin-request';

/** One ledger row (kind adjust) with the reason; the requestId makes a double click harmless. */
export const adjustPoints = ({ id, body }: { id: number; body: PointAdjustBody }) => adminApi.post(adminApiPaths.memberPoints(id), body, pointAdjustedSchema);

export function useAdjustPoints() {
  return useAdminMutation({ mutationFn: adjustPoints, success: msg.admin.pointsAdjusted, overlay: true });
}
