import {
  SANDBOX_TEST_CARDS,
  paymentPaths,
  planPaths,
  type Checkout,
  type SubscriptionPlan,
  type SubscriptionSelectionInput,
  type TimeframeOffer,
} from '@ai-map/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { api, tokenHeader } from './api';

/** A sandbox card form that passes validation; `card_number` picks the outcome. */
export function testCard(cardNumber: string = SANDBOX_TEST_CARDS.succeeds) {
  return { card_number: cardNumber, expiry: '12/99', cvc: '123' };
}

/** The selection of the days modal for `days` days of the Day Pass. */
export async function dayPassSelection(
  app: FastifyInstance,
  days: number,
): Promise<SubscriptionSelectionInput> {
  const plans = (await app.inject({ method: 'GET', url: api(planPaths.subscriptionPlans) })).json<
    SubscriptionPlan[]
  >();
  const day = plans.find((p) => p.slug === 'day')!;
  const offers = (
    await app.inject({ method: 'GET', url: api(planPaths.timeframeOffers(day.id)) })
  ).json<TimeframeOffer[]>();
  const offer = offers.find((o) => o.number_of_periods === days)!;
  return { plan_slug: 'day', days, days_id: offer.id };
}

/** Opens a sandbox checkout for `selection` and pays it with the test card that succeeds. */
export async function buyWithSandbox(
  app: FastifyInstance,
  key: string,
  selection: SubscriptionSelectionInput,
): Promise<Checkout> {
  const opened = await app.inject({
    method: 'POST',
    url: api(paymentPaths.checkout),
    headers: tokenHeader(key),
    payload: selection,
  });
  expect(opened.statusCode, opened.body).toBe(201);
  const paid = await app.inject({
    method: 'POST',
    url: api(paymentPaths.sandboxPay(opened.json<Checkout>().id)),
    headers: tokenHeader(key),
    payload: testCard(),
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return paid.json<Checkout>();
}
