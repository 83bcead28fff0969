import { adminMessageSchema } from '@snsshop/shared/admin';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, useAdminMutation } from '../../../lib/admin/admin-request';

/** Sends a failed document to Popbill again (the server first asks Popbill whether it was issued after all). */
export const retryReceipt = (id: number) => adminApi.post(adminApiPaths.receiptRetry(id), undefined, adminMessageSchema);

export function useRetryReceipt() {
  return useAdminMutation({ mutationFn: retryReceipt, success: (r) => r.message, overlay: true });
}
