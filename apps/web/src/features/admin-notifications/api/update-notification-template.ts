import { notificationMessages, notificationTemplatesSchema, type NotificationEvent, type UpdateNotificationTemplateBody } from '@snsshop/shared/notifications';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, useAdminMutation } from '../../../lib/admin/admin-request';

export const updateNotificationTemplate = ({ event, ...body }: UpdateNotificationTemplateBody & { event: NotificationEvent }) =>
  adminApi.put(adminApiPaths.notificationTemplate(event), body, notificationTemplatesSchema);

export function useUpdateNotificationTemplate() {
  return useAdminMutation({ mutationFn: updateNotificationTemplate, success: notificationMessages.templateSaved });
}
