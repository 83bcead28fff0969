import type { Popup } from '@snsshop/shared/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../config/paths';
import { api } from './api-client';
import { isArrayOf, isInt, isShape, isString, reader } from './read-answer';

/** The shared popupSchema's shape, read without zod: fetched on every screen's start. */
const popupList = reader(isArrayOf(isShape<Popup>({ id: isInt, enabled: (v) => typeof v === 'boolean', imageUrl: isString })));

export const getPopups = (signal?: AbortSignal) => api.get(apiPaths.popups, popupList, signal);

/** A start-up query: fetched once, no retry, no automatic refetch (docs/storefront-rules.md §9). */
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
