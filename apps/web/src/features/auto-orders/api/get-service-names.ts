import { serviceSchema, type Service } from '@snsshop/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

// Same URL and key as the order page's services query (features/orders/api/get-services.ts),
// so both screens share one cached list.
export const getServices = (signal?: AbortSignal) => api.get(apiPaths.servicesWithWon, z.array(serviceSchema), signal);

export const serviceNamesQueryOptions = () =>
  queryOptions({ queryKey: ['services', { includeWon: true }], queryFn: ({ signal }) => getServices(signal), staleTime: 5 * 60_000 });

const toNames = (services: Service[]) => new Map(services.map((s) => [s.id, s.text]));

/** Service id → product name; empty until the list arrives (or when it fails). */
export function useServiceNames({ enabled }: { enabled: boolean }): ReadonlyMap<number, string> {
  const { data } = useQuery({ ...serviceNamesQueryOptions(), enabled, select: toNames });
  return data ?? emptyNames;
}

const emptyNames: ReadonlyMap<number, string> = new Map();
