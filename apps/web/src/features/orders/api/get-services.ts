import { serviceSchema } from '@snsshop/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** The order page asks for the won label ("1개당 12원") with each service. */
export const getServices = (signal?: AbortSignal) => api.get(apiPaths.servicesWithWon, z.array(serviceSchema), signal);

export const servicesQueryOptions = () =>
  queryOptions({ queryKey: ['services', { includeWon: true }], queryFn: ({ signal }) => getServices(signal), staleTime: 5 * 60_000 });

export function useServices() {
  return useQuery(servicesQueryOptions());
}
