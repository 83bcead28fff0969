import { commonMessages } from '@snsshop/shared/common';
import { ApiError } from '../api-client';
import { storage } from '../storage';

/** Fetches a console CSV with the owner's session and hands it to the browser as a download named `fileName`. */
export async function downloadCsv(url: string, fileName: string): Promise<void> {
  const token = storage.getToken();
  const res = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(res.status, body?.message ?? commonMessages.error);
  }
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  a.click();
  URL.revokeObjectURL(href);
}
