import type { AppContext } from '../../app-context';
import { formatUsd } from '../../lib/cents';
import { findUserById } from '../auth/auth.repository';
import { paymentReceiptMail } from '../mail/templates';
import { addPeriods } from '../plans/plan-periods';
import * as plans from '../plans/plans.repository';
import { lockSubject } from '../plans/usage.repository';
import { invoiceNumber } from './invoice-number';
import * as repo from './payments.repository';
import type { CheckoutRow } from './payments.repository';

export interface Fulfilment {
  checkout: CheckoutRow;
  subscriptionId: number | null;
  invoiceId: number;
  /** False when the checkout had been paid before: nothing was created this time. */
  newlyPaid: boolean;
}

/**
 * Turns a paid checkout into its subscription and invoice, once: whichever confirmation comes
 * second (a double-submitted form, a redelivered webhook) finds the checkout paid and gets the
 * first one's result. A purchase replaces the current subscription; time left of the same plan
 * carries over (buying more days extends the pass), time left of another plan does not.
 */
export async function fulfilCheckout(
  ctx: AppContext,
  checkoutId: string,
  now = new Date(),
): Promise<Fulfilment> {
  return ctx.db.transaction(async (tx): Promise<Fulfilment> => {
    const found = await repo.checkoutById(tx, checkoutId);
    if (!found) throw new Error(`checkout ${checkoutId} does not exist`);
    // One purchase of a user at a time: the replaced subscription is then always the live one.
    await lockSubject(tx, { kind: 'user', userId: found.userId });
    const checkout = await repo.markCheckoutPaid(tx, checkoutId, now);
    if (!checkout) {
      const subscription = await repo.subscriptionOfCheckout(tx, checkoutId);
      const invoice = await repo.paidInvoiceOfCheckout(tx, checkoutId);
      return {
        checkout: (await repo.checkoutById(tx, checkoutId))!,
        subscriptionId: subscription?.id ?? null,
        invoiceId: invoice!.id,
        newlyPaid: false,
      };
    }

    let subscriptionId: number | null = null;
    const plan = checkout.planId === null ? undefined : await plans.planById(tx, checkout.planId);
    const period = plan?.period;
    if (plan && period && period !== 'free') {
      await repo.expireLapsedSubscriptions(tx, now, checkout.userId);
      const current = await plans.liveSubscriptionOf(tx, checkout.userId, now);
      const from = current?.plan.id === plan.id ? current.subscription.endsAt : now;
      if (current) await repo.endSubscription(tx, current.subscription.id, 'replaced', now);
      const subscription = await repo.insertSubscription(tx, {
        userId: checkout.userId,
        planId: plan.id,
        checkoutId,
        numberOfPeriods: checkout.numberOfPeriods,
        status: 'active',
        startedAt: now,
        endsAt: addPeriods(from, period, checkout.numberOfPeriods),
      });
      subscriptionId = subscription.id;
    }
    const invoice = await repo.insertInvoice(tx, {
      userId: checkout.userId,
      checkoutId,
      subscriptionId,
      planId: checkout.planId,
      miles: checkout.miles,
      amountCents: checkout.amountCents,
      currency: checkout.currency,
      description: checkout.description,
      paid: true,
      createdAt: now,
    });
    return { checkout, subscriptionId, invoiceId: invoice.id, newlyPaid: true };
  });
}

/**
 * Records a failed payment as an unpaid invoice (the Payments tab shows it as Failed). A
 * failure reported for a checkout that is paid by now changes nothing.
 */
export async function recordFailedPayment(
  ctx: AppContext,
  checkoutId: string,
  now = new Date(),
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const checkout = await repo.checkoutById(tx, checkoutId);
    if (!checkout || checkout.status === 'paid') return;
    await repo.insertInvoice(tx, {
      userId: checkout.userId,
      checkoutId,
      planId: checkout.planId,
      miles: checkout.miles,
      amountCents: checkout.amountCents,
      currency: checkout.currency,
      description: checkout.description,
      paid: false,
      createdAt: now,
    });
  });
}

/**
 * The receipt mail of a payment fulfilled just now. Send it after the transaction that
 * fulfilled it has committed: the mailer writes through its own connection. The payment stands
 * without the mail, so a mail failure is only logged.
 */
export async function mailReceipt(ctx: AppContext, fulfilment: Fulfilment): Promise<void> {
  if (!fulfilment.newlyPaid) return;
  const { checkout } = fulfilment;
  try {
    const user = await findUserById(ctx.db, checkout.userId);
    if (!user) return;
    await ctx.mailer.send(
      paymentReceiptMail(user.email, user.name || user.email, {
        number: invoiceNumber({ id: fulfilment.invoiceId, createdAt: checkout.paidAt! }),
        amount: formatUsd(checkout.amountCents),
        description: checkout.description,
        sandbox: checkout.provider === 'sandbox',
        link: `${ctx.config.publicUrl}/subscription`,
      }),
    );
  } catch (error) {
    ctx.log.error({ err: error }, 'could not send the payment receipt');
  }
}
