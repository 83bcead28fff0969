import { adminAutoOrderSchema } from '@snsshop/shared/auto-orders';
import { msg } from '@snsshop/shared/common';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, useAdminMutation } from '../../../lib/admin/admin-request';

/** No more runs; runs already made stay ordinary orders. */
export const cancelAutoOrder = (id: number) => adminApi.post(adminApiPaths.autoOrderCancel(id), undefined, adminAutoOrderSchema);

export function useCancelAutoOrder() {
  return useAdminMutation({ mutationFn: cancelAutoOrder, success: msg.admin.autoOrderCancelled });
}
