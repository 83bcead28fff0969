import { adminMeSchema } from '@snsshop/shared/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../config/paths';
import { api } from '../api-client';

export const adminMeQueryKey = ['admin-me'] as const;

/** 200 for an admin; anyone else gets 404, exactly like a path that does not exist. */
export const getAdminMe = (signal?: AbortSignal) => api.get(adminApiPaths.me, adminMeSchema, signal);

export const adminMeQueryOptions = () => queryOptions({ queryKey: adminMeQueryKey, queryFn: ({ signal }) => getAdminMe(signal), staleTime: 5 * 60_000 });

export function useAdminMe() {
  return useQuery(adminMeQueryOptions());
}
