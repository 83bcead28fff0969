import { marginReportSchema } from '@snsshop/shared/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, adminKey, withQuery } from '../../../lib/admin/admin-request';

/** Revenue, cost and gross margin over the last 30 or 90 days. */
export const getMargin = (days: 30 | 90, signal?: AbortSignal) => adminApi.get(withQuery(adminApiPaths.margin, { days }), marginReportSchema, signal);

export const marginQueryOptions = (days: 30 | 90) => queryOptions({ queryKey: [adminKey, 'margin', days], queryFn: ({ signal }) => getMargin(days, signal) });

export function useMargin(days: 30 | 90) {
  return useQuery(marginQueryOptions(days));
}
