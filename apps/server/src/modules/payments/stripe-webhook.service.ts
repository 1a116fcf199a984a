import { paymentMessages } from '@ai-map/contracts';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../lib/http-error';
import { fulfilCheckout, mailReceipt, recordFailedPayment, type Fulfilment } from './fulfilment';
import * as repo from './payments.repository';
import type { CheckoutRow } from './payments.repository';

const EventSchema = z.object({
  id: z.string(),
  type: z.string(),
  data: z.object({ object: z.unknown() }),
});

/** The fields of a Checkout Session the fulfilment reads. */
const SessionSchema = z.object({
  id: z.string(),
  client_reference_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  payment_status: z.string().nullish(),
  amount_total: z.number().nullish(),
  currency: z.string().nullish(),
});
type Session = z.infer<typeof SessionSchema>;

const SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

/** The session pays exactly what the checkout asked. */
function matches(session: Session, checkout: CheckoutRow): boolean {
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
  payload: unknown,
  now = new Date(),
): Promise<void> {
  const event = EventSchema.safeParse(payload);
  if (!event.success) throw new HttpError(400, 'invalid', 'This is not a Stripe event.');
  const { id: eventId, type } = event.data;
  if (!SESSION_EVENTS.has(type)) return;
  const parsed = SessionSchema.safeParse(event.data.data.object);
  if (!parsed.success)
    throw new HttpError(400, 'invalid', 'The event carries no checkout session.');
  const session = parsed.data;

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
