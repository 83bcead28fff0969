import { autoOrderSchema } from '@snsshop/shared/auto-orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api } from '../../../lib/api-client';

/** Newest first, as the server sends it. */
export const getAutoOrders = (signal?: AbortSignal) => api.get(memberApiPaths.autoOrderHistory, z.array(autoOrderSchema), signal);

export const autoOrdersQueryKey = ['auto-orders'] as const;

export const autoOrdersQueryOptions = () => queryOptions({ queryKey: autoOrdersQueryKey, queryFn: ({ signal }) => getAutoOrders(signal) });

/** Spec section 6: the list is never fetched in browse (guest) mode. */
export function useAutoOrders({ enabled }: { enabled: boolean }) {
  return useQuery({ ...autoOrdersQueryOptions(), enabled });
}
