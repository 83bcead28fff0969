import { notificationPreferencesSchema, type UpdateNotificationPreferencesBody } from '@snsshop/shared/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { request } from '../../../lib/api-client';
import { notificationPreferencesQueryOptions } from './get-notification-preferences';

export const updateNotificationPreferences = (body: UpdateNotificationPreferencesBody) =>
  request(memberApiPaths.notificationPreferences, { method: 'PUT', body, schema: notificationPreferencesSchema });

/** Saves a choice; the answer (every event, as now saved) replaces the list. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesQueryOptions().queryKey, saved),
  });
}
