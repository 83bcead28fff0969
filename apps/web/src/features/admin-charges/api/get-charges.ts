import { adminChargeSchema } from '@snsshop/shared/charges';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, adminKey, withQuery } from '../../../lib/admin/admin-request';

export type ChargeFilter = 'pending' | 'success' | 'fail' | 'all';

/** Newest 200 charges, optionally of one status. */
export const getAdminCharges = (status: ChargeFilter, signal?: AbortSignal) =>
  adminApi.get(withQuery(adminApiPaths.charges, { status: status === 'all' ? undefined : status }), z.array(adminChargeSchema), signal);

export const adminChargesQueryOptions = (status: ChargeFilter) =>
  queryOptions({ queryKey: [adminKey, 'charges', status], queryFn: ({ signal }) => getAdminCharges(status, signal), refetchInterval: 30_000 });

export function useAdminCharges(status: ChargeFilter) {
  return useQuery(adminChargesQueryOptions(status));
}
