import { chargeHistoryPageSchema, type ChargeHistoryPage } from '@snsshop/shared/charges';
import { PaymentStatus } from '@snsshop/shared/common';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api } from '../../../lib/api-client';

/** One page (10 rows) of the member's charges of the last 3 months, newest first; `cursor` a `next` entry of an earlier page. */
export function getChargeHistoryPage(cursor: string | undefined, signal?: AbortSignal) {
  const search = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  return api.get(`${memberApiPaths.pointHistoryPage}${search}`, chargeHistoryPageSchema, signal);
}

/** Every page of the charge history: a new request or a payment refreshes them all. */
export const chargeHistoryQueryKey = ['charge-history'] as const;

/** While a request waits for its deposit, look again now and then so a credit shows without a reload. */
export const PENDING_POLL_MS = 15_000;
// The server counts the pending ones over the whole window, so a wait shows on any page.
const hasPending = (page: ChargeHistoryPage | undefined) => (page?.counts.byStatus[PaymentStatus.PENDING] ?? 0) > 0;

export const chargeHistoryQueryOptions = (cursor: string | undefined) =>
  queryOptions({
    queryKey: [...chargeHistoryQueryKey, cursor ?? null],
    queryFn: ({ signal }) => getChargeHistoryPage(cursor, signal),
    refetchInterval: (query) => (hasPending(query.state.data) ? PENDING_POLL_MS : false),
    // Coming back from the bank app is the moment a credit is most likely to have landed.
    refetchOnWindowFocus: 'always',
    // the table stays on screen while the next page loads
    placeholderData: keepPreviousData,
  });

/** docs/storefront-rules.md §6: fetched only for a logged-in member, never in browse mode. */
export function useChargeHistory(cursor: string | undefined, { enabled }: { enabled: boolean }) {
  return useQuery({ ...chargeHistoryQueryOptions(cursor), enabled });
}
