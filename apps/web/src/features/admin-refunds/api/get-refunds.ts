import { adminRefundSchema } from '@snsshop/shared/refunds';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, adminKey, withQuery } from '../../../lib/admin/admin-request';

export type RefundView = 'open' | 'done';

/** Open requests (oldest first, with their 3-day deadline) or finished ones. */
export const getAdminRefunds = (state: RefundView, signal?: AbortSignal) => adminApi.get(withQuery(adminApiPaths.refunds, { state }), z.array(adminRefundSchema), signal);

export const adminRefundsQueryOptions = (state: RefundView) =>
  queryOptions({ queryKey: [adminKey, 'refunds', state], queryFn: ({ signal }) => getAdminRefunds(state, signal), refetchInterval: 30_000 });

export function useAdminRefunds(state: RefundView) {
  return useQuery(adminRefundsQueryOptions(state));
}
