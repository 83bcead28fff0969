import { AuthState } from '@snsshop/shared/common';
import { subscriptionsPageSchema } from '@snsshop/shared/orders';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api } from '../../../lib/api-client';
import { useAuthState } from '../../../lib/auth-state';
import { orderHistoryQueryKey } from './order-history-key';

/** One page (20) of the member's subscriptions (자동 좋아요 구독), newest first; `cursor` is the page before's `next`. */
export function getSubscriptions(cursor: string | null, signal?: AbortSignal) {
  const search = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  return api.get(`${memberApiPaths.subscriptions}${search}`, subscriptionsPageSchema, signal);
}

/** Under the history's key, so a cancel or a new order (which refresh the history) refresh this too. */
export const subscriptionsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...orderHistoryQueryKey, 'subscriptions'],
    queryFn: ({ pageParam, signal }) => getSubscriptions(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });

export function useSubscriptions() {
  const member = useAuthState() === AuthState.authorization;
  return useInfiniteQuery({ ...subscriptionsQueryOptions(), enabled: member });
}
