import { commonMessages } from '@snsshop/shared/common';
import { ApiError } from './api-client';
import { storage } from './storage';

/**
 * A file the server sends only to the signed-in person (a CSV, an inquiry's image): fetched with the
 * session, since a plain link or <img> carries no bearer token.
 */
export async function fetchBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const token = storage.getToken();
  const res = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(res.status, body?.message ?? commonMessages.error);
  }
  return res.blob();
}

/** Hands a fetched file to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  URL.revokeObjectURL(url);
}
