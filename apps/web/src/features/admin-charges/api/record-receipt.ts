import { adminMessageSchema } from '@snsshop/shared/admin';
import type { ReceiptRecordBody } from '@snsshop/shared/charges';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, useAdminMutation } from '../../../lib/admin/admin-request';

/** Marks a waiting receipt as issued at 홈택스, with its 국세청 승인번호 and the day it was issued. */
export const recordReceipt = ({ id, ...body }: ReceiptRecordBody & { id: number }) => adminApi.post(adminApiPaths.receiptRecord(id), body, adminMessageSchema);

export function useRecordReceipt() {
  return useAdminMutation({ mutationFn: recordReceipt, success: (r) => r.message, quietErrors: true });
}
