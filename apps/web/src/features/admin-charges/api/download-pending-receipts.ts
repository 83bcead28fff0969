import { adminApiPaths } from '../../../config/admin-paths';
import { useAdminMutation } from '../../../lib/admin/admin-request';
import { downloadCsv } from '../../../lib/admin/download-csv';

/** The receipts still to issue, with what 홈택스 asks for (CSV, opens in Excel). */
export const downloadPendingReceipts = () => downloadCsv(adminApiPaths.receiptsPendingCsv, '영수증-발급-대기.csv');

export function useDownloadPendingReceipts() {
  return useAdminMutation({ mutationFn: downloadPendingReceipts });
}
