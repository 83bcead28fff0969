import { adminApiPaths } from '../../../config/admin-paths';
import { withQuery, useAdminMutation } from '../../../lib/admin/admin-request';
import { downloadCsv } from '../../../lib/admin/download-csv';

export interface ExportRequest {
  kind: 'orders' | 'charges';
  from: string;
  to: string;
}

/** Fetches the CSV with the owner's session and hands it to the browser as a download. */
export const downloadExport = ({ kind, from, to }: ExportRequest): Promise<void> =>
  downloadCsv(withQuery(adminApiPaths.exportCsv(kind), { from, to }), `${kind === 'orders' ? '주문' : '충전'}-${from}-${to}.csv`);

export function useDownloadExport() {
  return useAdminMutation({ mutationFn: downloadExport });
}
