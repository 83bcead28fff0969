import { fetchBlob, saveBlob } from '../fetch-blob';

/** Fetches a console CSV with the owner's session and hands it to the browser as a download named `fileName`. */
export async function downloadCsv(url: string, fileName: string): Promise<void> {
  saveBlob(await fetchBlob(url), fileName);
}
