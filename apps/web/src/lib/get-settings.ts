import { readSettings, type Setting, type SiteSettings } from '@snsshop/shared/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiPaths } from '../config/paths';
import { SETTINGS_CACHE_MS } from '../config/constants';
import { api } from './api-client';
import { isArrayOf, isNumber, isShape, isString, reader } from './read-answer';

/** The shared settingSchema's shape, read without zod: every screen starts with this answer. */
const isValue = (v: unknown) => isString(v) || typeof v === 'boolean' || isArrayOf(isNumber)(v);
const settingList = reader(isArrayOf(isShape<Setting>({ key: isString, value: isValue })));

export const getSettings = (signal?: AbortSignal) => api.get(apiPaths.settings, settingList, signal);

/** Cached 1 hour, never refetched on mount or focus, no retry (docs/storefront-rules.md §7 and §9). */
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings'],
    queryFn: ({ signal }) => getSettings(signal),
    staleTime: SETTINGS_CACHE_MS,
    gcTime: SETTINGS_CACHE_MS,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    retry: false,
  });

export function useSettingsQuery() {
  return useQuery(settingsQueryOptions());
}

/** Typed settings; a missing list (loading or failed) reads as all empty/false. */
export function useSettings(): SiteSettings {
  const { data } = useSettingsQuery();
  return useMemo(() => readSettings(data ?? []), [data]);
}
