import type { Platform } from '@snsshop/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { isArrayOf, isBoolean, isInt, isNullable, isOptional, isShape, isString, reader } from '../../../lib/read-answer';

/** The shared platformSchema's shape, read without zod: the order page's first screen. */
const platformList = reader(
  isArrayOf(isShape<Platform>({ id: isInt, text: isString, visible: isBoolean, background: isString, iconUrl: isOptional(isNullable(isString)) })),
);

export const getPlatforms = (signal?: AbortSignal) => api.get(apiPaths.platforms, platformList, signal);

export const platformsQueryOptions = () => queryOptions({ queryKey: ['platforms'], queryFn: ({ signal }) => getPlatforms(signal), staleTime: 5 * 60_000 });

export function usePlatforms() {
  return useQuery(platformsQueryOptions());
}
