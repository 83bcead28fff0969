import { adminAutoOrderDetailSchema } from '@snsshop/shared/auto-orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, adminKey } from '../../../lib/admin/admin-request';

/** The auto-order and every run it has made so far. */
export const getAutoOrder = (id: number, signal?: AbortSignal) => adminApi.get(adminApiPaths.autoOrder(id), adminAutoOrderDetailSchema, signal);

export const autoOrderQueryOptions = (id: number) => queryOptions({ queryKey: [adminKey, 'auto-order', id], queryFn: ({ signal }) => getAutoOrder(id, signal) });

export function useAutoOrder(id: number) {
  return useQuery(autoOrderQueryOptions(id));
}
