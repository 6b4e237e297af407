import { parseContentDispositionFileName } from './content-disposition';
import { apiUrl, authorizedFetch, handleResponseBody, type QueryParams, readBody } from './http';

export type DownloadOptions = {
  method?: 'GET' | 'POST' | 'DELETE';
  /** JSON body for POST downloads (e.g. an Excel export taking the list's query). */
  body?: unknown;
  query?: QueryParams;
  /** Used when the server sends no file name. */
  fallbackFileName?: string;
  /** false: no global notification on failure (the screen shows its own). Default true. */
  notify?: boolean;
  signal?: AbortSignal;
};

/**
 * Downloads an API file with the signed-in user's bearer token and hands it to the browser
 * as a download under the name from Content-Disposition. Throws ApiError on failure.
 * Returns the saved file name.
 */
export async function downloadFile(path: string, options: DownloadOptions = {}): Promise<string> {
  const {
    method = 'GET',
    body,
    query,
    fallbackFileName = 'dosya',
    notify = true,
    signal,
  } = options;
  const headers = new Headers({ Accept: '*/*' });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await authorizedFetch(apiUrl(path, query), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (!response.ok) {
    handleResponseBody(response.status, await readBody(response), notify);
  }
  const blob = await response.blob();
  const fileName =
    parseContentDispositionFileName(response.headers.get('Content-Disposition')) ??
    fallbackFileName;
  saveBlob(blob, fileName);
  return fileName;
}

/** Offers a blob to the user as a file download through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start reading the URL only after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
