import { adminMessageSchema } from '@snsshop/shared/admin';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, useAdminMutation } from '../../../lib/admin/admin-request';

/** Puts a failed webhook delivery back in line with its tries counted from 0 (same id, same signed body). */
export const resendWebhookDelivery = (id: number) => adminApi.post(adminApiPaths.webhookDeliveryResend(id), undefined, adminMessageSchema);

export function useResendWebhookDelivery() {
  return useAdminMutation({ mutationFn: resendWebhookDelivery, success: (r) => r.message });
}
