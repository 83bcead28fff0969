import { adminRefillSchema, type REFILL_VIEWS } from '@snsshop/shared/refills';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, adminKey, withQuery } from '../../../lib/admin/admin-request';

export type RefillView = (typeof REFILL_VIEWS)[number];

/** Open refills (waiting for the owner or the provider), the overdue among them, or the rejected ones. */
export const getAdminRefills = (view: RefillView, signal?: AbortSignal) => adminApi.get(withQuery(adminApiPaths.refills, { view }), z.array(adminRefillSchema), signal);

export const adminRefillsQueryOptions = (view: RefillView) =>
  queryOptions({ queryKey: [adminKey, 'refills', view], queryFn: ({ signal }) => getAdminRefills(view, signal), refetchInterval: 30_000 });

export function useAdminRefills(view: RefillView) {
  return useQuery(adminRefillsQueryOptions(view));
}
