import {
  paymentMessages,
  type Checkout,
  type SandboxCard,
  type SubscriptionSelection,
} from '@ai-map/contracts';
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { UserRow } from '../auth/auth.repository';
import { presentCheckout } from './checkout.presenter';
import { fulfilCheckout, mailReceipt, recordFailedPayment } from './fulfilment';
import { paymentProvider } from './payment-provider';
import * as repo from './payments.repository';
import type { CheckoutRow } from './payments.repository';
import { chargeTestCard } from './sandbox-provider';
import { priceSelection, sameSelection, type PricedSelection } from './selection-pricing';

/** How long a checkout can be paid; Stripe sessions are opened with the same expiry. */
const CHECKOUT_TTL_MS = 60 * 60 * 1000;
const CURRENCY = 'USD';

const conflict = (detail: string) => new HttpError(409, 'conflict', detail);

async function present(ctx: AppContext, row: CheckoutRow): Promise<Checkout> {
  if (row.status !== 'paid') return presentCheckout(row, { subscriptionId: null, invoiceId: null });
  const [subscription, invoice] = await Promise.all([
    repo.subscriptionOfCheckout(ctx.db, row.id),
    repo.paidInvoiceOfCheckout(ctx.db, row.id),
  ]);
  return presentCheckout(row, {
    subscriptionId: subscription?.id ?? null,
    invoiceId: invoice?.id ?? null,
  });
}

/**
 * Opens the provider's session once per checkout. A checkout whose session could not be opened
 * (provider down) gets it on the retry with the same Idempotency-Key.
 */
async function withSession(ctx: AppContext, user: UserRow, row: CheckoutRow): Promise<CheckoutRow> {
  if (row.checkoutUrl || row.status !== 'open') return row;
  const session = await paymentProvider(ctx, row.provider).createSession({
    checkoutId: row.id,
    amountCents: row.amountCents,
    currency: row.currency,
    description: row.description,
    customerEmail: user.email,
    expiresAt: row.expiresAt,
  });
  return repo.setCheckoutSession(ctx.db, row.id, session);
}

/** The checkout an Idempotency-Key already made, if it was made for the same selection. */
function replay(existing: CheckoutRow, priced: PricedSelection): CheckoutRow {
  if (!sameSelection(existing.selection, priced.stored)) {
    throw conflict(paymentMessages.idempotencyConflict);
  }
  return existing;
}

/**
 * Prices the selection and opens a checkout with the configured provider. With an
 * Idempotency-Key, repeating the request returns the checkout the first one created (paying it
 * again changes nothing), so a retried or double-clicked purchase never buys twice.
 */
export async function createCheckout(
  ctx: AppContext,
  user: UserRow,
  selection: SubscriptionSelection,
  idempotencyKey: string | null,
  now = new Date(),
): Promise<{ checkout: Checkout; created: boolean }> {
  const priced = await priceSelection(ctx.db, selection);
  const earlier = idempotencyKey
    ? await repo.checkoutByIdempotencyKey(ctx.db, user.id, idempotencyKey)
    : undefined;
  if (earlier) {
    const row = await withSession(ctx, user, replay(earlier, priced));
    return { checkout: await present(ctx, row), created: false };
  }

  let row: CheckoutRow;
  try {
    row = await repo.insertCheckout(ctx.db, {
      id: `chk_${randomBytes(12).toString('hex')}`,
      userId: user.id,
      provider: ctx.config.payments.provider,
      idempotencyKey,
      selection: priced.stored,
      planId: priced.plan?.id ?? null,
      numberOfPeriods: priced.numberOfPeriods,
      miles: priced.miles,
      amountCents: priced.amountCents,
      currency: CURRENCY,
      description: priced.description,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CHECKOUT_TTL_MS),
    });
  } catch (error) {
    // The same key sent twice at the same moment: the unique index lets one insert win.
    if (!idempotencyKey || !isUniqueViolation(error)) throw error;
    const winner = await repo.checkoutByIdempotencyKey(ctx.db, user.id, idempotencyKey);
    const replayed = await withSession(ctx, user, replay(winner!, priced));
    return { checkout: await present(ctx, replayed), created: false };
  }
  return { checkout: await present(ctx, await withSession(ctx, user, row)), created: true };
}

async function ownCheckout(ctx: AppContext, user: UserRow, id: string): Promise<CheckoutRow> {
  const row = await repo.checkoutById(ctx.db, id);
  // Someone else's checkout answers like a missing one: ids are not to be probed.
  if (!row || row.userId !== user.id) throw notFound(`No checkout with id ${id}.`);
  return row;
}

export async function getCheckout(ctx: AppContext, user: UserRow, id: string): Promise<Checkout> {
  return present(ctx, await ownCheckout(ctx, user, id));
}

/**
 * The sandbox card form. The test card that succeeds creates the subscription and invoice; the
 * declined one records a failed invoice and answers the decline under card_number. A paid
 * checkout answers as it is, whatever card is sent again.
 */
export async function paySandboxCheckout(
  ctx: AppContext,
  user: UserRow,
  id: string,
  card: SandboxCard,
  now = new Date(),
): Promise<Checkout> {
  const row = await ownCheckout(ctx, user, id);
  if (row.provider !== 'sandbox') throw conflict(paymentMessages.checkoutNotSandbox);
  if (row.status === 'paid') return present(ctx, row);
  if (row.status === 'expired' || row.expiresAt <= now) {
    throw conflict(paymentMessages.checkoutExpired);
  }
  if (chargeTestCard(card) === 'declined') {
    await recordFailedPayment(ctx, row.id, now);
    throw fieldError({ card_number: [paymentMessages.cardDeclined] });
  }
  const fulfilment = await fulfilCheckout(ctx, row.id, now);
  await mailReceipt(ctx, fulfilment);
  return present(ctx, fulfilment.checkout);
}
