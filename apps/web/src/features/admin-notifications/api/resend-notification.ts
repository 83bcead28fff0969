import { adminMessageSchema } from '@snsshop/shared/admin';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, useAdminMutation } from '../../../lib/admin/admin-request';

/** Sends a notification again from its first channel (the member may read it twice). */
export const resendNotification = (id: number) => adminApi.post(adminApiPaths.notificationResend(id), undefined, adminMessageSchema);

export function useResendNotification() {
  return useAdminMutation({ mutationFn: resendNotification, success: (r) => r.message });
}
