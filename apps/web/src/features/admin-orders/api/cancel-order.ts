import { orderActionResultSchema } from '@snsshop/shared/orders';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, useAdminMutation } from '../../../lib/admin/admin-request';

export interface CancelOrderVars {
  id: number;
  reason?: string;
  /** refund even though the provider would not cancel */
  force?: boolean;
}

/** Cancel with a full refund; a 409 with data.providerError means the provider refused (offer force). */
export const cancelOrder = ({ id, reason, force }: CancelOrderVars) => adminApi.post(adminApiPaths.orderCancel(id), { reason, force }, orderActionResultSchema);

export function useCancelOrder() {
  return useAdminMutation({ mutationFn: cancelOrder, success: (r) => r.message, overlay: true, quietErrors: true });
}
