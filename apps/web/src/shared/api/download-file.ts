import type { ApiPath } from '@ai-map/contracts';
import { downloadFilename } from '../lib/download-filename';
import { ApiRequestError, toApiError } from './api-error';
import { apiUrl } from './client';
import { signOutRejected, useSessionStore } from './session-store';

/** How long a saved file's object URL lives: the browser must have started reading it by then. */
const OBJECT_URL_LIFETIME_MS = 60_000;

export interface DownloadedFile {
  blob: Blob;
  /** The server's `Content-Disposition` name, else the fallback. */
  filename: string;
}

/**
 * `GET` of an API path that answers a file (an invoice PDF, a trip export). The JSON client
 * cannot carry a file, so this fetches directly with the same Token header (and the planner
 * access code cookie of an anonymous owner); errors arrive as JSON and become an
 * `ApiRequestError`, and a 401 to its token signs out as every other call does (spec 000 §7).
 */
export async function downloadFile(
  path: ApiPath,
  accept: string,
  fallbackName: string,
): Promise<DownloadedFile> {
  const token = useSessionStore.getState().token;
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      headers: {
        Accept: `${accept}, application/json`,
        ...(token ? { Authorization: `Token ${token}` } : {}),
      },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiRequestError(500, toApiError(null));
  }
  if (!response.ok) {
    if (response.status === 401) signOutRejected(token);
    const body: unknown = await response.json().catch(() => null);
    throw new ApiRequestError(response.status, toApiError(body, response.statusText || undefined));
  }
  return {
    blob: await response.blob(),
    filename: downloadFilename(response.headers.get('content-disposition'), fallbackName),
  };
}

/** Hands a file to the browser's download manager under the given name. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; the URL is freed a bit later.
  window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
