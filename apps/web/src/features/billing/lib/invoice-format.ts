/** Display rules of the Payments tab (spec 000 §2, §9). */

const two = (value: number) => String(value).padStart(2, '0');

/**
 * An invoice's date as dd/mm/yyyy in the viewer's time zone, the day the viewer saw the payment
 * happen. An unreadable date gives an em dash rather than "NaN/NaN/NaN".
 */
export function formatInvoiceDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** Invoice amounts keep their cents: 9.99 → "$9.99", 2 → "$2.00". */
export function formatInvoicePrice(price: number): string {
  return `$${price.toFixed(2)}`;
}

/** The invoice's status field: true paid, false a failed attempt (spec 000 §3, §8). */
export function invoiceStatusLabel(status: boolean): 'Paid' | 'Failed' {
  return status ? 'Paid' : 'Failed';
}
