import type { Checkout } from '@ai-map/contracts';
import { centsToDollars } from '../../lib/cents';
import type { CheckoutRow } from './payments.repository';

export function presentCheckout(
  row: CheckoutRow,
  paid: { subscriptionId: number | null; invoiceId: number | null },
): Checkout {
  return {
    id: row.id,
    provider: row.provider,
    status: row.status,
    description: row.description,
    amount: centsToDollars(row.amountCents),
    currency: row.currency,
    selection: row.selection,
    checkout_url: row.status === 'open' ? row.checkoutUrl : null,
    subscription_id: paid.subscriptionId,
    invoice_id: paid.invoiceId,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}
