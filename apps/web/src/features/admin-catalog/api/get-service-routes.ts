import { serviceRoutesSchema } from '@snsshop/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, adminKey } from '../../../lib/admin/admin-request';

/** A service's routes in the order they are tried, with each one's cost. */
export const getServiceRoutes = (serviceId: number, signal?: AbortSignal) => adminApi.get(adminApiPaths.serviceRoutes(serviceId), serviceRoutesSchema, signal);

export const serviceRoutesQueryOptions = (serviceId: number) =>
  queryOptions({ queryKey: [adminKey, 'service-routes', serviceId], queryFn: ({ signal }) => getServiceRoutes(serviceId, signal) });

export function useServiceRoutes(serviceId: number) {
  return useQuery(serviceRoutesQueryOptions(serviceId));
}
