import { serviceStatsSchema } from '@snsshop/shared/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** Each service's start time, speed and completion rate (refreshed by the server every few minutes). */
export const getServiceStats = (signal?: AbortSignal) => api.get(apiPaths.serviceStats, z.array(serviceStatsSchema), signal);

export const serviceStatsQueryOptions = () =>
  queryOptions({ queryKey: ['service-stats'], queryFn: ({ signal }) => getServiceStats(signal), staleTime: 5 * 60_000 });

/** The figures of one service, or undefined while loading (or when it has none yet). */
export function useServiceStats(serviceId: number) {
  return useQuery({ ...serviceStatsQueryOptions(), select: (all) => all.find((s) => s.serviceId === serviceId) ?? null });
}
