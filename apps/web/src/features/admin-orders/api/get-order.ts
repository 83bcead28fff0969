import { adminOrderDetailSchema } from '@snsshop/shared/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, adminKey } from '../../../lib/admin/admin-request';

/** The order with its status history and the ledger rows it caused. */
export const getOrder = (id: number, signal?: AbortSignal) => adminApi.get(adminApiPaths.order(id), adminOrderDetailSchema, signal);

export const orderQueryOptions = (id: number) => queryOptions({ queryKey: [adminKey, 'order', id], queryFn: ({ signal }) => getOrder(id, signal) });

export function useOrder(id: number) {
  return useQuery(orderQueryOptions(id));
}
