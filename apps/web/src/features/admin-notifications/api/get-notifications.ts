import { adminNotificationPageSchema, type NotificationStatus } from '@snsshop/shared/notifications';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, adminKey, withQuery } from '../../../lib/admin/admin-request';

export interface NotificationFilter {
  status?: NotificationStatus | undefined;
  page: number;
  /** where the page starts (the page buttons know it) */
  after?: number | undefined;
}

export const NOTIFICATION_PAGE_SIZE = 20;

/** The notification log, newest first. */
export const getNotifications = (f: NotificationFilter, signal?: AbortSignal) =>
  adminApi.get(withQuery(adminApiPaths.notifications, { ...f, size: NOTIFICATION_PAGE_SIZE }), adminNotificationPageSchema, signal);

export const notificationsQueryOptions = (f: NotificationFilter) =>
  queryOptions({ queryKey: [adminKey, 'notifications', f], queryFn: ({ signal }) => getNotifications(f, signal), placeholderData: keepPreviousData });

export function useNotifications(f: NotificationFilter) {
  return useQuery(notificationsQueryOptions(f));
}
