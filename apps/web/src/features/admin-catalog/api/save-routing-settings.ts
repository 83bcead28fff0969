import { msg } from '@snsshop/shared/common';
import { routingSettingsSchema, type RoutingSettings } from '@snsshop/shared/catalog';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, useAdminMutation } from '../../../lib/admin/admin-request';

/** The cost guard's margin floor and the low-balance threshold. */
export const saveRoutingSettings = (body: RoutingSettings) => adminApi.put(adminApiPaths.routingSettings, body, routingSettingsSchema);

export function useSaveRoutingSettings() {
  return useAdminMutation({ mutationFn: saveRoutingSettings, success: msg.admin.saved });
}
