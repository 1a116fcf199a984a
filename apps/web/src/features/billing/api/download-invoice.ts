import { paymentPaths, type Invoice } from '@ai-map/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiRequestError, errorDetail, toApiError } from '../../../shared/api/api-error';
import { apiUrl } from '../../../shared/api/client';
import { useSessionStore } from '../../../shared/api/session-store';
import { toast } from '../../../shared/ui/toast/toast-store';
import { downloadFilename } from '../lib/download-filename';

/** How long a saved file's object URL lives: the browser must have started reading it by then. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * `GET payments/invoices/{id}/download`: the invoice's PDF and the name to save it under. The
 * JSON client cannot carry a file, so this fetches directly, with the same Token header; a 401
 * signs out as every other call does (spec 000 §7).
 */
export async function downloadInvoice(
  invoice: Pick<Invoice, 'id' | 'invoice'>,
): Promise<{ blob: Blob; filename: string }> {
  const token = useSessionStore.getState().token;
  let response: Response;
  try {
    response = await fetch(apiUrl(paymentPaths.invoiceDownload(invoice.id)), {
      headers: {
        Accept: 'application/pdf, application/json',
        ...(token ? { Authorization: `Token ${token}` } : {}),
      },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiRequestError(500, toApiError(null));
  }
  if (!response.ok) {
    if (response.status === 401) useSessionStore.getState().signOut();
    const body: unknown = await response.json().catch(() => null);
    throw new ApiRequestError(response.status, toApiError(body, response.statusText || undefined));
  }
  return {
    blob: await response.blob(),
    filename: downloadFilename(
      response.headers.get('content-disposition'),
      `${invoice.invoice}.pdf`,
    ),
  };
}

/** Hands a file to the browser's download manager under the given name. */
export function saveFile(blob: Blob, filename: string): void {
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

/** Downloads and saves an invoice; a failure is logged and told in a toast. */
export function useDownloadInvoice() {
  return useMutation({
    mutationFn: async (invoice: Pick<Invoice, 'id' | 'invoice'>) => {
      const { blob, filename } = await downloadInvoice(invoice);
      saveFile(blob, filename);
    },
    onError: (error) => {
      console.warn('Invoice download failed', error);
      toast.error(errorDetail(error));
    },
  });
}
