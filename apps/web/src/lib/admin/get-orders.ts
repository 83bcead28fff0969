import { pagedSchema } from '@snsshop/shared/admin';
import { adminOrderSchema } from '@snsshop/shared/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../config/admin-paths';
import { adminApi, adminKey, withQuery } from './admin-request';

export interface OrdersFilter {
  status?: number;
  memberId?: number;
  loginId?: string;
  serviceId?: number;
  link?: string;
  from?: string;
  to?: string;
  stuck?: boolean;
  page: number;
  /** where the page starts (the page buttons know it) */
  after?: number | undefined;
  size?: number;
}

export const ORDERS_PAGE_SIZE = 20;

export const getOrders = ({ size = ORDERS_PAGE_SIZE, stuck, ...f }: OrdersFilter, signal?: AbortSignal) =>
  adminApi.get(withQuery(adminApiPaths.orders, { ...f, stuck: stuck ? 'true' : undefined, size }), pagedSchema(adminOrderSchema), signal);

export const ordersQueryOptions = (f: OrdersFilter) =>
  queryOptions({ queryKey: [adminKey, 'orders', f], queryFn: ({ signal }) => getOrders(f, signal), placeholderData: keepPreviousData });

export function useOrders(f: OrdersFilter) {
  return useQuery(ordersQueryOptions(f));
}
