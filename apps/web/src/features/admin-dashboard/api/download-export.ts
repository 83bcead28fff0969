import { commonMessages } from '@snsshop/shared/common';
import { adminApiPaths } from '../../../config/admin-paths';
import { withQuery, useAdminMutation } from '../../../lib/admin/admin-request';
import { ApiError } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';

export interface ExportRequest {
  kind: 'orders' | 'charges';
  from: string;
  to: string;
}

/** Fetches the CSV with the owner's session and hands it to the browser as a download. */
export async function downloadExport({ kind, from, to }: ExportRequest): Promise<void> {
  const token = storage.getToken();
  const res = await fetch(withQuery(adminApiPaths.exportCsv(kind), { from, to }), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(res.status, body?.message ?? commonMessages.error);
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `${kind === 'orders' ? '주문' : '충전'}-${from}-${to}.csv`;
  a.click();
  URL.revokeObjectURL(url);
}

export function useDownloadExport() {
  return useAdminMutation({ mutationFn: downloadExport });
}
