import { pagedSchema } from '@snsshop/shared/admin';
import { adminAutoOrderSchema } from '@snsshop/shared/auto-orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, adminKey, withQuery } from '../../../lib/admin/admin-request';

export interface AutoOrdersFilter {
  status?: number;
  memberId?: number;
  loginId?: string;
  serviceId?: number;
  link?: string;
  page: number;
  /** where the page starts (the page buttons know it) */
  after?: number | undefined;
  size?: number;
}

export const AUTO_ORDERS_PAGE_SIZE = 20;

export const getAutoOrders = ({ size = AUTO_ORDERS_PAGE_SIZE, ...f }: AutoOrdersFilter, signal?: AbortSignal) =>
  adminApi.get(withQuery(adminApiPaths.autoOrders, { ...f, size }), pagedSchema(adminAutoOrderSchema), signal);

export const autoOrdersQueryOptions = (f: AutoOrdersFilter) =>
  queryOptions({ queryKey: [adminKey, 'auto-orders', f], queryFn: ({ signal }) => getAutoOrders(f, signal), placeholderData: keepPreviousData });

export function useAutoOrders(f: AutoOrdersFilter) {
  return useQuery(autoOrdersQueryOptions(f));
}
