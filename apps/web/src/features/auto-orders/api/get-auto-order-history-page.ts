import { autoOrderHistoryPageSchema, type AutoOrderFilter } from '@snsshop/shared/auto-orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api } from '../../../lib/api-client';

/** Every page of the auto-order history, whatever the chip and cursor: a cancel refreshes them all. */
export const autoOrdersQueryKey = ['auto-orders'] as const;

export interface AutoOrderHistoryPageRequest {
  /** a chip; none is 전체 */
  status?: AutoOrderFilter | undefined;
  /** a `next` cursor of an earlier page; none is page 1 */
  cursor?: string | undefined;
}

/** One page (10 rows) of the member's auto-orders of the last 3 months, newest first, with every chip's count. */
export function getAutoOrderHistoryPage({ status, cursor }: AutoOrderHistoryPageRequest, signal?: AbortSignal) {
  const query = new URLSearchParams();
  if (status !== undefined) query.set('status', status);
  if (cursor) query.set('cursor', cursor);
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return api.get(`${memberApiPaths.autoOrderHistoryPage}${search}`, autoOrderHistoryPageSchema, signal);
}

export const autoOrderHistoryPageQueryOptions = (request: AutoOrderHistoryPageRequest) =>
  queryOptions({
    queryKey: [...autoOrdersQueryKey, 'page', request.status ?? 'all', request.cursor ?? null],
    queryFn: ({ signal }) => getAutoOrderHistoryPage(request, signal),
    // the table stays on screen while the next page loads
    placeholderData: keepPreviousData,
  });

/** docs/storefront-rules.md §6: the list is never fetched in browse (guest) mode. */
export function useAutoOrderHistoryPage(request: AutoOrderHistoryPageRequest, { enabled }: { enabled: boolean }) {
  return useQuery({ ...autoOrderHistoryPageQueryOptions(request), enabled });
}
