import type { Popup } from '@snsshop/shared/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiPaths } from '../config/paths';
import { api } from './api-client';

/** The shared popupSchema in zod's mini build: fetched on every screen's start. */
const popupList: z.ZodMiniType<Popup[]> = z.array(z.object({ id: z.int(), enabled: z.boolean(), imageUrl: z.string() }));

export const getPopups = (signal?: AbortSignal) => api.get(apiPaths.popups, popupList, signal);

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
