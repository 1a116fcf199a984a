import { paymentMessages } from '@ai-map/contracts';
import type { AppContext } from '../../app-context';
import { forbidden, HttpError, notFound } from '../../lib/http-error';
import * as repo from './payments.repository';

/**
 * `POST payments/cancel_subscription`: the plan ends now and the account is on the free plan
 * (spec 000 §4 "Cancel success"). Payments are for periods already bought, so nothing is
 * charged again either way.
 */
export async function cancelSubscription(
  ctx: AppContext,
  userId: number,
  subscriptionId: number,
  now = new Date(),
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const subscription = await repo.subscriptionByIdForUpdate(tx, subscriptionId);
    if (!subscription) throw notFound(`No subscription with id ${subscriptionId}.`);
    if (subscription.userId !== userId) throw forbidden(paymentMessages.subscriptionNotYours);
    if (subscription.status !== 'active' || subscription.endsAt <= now) {
      throw new HttpError(409, 'conflict', paymentMessages.subscriptionNotActive);
    }
    await repo.endSubscription(tx, subscriptionId, 'cancelled', now);
  });
}
