import { platformSchema } from '@snsshop/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export const getPlatforms = (signal?: AbortSignal) => api.get(apiPaths.platforms, z.array(platformSchema), signal);

export const platformsQueryOptions = () => queryOptions({ queryKey: ['platforms'], queryFn: ({ signal }) => getPlatforms(signal), staleTime: 5 * 60_000 });

export function usePlatforms() {
  return useQuery(platformsQueryOptions());
}
