import { dashboardSchema } from '@snsshop/shared/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../config/admin-paths';
import { adminApi, adminKey } from './admin-request';

export const getDashboard = (signal?: AbortSignal) => adminApi.get(adminApiPaths.dashboard, dashboardSchema, signal);

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: [adminKey, 'dashboard'], queryFn: ({ signal }) => getDashboard(signal), refetchInterval: 60_000 });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
