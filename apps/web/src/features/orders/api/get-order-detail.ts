import { orderDetailSchema } from '@snsshop/shared/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** One of the member's own orders with its timeline and refunds; anyone else's answers 404. */
export const getOrderDetail = (id: number, signal?: AbortSignal) => api.get(apiPaths.orderDetail(id), orderDetailSchema, signal);

export const orderDetailQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['order-history', id], queryFn: ({ signal }) => getOrderDetail(id, signal) });

export function useOrderDetail(id: number) {
  return useQuery(orderDetailQueryOptions(id));
}
