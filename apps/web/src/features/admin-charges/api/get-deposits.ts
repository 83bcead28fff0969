import { unmatchedDepositSchema } from '@snsshop/shared/charges';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, adminKey, withQuery } from '../../../lib/admin/admin-request';

export type DepositFilter = 'waiting' | 'resolved';

/** Deposits the bank reported that matched no charge exactly. */
export const getDeposits = (status: DepositFilter, signal?: AbortSignal) =>
  adminApi.get(withQuery(adminApiPaths.deposits, { status }), z.array(unmatchedDepositSchema), signal);

export const depositsQueryOptions = (status: DepositFilter) =>
  queryOptions({ queryKey: [adminKey, 'deposits', status], queryFn: ({ signal }) => getDeposits(status, signal) });

export function useDeposits(status: DepositFilter) {
  return useQuery(depositsQueryOptions(status));
}
