import { adminApiPaths } from '../../../config/admin-paths';
import { withQuery, useAdminMutation } from '../../../lib/admin/admin-request';
import { fetchBlob, saveBlob } from '../../../lib/fetch-blob';

export interface ExportRequest {
  kind: 'orders' | 'charges';
  from: string;
  to: string;
}

/** Fetches the CSV with the owner's session and hands it to the browser as a download. */
export async function downloadExport({ kind, from, to }: ExportRequest): Promise<void> {
  const blob = await fetchBlob(withQuery(adminApiPaths.exportCsv(kind), { from, to }));
  saveBlob(blob, `${kind === 'orders' ? '주문' : '충전'}-${from}-${to}.csv`);
}

export function useDownloadExport() {
  return useAdminMutation({ mutationFn: downloadExport });
}
