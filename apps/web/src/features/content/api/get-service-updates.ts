import { serviceUpdateSchema } from '@snsshop/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contentApiPaths } from '../../../config/content-api-paths';
import { api } from '../../../lib/api-client';

export const getServiceUpdates = (signal?: AbortSignal) => api.get(contentApiPaths.serviceUpdates, z.array(serviceUpdateSchema), signal);

export const serviceUpdatesQueryOptions = () =>
  queryOptions({ queryKey: ['service-updates'], queryFn: ({ signal }) => getServiceUpdates(signal), staleTime: 60_000 });

export function useServiceUpdates() {
  return useQuery(serviceUpdatesQueryOptions());
}
