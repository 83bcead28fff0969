import { serviceUpdateSchema } from '@snsshop/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export const getServiceUpdates = (signal?: AbortSignal) => api.get(apiPaths.serviceUpdates, z.array(serviceUpdateSchema), signal);

export const serviceUpdatesQueryOptions = () =>
  queryOptions({ queryKey: ['service-updates'], queryFn: ({ signal }) => getServiceUpdates(signal), staleTime: 60_000 });

export function useServiceUpdates() {
  return useQuery(serviceUpdatesQueryOptions());
}
