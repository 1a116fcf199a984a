import { paymentMessages } from '@ai-map/contracts';
import Stripe from 'stripe';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../lib/http-error';
import { fulfilCheckout, mailReceipt, recordFailedPayment, type Fulfilment } from './fulfilment';
import * as repo from './payments.repository';
import type { CheckoutRow } from './payments.repository';

/** The Checkout Session events this server acts on; the official SDK types each one's session. */
type SessionEvent = Extract<
  Stripe.Event,
  {
    type:
      | 'checkout.session.completed'
      | 'checkout.session.async_payment_succeeded'
      | 'checkout.session.async_payment_failed'
      | 'checkout.session.expired';
  }
>;

const SESSION_EVENTS = new Set<string>([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] satisfies SessionEvent['type'][]);

const isSessionEvent = (event: Stripe.Event): event is SessionEvent =>
  SESSION_EVENTS.has(event.type);

/**
 * The event of a webhook delivery, once the SDK has checked its `Stripe-Signature` header: an
 * HMAC-SHA256 of the raw body under the endpoint's signing secret, at most five minutes old, so a
 * captured delivery cannot be replayed later.
 */
export function verifiedStripeEvent(
  body: Buffer,
  signature: string | undefined,
  secret: string,
): Stripe.Event {
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(body, signature ?? '', secret);
  } catch (error) {
    if (error instanceof SyntaxError) {
      throw new HttpError(400, 'invalid', 'Request body is not valid JSON.');
    }
    throw new HttpError(400, 'invalid', paymentMessages.invalidSignature);
  }
  // Signed, but still only JSON: anything without an id and a type is not an event.
  const shape = event as Partial<Stripe.Event> | null;
  if (typeof shape?.id !== 'string' || typeof shape.type !== 'string') {
    throw new HttpError(400, 'invalid', 'This is not a Stripe event.');
  }
  return event;
}

/** The session pays exactly what the checkout asked. */
function matches(session: Stripe.Checkout.Session, checkout: CheckoutRow): boolean {
  return (
    session.amount_total === checkout.amountCents &&
    session.currency?.toLowerCase() === checkout.currency.toLowerCase()
  );
}

/**
 * Applies a verified Stripe event. Each event is applied once (its id is recorded in the same
 * transaction); events of sessions this server did not open, and event types it does not use,
 * are acknowledged and ignored so that Stripe stops sending them.
 */
export async function handleStripeEvent(
  ctx: AppContext,
  event: Stripe.Event,
  now = new Date(),
): Promise<void> {
  if (!isSessionEvent(event)) return;
  const { id: eventId, type } = event;
  const session = (event.data as Partial<SessionEvent['data']> | undefined)?.object;
  if (typeof session?.id !== 'string') {
    throw new HttpError(400, 'invalid', 'The event carries no checkout session.');
  }

  const checkoutId = session.metadata?.checkout_id ?? session.client_reference_id;
  const checkout = checkoutId ? await repo.checkoutById(ctx.db, checkoutId) : undefined;
  if (!checkout || checkout.provider !== 'stripe' || checkout.providerReference !== session.id) {
    ctx.log.warn({ eventId, session: session.id }, 'Stripe event for an unknown checkout ignored');
    return;
  }

  const fulfilment = await ctx.db.transaction(async (tx): Promise<Fulfilment | undefined> => {
    if (!(await repo.recordPaymentEvent(tx, { provider: 'stripe', eventId, type }))) return;
    const txCtx = { ...ctx, db: tx };
    switch (type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        // A completed session with a delayed payment method is not paid yet: the async
        // events follow.
        if (session.payment_status !== 'paid') return;
        if (!matches(session, checkout)) {
          ctx.log.error({ eventId, checkout: checkout.id }, 'Stripe session amount mismatch');
          throw new HttpError(400, 'invalid', paymentMessages.sessionMismatch);
        }
        return fulfilCheckout(txCtx, checkout.id, now);
      case 'checkout.session.async_payment_failed':
        await recordFailedPayment(txCtx, checkout.id, now);
        return;
      case 'checkout.session.expired':
        await repo.markCheckoutExpired(tx, checkout.id);
        return;
    }
  });
  if (fulfilment) await mailReceipt(ctx, fulfilment);
}
