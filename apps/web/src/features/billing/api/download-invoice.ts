import { paymentPaths, type Invoice } from '@ai-map/contracts';
import { useMutation } from '@tanstack/react-query';
import { errorDetail } from '../../../shared/api/api-error';
import { downloadFile, saveFile } from '../../../shared/api/download-file';
import { toast } from '../../../shared/ui/toast/toast-store';

/** `GET payments/invoices/{id}/download`: the invoice's PDF, named by the server or its number. */
export function downloadInvoice(invoice: Pick<Invoice, 'id' | 'invoice'>) {
  return downloadFile(
    paymentPaths.invoiceDownload(invoice.id),
    'application/pdf',
    `${invoice.invoice}.pdf`,
  );
}

/** Downloads and saves an invoice; a failure is logged and told in a toast. */
export function useDownloadInvoice() {
  return useMutation({
    mutationFn: async (invoice: Pick<Invoice, 'id' | 'invoice'>) =>
      saveFile(await downloadInvoice(invoice)),
    onError: (error) => {
      console.warn('Invoice download failed', error);
      toast.error(errorDetail(error));
    },
  });
}
