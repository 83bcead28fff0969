import type { AdminMe } from '@snsshop/shared/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { adminApiPaths } from '../../config/paths';
import { api } from '../api-client';

export const adminMeQueryKey = ['admin-me'] as const;

/** The shared adminMeSchema in zod's mini build: the gate sits in the first screen's code. */
const adminMeAnswer: z.ZodMiniType<AdminMe> = z.object({ id: z.int(), loginId: z.string() });

/** 200 for an admin; anyone else gets 404, exactly like a path that does not exist. */
export const getAdminMe = (signal?: AbortSignal) => api.get(adminApiPaths.me, adminMeAnswer, signal);

export const adminMeQueryOptions = () => queryOptions({ queryKey: adminMeQueryKey, queryFn: ({ signal }) => getAdminMe(signal), staleTime: 5 * 60_000 });

export function useAdminMe() {
  return useQuery(adminMeQueryOptions());
}
