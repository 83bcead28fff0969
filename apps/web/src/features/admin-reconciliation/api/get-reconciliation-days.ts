import { reconciliationDaySchema } from '@snsshop/shared/refunds';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, adminKey, withQuery } from '../../../lib/admin/admin-request';

/** differences: the kept days with a difference (up to 60) · all: the last 14 days checked. */
export type ReconciliationView = 'differences' | 'all';

export const getReconciliationDays = (view: ReconciliationView, signal?: AbortSignal) =>
  adminApi.get(withQuery(adminApiPaths.reconciliation, { view }), z.array(reconciliationDaySchema), signal);

export const reconciliationDaysQueryOptions = (view: ReconciliationView) =>
  queryOptions({ queryKey: [adminKey, 'reconciliation', view], queryFn: ({ signal }) => getReconciliationDays(view, signal) });

export function useReconciliationDays(view: ReconciliationView) {
  return useQuery(reconciliationDaysQueryOptions(view));
}
