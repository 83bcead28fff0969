import { adminReceiptListSchema, type ReceiptStatus } from '@snsshop/shared/charges';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, adminKey, withQuery } from '../../../lib/admin/admin-request';

export type ReceiptFilter = ReceiptStatus | 'all';

/** Newest 200 cash receipts and tax invoices (and their cancellations), optionally of one state. */
export const getAdminReceipts = (status: ReceiptFilter, signal?: AbortSignal) =>
  adminApi.get(withQuery(adminApiPaths.receipts, { status: status === 'all' ? undefined : status }), adminReceiptListSchema, signal);

export const adminReceiptsQueryOptions = (status: ReceiptFilter) =>
  queryOptions({ queryKey: [adminKey, 'receipts', status], queryFn: ({ signal }) => getAdminReceipts(status, signal), refetchInterval: 30_000 });

export function useAdminReceipts(status: ReceiptFilter) {
  return useQuery(adminReceiptsQueryOptions(status));
}
