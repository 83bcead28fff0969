import { ownerAlertMessages, ownerAlertSettingsSchema, type UpdateOwnerAlertSettingsBody } from '@snsshop/shared/notifications';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, useAdminMutation } from '../../../lib/admin/admin-request';

export const updateOwnerAlerts = (body: UpdateOwnerAlertSettingsBody) => adminApi.put(adminApiPaths.ownerAlerts, body, ownerAlertSettingsSchema);

export function useUpdateOwnerAlerts() {
  return useAdminMutation({ mutationFn: updateOwnerAlerts, success: ownerAlertMessages.saved });
}
