import { memberRefundsSchema } from '@snsshop/shared/refunds';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api } from '../../../lib/api-client';

/** What of each recent charge may be refunded now, and the member's refund requests. */
export const getRefunds = (signal?: AbortSignal) => api.get(memberApiPaths.pointRefunds, memberRefundsSchema, signal);

export const refundsQueryKey = ['point-refunds'] as const;

export const refundsQueryOptions = () => queryOptions({ queryKey: refundsQueryKey, queryFn: ({ signal }) => getRefunds(signal) });

/** Fetched only for a logged-in member, never in browse mode. */
export function useRefunds({ enabled }: { enabled: boolean }) {
  return useQuery({ ...refundsQueryOptions(), enabled });
}
