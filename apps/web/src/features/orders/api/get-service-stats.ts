import type { ServiceStats } from '@snsshop/shared/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api } from '../../../lib/api-client';
import { isArrayOf, isCount, isInt, isNullable, isShape, reader } from '../../../lib/read-answer';

const isPercent = (v: unknown) => isCount(v) && v <= 100;
/** The shared serviceStatsSchema's shape, read without zod: each service card on the order page shows it. */
const statsList = reader(
  isArrayOf(isShape<ServiceStats>({ serviceId: isInt, startMedianSec: isNullable(isInt), per1000Sec: isNullable(isInt), completionPct: isNullable(isPercent) })),
);

/** Each service's start time, speed and completion rate (refreshed by the server every few minutes). */
export const getServiceStats = (signal?: AbortSignal) => api.get(memberApiPaths.serviceStats, statsList, signal);

export const serviceStatsQueryOptions = () =>
  queryOptions({ queryKey: ['service-stats'], queryFn: ({ signal }) => getServiceStats(signal), staleTime: 5 * 60_000 });

/** The figures of one service, or undefined while loading (or when it has none yet). */
export function useServiceStats(serviceId: number) {
  return useQuery({ ...serviceStatsQueryOptions(), select: (all) => all.find((s) => s.serviceId === serviceId) ?? null });
}
