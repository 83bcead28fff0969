import { AuthState, type OrderStatus } from '@snsshop/shared/common';
import { orderHistoryPageSchema } from '@snsshop/shared/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api } from '../../../lib/api-client';
import { useAuthState } from '../../../lib/auth-state';
import { orderHistoryPagesKey, orderHistoryQueryKey } from './order-history-key';

export { orderHistoryQueryKey };

export interface OrderHistoryPageRequest {
  /** a status chip; none is 전체 */
  status?: OrderStatus | undefined;
  /** a `next` cursor of an earlier page; none is page 1 */
  cursor?: string | undefined;
}

/** One page (10 rows) of the member's orders of the last 3 months, newest first, with every chip's count. */
export function getOrderHistoryPage({ status, cursor }: OrderHistoryPageRequest, signal?: AbortSignal) {
  const query = new URLSearchParams();
  if (status !== undefined) query.set('status', String(status));
  if (cursor) query.set('cursor', cursor);
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return api.get(`${memberApiPaths.orderHistoryPage}${search}`, orderHistoryPageSchema, signal);
}

export const orderHistoryPageQueryOptions = (request: OrderHistoryPageRequest) =>
  queryOptions({
    queryKey: [...orderHistoryPagesKey, request.status ?? 'all', request.cursor ?? null],
    queryFn: ({ signal }) => getOrderHistoryPage(request, signal),
    // the table stays on screen while the next page loads, as when the screen paged in the browser
    placeholderData: keepPreviousData,
  });

/** Fetched only for a logged-in member; a guest has no server-side history (docs/storefront-rules.md §6). */
export function useOrderHistoryPage(request: OrderHistoryPageRequest) {
  const member = useAuthState() === AuthState.authorization;
  return useQuery({ ...orderHistoryPageQueryOptions(request), enabled: member });
}
