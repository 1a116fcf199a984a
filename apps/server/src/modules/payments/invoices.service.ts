import { INVOICES_PAGE_SIZE, type InvoicePage } from '@ai-map/contracts';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { invoiceNumber } from './invoice-number';
import { invoicePdf } from './invoice-pdf';
import { presentInvoice } from './invoices.presenter';
import * as repo from './payments.repository';

/** A page of the user's invoices, newest first (the Payments tab loads more while count is larger). */
export async function listInvoices(
  ctx: AppContext,
  userId: number,
  page: number,
): Promise<InvoicePage> {
  const { rows, total } = await repo.invoicesOf(
    ctx.db,
    userId,
    INVOICES_PAGE_SIZE,
    (page - 1) * INVOICES_PAGE_SIZE,
  );
  return { count: total, results: rows.map(presentInvoice) };
}

/** The invoice as a PDF file named after its number. */
export async function invoiceDownload(
  ctx: AppContext,
  userId: number,
  id: number,
): Promise<{ filename: string; pdf: Buffer }> {
  const view = await repo.invoiceOfUser(ctx.db, userId, id);
  if (!view) throw notFound(`No invoice with id ${id}.`);
  return { filename: `${invoiceNumber(view.invoice)}.pdf`, pdf: await invoicePdf(view) };
}
