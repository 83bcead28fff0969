import { OrderStatus } from '@snsshop/shared/common';
import { orderDetailSchema, type OrderDetail } from '@snsshop/shared/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api } from '../../../lib/api-client';

/** One of the member's own orders with its timeline and refunds; anyone else's answers 404. */
export const getOrderDetail = (id: number, signal?: AbortSignal) => api.get(memberApiPaths.orderDetail(id), orderDetailSchema, signal);

const running = (d: OrderDetail | undefined) =>
  d !== undefined && ([OrderStatus.PENDING, OrderStatus.INPROGRESS, OrderStatus.PROCESSING] as number[]).includes(d.order.status);

/** A running order is asked about again every 30 seconds (the shop checks the provider about as often). */
export const orderDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['order-history', id],
    queryFn: ({ signal }) => getOrderDetail(id, signal),
    refetchInterval: (query) => (running(query.state.data) ? 30_000 : false),
  });

export function useOrderDetail(id: number) {
  return useQuery(orderDetailQueryOptions(id));
}
