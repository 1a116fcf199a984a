import type { Invoice } from '@ai-map/contracts';
import { centsToDollars } from '../../lib/cents';
import { invoiceNumber } from './invoice-number';
import type { InvoiceView } from './payments.repository';

/** What the Payments tab calls the plan of a miles-only purchase. */
export const MILES_ONLY_TITLE = 'Miles';

export function presentInvoice({ invoice, planTitle }: InvoiceView): Invoice {
  return {
    id: invoice.id,
    invoice: invoiceNumber(invoice),
    price: centsToDollars(invoice.amountCents),
    currency: invoice.currency,
    subscription_plan: planTitle ?? MILES_ONLY_TITLE,
    description: invoice.description,
    paid_at: invoice.createdAt.toISOString(),
    status: invoice.paid,
  };
}
