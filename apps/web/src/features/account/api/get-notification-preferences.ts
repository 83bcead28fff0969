import { notificationPreferencesSchema } from '@snsshop/shared/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** Every notification the shop sends, with whether this member receives it. */
export const getNotificationPreferences = (signal?: AbortSignal) => api.get(apiPaths.notificationPreferences, notificationPreferencesSchema, signal);

export const notificationPreferencesQueryOptions = () =>
  queryOptions({ queryKey: ['notification-preferences'], queryFn: ({ signal }) => getNotificationPreferences(signal) });

export function useNotificationPreferences(enabled: boolean) {
  return useQuery({ ...notificationPreferencesQueryOptions(), enabled });
}
