import { popupSchema } from '@snsshop/shared/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '../config/paths';
import { api } from './api-client';

export const getPopups = (signal?: AbortSignal) => api.get(apiPaths.popups, z.array(popupSchema), signal);

/** A start-up query: fetched once, no retry, no automatic refetch (spec section 9). */
export const popupsQueryOptions = () =>
  queryOptions({
    queryKey: ['popups'],
    queryFn: ({ signal }) => getPopups(signal),
    staleTime: Infinity,
    retry: false,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function usePopups() {
  return useQuery(popupsQueryOptions());
}
