import { notificationPreferencesSchema } from '@snsshop/shared/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api } from '../../../lib/api-client';

/** Every notification the shop sends, with whether this member receives it. */
export const getNotificationPreferences = (signal?: AbortSignal) => api.get(memberApiPaths.notificationPreferences, notificationPreferencesSchema, signal);

export const notificationPreferencesQueryOptions = () =>
  queryOptions({ queryKey: ['notification-preferences'], queryFn: ({ signal }) => getNotificationPreferences(signal) });

export function useNotificationPreferences(enabled: boolean) {
  return useQuery({ ...notificationPreferencesQueryOptions(), enabled });
}
