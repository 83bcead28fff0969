import { pagedSchema } from '@snsshop/shared/admin';
import { adminChargeSchema } from '@snsshop/shared/charges';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, adminKey, withQuery } from '../../../lib/admin/admin-request';

export type ChargeFilter = 'pending' | 'success' | 'fail' | 'all';

export interface ChargesFilter {
  status: ChargeFilter;
  /** part of the depositor's name, or a member's login id */
  q: string;
  page: number;
  /** where the page starts (the page buttons know it) */
  after?: number | undefined;
  /** rows a page: the desk's 20, or up to 200 where a whole list is picked from */
  size?: number;
}

export const CHARGES_PAGE_SIZE = 20;

/** A page of charges, newest first, optionally of one status and matching a search. */
export const getAdminCharges = (f: ChargesFilter, signal?: AbortSignal) =>
  adminApi.get(
    withQuery(adminApiPaths.charges, { status: f.status === 'all' ? undefined : f.status, q: f.q.trim(), page: f.page, after: f.after, size: f.size ?? CHARGES_PAGE_SIZE }),
    pagedSchema(adminChargeSchema),
    signal,
  );

export const adminChargesQueryOptions = (f: ChargesFilter) =>
  queryOptions({ queryKey: [adminKey, 'charges', f], queryFn: ({ signal }) => getAdminCharges(f, signal), refetchInterval: 30_000, placeholderData: keepPreviousData });

export function useAdminCharges(f: ChargesFilter) {
  return useQuery(adminChargesQueryOptions(f));
}
