import type { Invoice } from '@ai-map/contracts';
import { useId } from 'react';
import { Button } from '../../../shared/ui/button';
import { DownloadIcon } from '../../../shared/ui/icons';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useDownloadInvoice } from '../api/download-invoice';
import { useInvoices } from '../api/get-invoices';
import { formatInvoiceDate, formatInvoicePrice, invoiceStatusLabel } from '../lib/invoice-format';
import styles from './payments.module.css';

/**
 * The settings modal's Payments tab, titled Invoices (spec 000 §2): number, $price, plan, paid
 * date (dd/mm/yyyy), Paid or Failed, a download button per row, and Load More while the server
 * has more pages.
 */
export function PaymentsTab() {
  const invoices = useInvoices();
  const headingId = useId();
  const rows = invoices.data?.pages.flatMap((page) => page.results) ?? [];

  let body;
  if (invoices.isPending) {
    body = (
      <div className={styles.loading} role="status" aria-busy="true" aria-label="Loading invoices">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} height={44} radius="var(--radius-sm)" />
        ))}
      </div>
    );
  } else if (invoices.isError && rows.length === 0) {
    body = (
      <div className={styles.state} role="alert">
        <p>Your invoices could not be loaded.</p>
        <Button variant="secondary" onClick={() => void invoices.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (rows.length === 0) {
    body = (
      <p className={styles.state}>
        No invoices yet. Every payment and failed payment attempt shows here.
      </p>
    );
  } else {
    body = (
      <>
        <table className={styles.table} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">Invoice</th>
              <th scope="col">Price</th>
              <th scope="col">Plan</th>
              <th scope="col">Date</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="visually-hidden">Download</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((invoice) => (
              <InvoiceRow key={invoice.id} invoice={invoice} />
            ))}
          </tbody>
        </table>
        {invoices.isFetchNextPageError && (
          <p className={styles.error} role="alert">
            More invoices could not be loaded.
          </p>
        )}
        {invoices.hasNextPage && (
          <Button
            variant="secondary"
            className={styles.loadMore}
            loading={invoices.isFetchingNextPage}
            onClick={() => void invoices.fetchNextPage()}
          >
            Load More
          </Button>
        )}
      </>
    );
  }

  return (
    <>
      <h3 id={headingId}>Invoices</h3>
      {body}
    </>
  );
}

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const download = useDownloadInvoice();
  const status = invoiceStatusLabel(invoice.status);
  return (
    <tr>
      <td data-label="Invoice" className={styles.number}>
        {invoice.invoice}
      </td>
      <td data-label="Price">{formatInvoicePrice(invoice.price)}</td>
      <td data-label="Plan">{invoice.subscription_plan}</td>
      <td data-label="Date">
        <time dateTime={invoice.paid_at}>{formatInvoiceDate(invoice.paid_at)}</time>
      </td>
      <td data-label="Status">
        <span className={invoice.status ? styles.paid : styles.failed}>{status}</span>
      </td>
      <td className={styles.actions}>
        <Button
          variant="ghost"
          iconOnly
          aria-label={`Download ${invoice.invoice}`}
          title="Download PDF"
          loading={download.isPending}
          onClick={() => download.mutate(invoice)}
        >
          {!download.isPending && <DownloadIcon size={18} />}
        </Button>
      </td>
    </tr>
  );
}
