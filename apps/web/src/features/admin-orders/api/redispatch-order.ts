import { orderActionResultSchema } from '@snsshop/shared/orders';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, useAdminMutation } from '../../../lib/admin/admin-request';

/** A pending order not yet sent upstream goes out again on the next dispatch sweep. */
export const redispatchOrder = (id: number) => adminApi.post(adminApiPaths.orderRedispatch(id), undefined, orderActionResultSchema);

export function useRedispatchOrder() {
  return useAdminMutation({ mutationFn: redispatchOrder, success: (r) => r.message });
}
