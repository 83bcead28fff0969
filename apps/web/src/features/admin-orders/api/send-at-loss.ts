import { orderActionResultSchema } from '@snsshop/shared/orders';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, useAdminMutation } from '../../../lib/admin/admin-request';

/** An order the cost guard held goes out on the next dispatch anyway, at a loss. */
export const sendOrderAtLoss = (id: number) => adminApi.post(adminApiPaths.orderSendAtLoss(id), undefined, orderActionResultSchema);

export function useSendOrderAtLoss() {
  return useAdminMutation({ mutationFn: sendOrderAtLoss, success: (r) => r.message });
}
