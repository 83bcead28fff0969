import { providerHealthReportSchema } from '@snsshop/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../config/admin-paths';
import { adminApi, adminKey } from './admin-request';

/** Every provider's sends, circuit and balance (asked of each panel now), and the routing settings. */
export const getProviderHealth = (signal?: AbortSignal) => adminApi.get(adminApiPaths.providerHealth, providerHealthReportSchema, signal);

export const providerHealthQueryOptions = () =>
  queryOptions({ queryKey: [adminKey, 'provider-health'], queryFn: ({ signal }) => getProviderHealth(signal), refetchInterval: 60_000 });

export function useProviderHealth() {
  return useQuery(providerHealthQueryOptions());
}
