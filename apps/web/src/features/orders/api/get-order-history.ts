import { AuthState } from '@snsshop/shared/common';
import { orderSchema } from '@snsshop/shared/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api } from '../../../lib/api-client';
import { useAuthState } from '../../../lib/auth-state';
import { orderHistoryQueryKey } from './order-history-key';

export { orderHistoryQueryKey };

/** The member's orders of the last 3 months, newest first. */
export const getOrderHistory = (signal?: AbortSignal) => api.get(memberApiPaths.orderHistory, z.array(orderSchema), signal);

export const orderHistoryQueryOptions = () => queryOptions({ queryKey: orderHistoryQueryKey, queryFn: ({ signal }) => getOrderHistory(signal) });

/** Fetched only for a logged-in member; a guest has no server-side history (spec section 6). */
export function useOrderHistory() {
  const member = useAuthState() === AuthState.authorization;
  return useQuery({ ...orderHistoryQueryOptions(), enabled: member });
}
