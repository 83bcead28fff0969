import { chargeHistoryItemSchema, type ChargeHistoryItem } from '@snsshop/shared/charges';
import { PaymentStatus } from '@snsshop/shared/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api } from '../../../lib/api-client';

/** Newest first, the last 3 months, as the server sends it. */
export const getChargeHistory = (signal?: AbortSignal) => api.get(memberApiPaths.pointHistory, z.array(chargeHistoryItemSchema), signal);

export const chargeHistoryQueryKey = ['charge-history'] as const;

/** While a request waits for its deposit, look again now and then so a credit shows without a reload. */
export const PENDING_POLL_MS = 15_000;
const hasPending = (rows: readonly ChargeHistoryItem[] | undefined) => rows?.some((c) => c.status === PaymentStatus.PENDING) ?? false;

export const chargeHistoryQueryOptions = () =>
  queryOptions({
    queryKey: chargeHistoryQueryKey,
    queryFn: ({ signal }) => getChargeHistory(signal),
    refetchInterval: (query) => (hasPending(query.state.data) ? PENDING_POLL_MS : false),
    // Coming back from the bank app is the moment a credit is most likely to have landed.
    refetchOnWindowFocus: 'always',
  });

/** Spec section 6: fetched only for a logged-in member, never in browse mode. */
export function useChargeHistory({ enabled }: { enabled: boolean }) {
  return useQuery({ ...chargeHistoryQueryOptions(), enabled });
}
