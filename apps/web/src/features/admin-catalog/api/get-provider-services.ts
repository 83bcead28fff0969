import { providerServiceListSchema } from '@snsshop/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, adminKey } from '../../../lib/admin/admin-request';

/** The panel's own service list and the entries of it that could not be read (502 when it cannot be reached). */
export const getProviderServices = (id: number, signal?: AbortSignal) => adminApi.get(adminApiPaths.providerServices(id), providerServiceListSchema, signal);

export const providerServicesQueryOptions = (id: number) =>
  queryOptions({ queryKey: [adminKey, 'provider-services', id], queryFn: ({ signal }) => getProviderServices(id, signal), staleTime: 5 * 60_000 });

export function useProviderServices(id: number | null) {
  return useQuery({ ...providerServicesQueryOptions(id ?? 0), enabled: id !== null });
}
