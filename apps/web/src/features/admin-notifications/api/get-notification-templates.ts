import { notificationTemplatesSchema } from '@snsshop/shared/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, adminKey } from '../../../lib/admin/admin-request';

/** Each event's 알림톡 template id and text, with the shipped text and sample values. */
export const getNotificationTemplates = (signal?: AbortSignal) => adminApi.get(adminApiPaths.notificationTemplates, notificationTemplatesSchema, signal);

export const notificationTemplatesQueryOptions = () => queryOptions({ queryKey: [adminKey, 'notification-templates'], queryFn: ({ signal }) => getNotificationTemplates(signal) });

export function useNotificationTemplates() {
  return useQuery(notificationTemplatesQueryOptions());
}
