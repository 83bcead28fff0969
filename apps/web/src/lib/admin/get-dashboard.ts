import { dashboardSchema } from '@snsshop/shared/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../config/admin-paths';
import { adminApi, adminKey } from './admin-request';

export const getDashboard = (signal?: AbortSignal) => adminApi.get(adminApiPaths.dashboard, dashboardSchema, signal);

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: [adminKey, 'dashboard'], queryFn: ({ signal }) => getDashboard(signal), refetchInterval: 60_000 });

/** `enabled` false for a role without the dashboard (the nav's count is then not asked). */
export function useDashboard(enabled = true) {
  return useQuery({ ...dashboardQueryOptions(), enabled });
}
