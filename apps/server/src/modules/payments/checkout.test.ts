import {
  CheckoutSchema,
  CurrentPlanSchema,
  IDEMPOTENCY_KEY_HEADER,
  SANDBOX_TEST_CARDS,
  apiPaths,
  paymentMessages,
  paymentPaths,
  planPaths,
  type Checkout,
  type Profile,
} from '@ai-map/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, invoices, subscriptions } from '../../db/schema';
import { api, expectFieldErrors, registerUser, tokenHeader } from '../../test-support/api';
import { dayPassSelection, testCard } from '../../test-support/checkout';
import { createTestApp } from '../../test-support/test-app';
import { startTestSmtp } from '../../test-support/test-smtp';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('sandbox checkout', () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const open = (key: string | null, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: api(paymentPaths.checkout),
      headers: { ...(key ? tokenHeader(key) : {}), ...headers },
      payload,
    });
  const pay = (key: string, id: string, card: object = testCard()) =>
    t.app.inject({
      method: 'POST',
      url: api(paymentPaths.sandboxPay(id)),
      headers: tokenHeader(key),
      payload: card,
    });
  const rowsOf = async (checkoutId: string) => ({
    subscriptions: await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.checkoutId, checkoutId)),
    invoices: await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.checkoutId, checkoutId)),
  });

  it('answers Stripe webhooks with 503 while Stripe is not configured', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: api(paymentPaths.stripeWebhook),
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      detail: paymentMessages.stripeNotConfigured,
      code: 'service_unavailable',
    });
  });

  describe('opening a checkout', () => {
    it('requires a signed-in user', async () => {
      const res = await open(null, { plan_slug: 'month' });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('not_authenticated');
    });

    it('prices a plan and points to the sandbox page', async () => {
      const { key } = await registerUser(t.app);
      const res = await open(key, { plan_slug: 'month', additional_miles: 100 });
      expect(res.statusCode).toBe(201);
      const checkout = CheckoutSchema.parse(res.json());
      expect(checkout).toMatchObject({
        provider: 'sandbox',
        status: 'open',
        description: 'Explorer, 1 month + 100 miles',
        amount: 14.99,
        currency: 'USD',
        selection: {
          plan_slug: 'month',
          days: null,
          days_id: null,
          additional_miles: 100,
          only_miles: false,
        },
        subscription_id: null,
        invoice_id: null,
        paid_at: null,
      });
      expect(checkout.id).toMatch(/^chk_[0-9a-f]{24}$/);
      expect(checkout.checkout_url).toBe(`http://app.test/subscription?checkout=${checkout.id}`);
      expect(Date.parse(checkout.expires_at) - Date.parse(checkout.created_at)).toBe(3_600_000);
    });

    it('prices a Day Pass by the offer chosen in the days modal', async () => {
      const { key } = await registerUser(t.app);
      const res = await open(key, await dayPassSelection(t.app, 7));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ description: 'Day Pass, 7 days', amount: 15.99 });
    });

    it('refuses selections that cannot be bought, naming the field', async () => {
      const { key } = await registerUser(t.app);
      const day = await dayPassSelection(t.app, 3);
      const cases: [object, Record<string, string[]>][] = [
        [{}, { plan_slug: [paymentMessages.choosePlan] }],
        [{ plan_slug: 'free' }, { plan_slug: [paymentMessages.freePlanNeedsNoPayment] }],
        [{ plan_slug: 'platinum' }, { plan_slug: [paymentMessages.unknownPlan] }],
        [{ plan_slug: 'day' }, { days_id: [paymentMessages.chooseDays] }],
        [{ plan_slug: 'day', days: 3 }, { days_id: [paymentMessages.chooseDays] }],
        [{ ...day, days: 4 }, { days: [paymentMessages.daysMismatch] }],
        [
          { plan_slug: 'day', days: 3, days_id: 999_999 },
          { days_id: [paymentMessages.unknownOffer] },
        ],
        [
          { plan_slug: 'month', days: 3, days_id: day.days_id },
          { days_id: [paymentMessages.noOffers] },
        ],
        [{ only_miles: true }, { additional_miles: [paymentMessages.chooseMiles] }],
        [{ plan_slug: 'month', coupon: 'FREE' }, { coupon: ['This field is not accepted here.'] }],
      ];
      for (const [payload, fields] of cases) {
        const res = await open(key, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expectFieldErrors(res.json(), fields);
      }
    });

    it('answers a repeated Idempotency-Key with the checkout it already made', async () => {
      const { key } = await registerUser(t.app);
      const idempotency = { [IDEMPOTENCY_KEY_HEADER]: 'purchase-1' };
      const first = await open(key, { plan_slug: 'year' }, idempotency);
      expect(first.statusCode).toBe(201);
      const again = await open(key, { plan_slug: 'year' }, idempotency);
      expect(again.statusCode).toBe(200);
      expect(again.json<Checkout>().id).toBe(first.json<Checkout>().id);

      const changed = await open(key, { plan_slug: 'month' }, idempotency);
      expect(changed.statusCode).toBe(409);
      expect(changed.json()).toEqual({
        detail: paymentMessages.idempotencyConflict,
        code: 'conflict',
      });
      // Keys belong to their user: another account's same key is a new purchase.
      const other = await registerUser(t.app);
      expect((await open(other.key, { plan_slug: 'year' }, idempotency)).statusCode).toBe(201);
    });
  });

  describe('the test card form', () => {
    it('validates number (Luhn), expiry and CVC before anything is charged', async () => {
      const { key } = await registerUser(t.app);
      const { id } = (await open(key, { plan_slug: 'month' })).json<Checkout>();
      const cases: [object, Record<string, string[]>][] = [
        [testCard('4242 4242 4242 4241'), { card_number: [paymentMessages.cardNumberInvalid] }],
        [testCard('4242'), { card_number: [paymentMessages.cardNumberInvalid] }],
        [{ ...testCard(), expiry: '13/30' }, { expiry: [paymentMessages.cardExpiryFormat] }],
        [{ ...testCard(), expiry: '01/20' }, { expiry: [paymentMessages.cardExpired] }],
        [{ ...testCard(), cvc: '12' }, { cvc: [paymentMessages.cardCvcInvalid] }],
        [testCard('5555 5555 5555 4444'), { card_number: [paymentMessages.sandboxTestCardsOnly] }],
      ];
      for (const [card, fields] of cases) {
        const res = await pay(key, id, card);
        expect(res.statusCode, JSON.stringify(card)).toBe(400);
        expectFieldErrors(res.json(), fields);
      }
      expect(await rowsOf(id)).toEqual({ subscriptions: [], invoices: [] });
    });

    it('records a declined card as a failed invoice and keeps the checkout open', async () => {
      const { key } = await registerUser(t.app);
      const { id } = (await open(key, { plan_slug: 'month' })).json<Checkout>();
      const declined = await pay(key, id, testCard(SANDBOX_TEST_CARDS.declined));
      expect(declined.statusCode).toBe(400);
      expectFieldErrors(declined.json(), { card_number: [paymentMessages.cardDeclined] });
      const rows = await rowsOf(id);
      expect(rows.subscriptions).toEqual([]);
      expect(rows.invoices.map((i) => i.paid)).toEqual([false]);

      const paid = await pay(key, id, testCard('4242-4242-4242-4242'));
      expect(paid.statusCode).toBe(200);
      expect(paid.json<Checkout>().status).toBe('paid');
    });

    it('creates the subscription and invoice once, however often it is paid', async () => {
      const { key, email } = await registerUser(t.app);
      const { id } = (
        await open(key, { plan_slug: 'month', additional_miles: 20 })
      ).json<Checkout>();
      const [first, second] = await Promise.all([pay(key, id), pay(key, id)]);
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      const paid = CheckoutSchema.parse(first.json());
      expect(second.json()).toEqual(paid);
      expect(paid).toMatchObject({ status: 'paid', checkout_url: null });
      expect(paid.subscription_id).toEqual(expect.any(Number));
      expect(paid.invoice_id).toEqual(expect.any(Number));
      expect((await pay(key, id, testCard(SANDBOX_TEST_CARDS.declined))).json()).toEqual(paid);

      const rows = await rowsOf(id);
      expect(rows.subscriptions).toHaveLength(1);
      expect(rows.invoices).toHaveLength(1);
      expect(rows.invoices[0]).toMatchObject({ paid: true, amountCents: 1099, miles: 20 });
      const [subscription] = rows.subscriptions;
      expect(subscription).toMatchObject({ status: 'active', numberOfPeriods: 1 });
      const days = (subscription!.endsAt.getTime() - subscription!.startedAt.getTime()) / DAY_MS;
      expect(days).toBeGreaterThanOrEqual(28);
      expect(days).toBeLessThanOrEqual(31);

      const profile = (
        await t.app.inject({ method: 'GET', url: api(apiPaths.profile), headers: tokenHeader(key) })
      ).json<Profile>();
      expect(profile.is_active_subscription).toBe(true);
      expect(profile.subscription_info).toEqual({
        id: paid.subscription_id,
        period: 'month',
        price: 9.99,
        title: 'Explorer',
        slug: 'month',
      });
      const current = CurrentPlanSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: api(planPaths.currentPlan),
            headers: tokenHeader(key),
          })
        ).json(),
      );
      expect(current).toMatchObject({
        title: 'Explorer',
        planner_trips_left: 30,
        object_views_left: null,
        subscription_id: paid.subscription_id,
        miles_left: 20,
      });
      expect(current.ends_at).toBe(subscription!.endsAt.toISOString());

      await expect
        .poll(() => smtp.received.filter((m) => m.to.includes(email)).map((m) => m.subject))
        .toEqual([
          'AI Travel Map: confirm your e-mail address',
          expect.stringMatching(/^AI Travel Map: payment received \(INV-\d{4}-\d{6}\)$/),
        ]);
      const receipt = smtp.received.filter((m) => m.to.includes(email))[1]!;
      expect(receipt.body).toContain('$10.99');
      expect(receipt.body).toContain('nothing was charged');
    });

    it('extends a Day Pass bought again and replaces a plan bought over it', async () => {
      const { key } = await registerUser(t.app);
      const firstId = (await open(key, await dayPassSelection(t.app, 3))).json<Checkout>().id;
      const first = (await pay(key, firstId)).json<Checkout>();
      const secondId = (await open(key, await dayPassSelection(t.app, 1))).json<Checkout>().id;
      const second = (await pay(key, secondId)).json<Checkout>();

      const [old] = (await rowsOf(firstId)).subscriptions;
      const [extended] = (await rowsOf(secondId)).subscriptions;
      expect(old).toMatchObject({ id: first.subscription_id, status: 'replaced' });
      expect(extended).toMatchObject({ id: second.subscription_id, status: 'active' });
      expect(extended!.endsAt.getTime() - old!.endsAt.getTime()).toBe(DAY_MS);

      const yearId = (await open(key, { plan_slug: 'year' })).json<Checkout>().id;
      await pay(key, yearId);
      const [year] = (await rowsOf(yearId)).subscriptions;
      expect((await rowsOf(secondId)).subscriptions[0]!.status).toBe('replaced');
      const years = (year!.endsAt.getTime() - year!.startedAt.getTime()) / DAY_MS;
      expect(years === 365 || years === 366).toBe(true);
    });

    it("hides other users' checkouts and refuses expired ones", async () => {
      const owner = await registerUser(t.app);
      const other = await registerUser(t.app);
      const { id } = (await open(owner.key, { plan_slug: 'month' })).json<Checkout>();
      for (const res of [
        await pay(other.key, id),
        await t.app.inject({
          method: 'GET',
          url: api(paymentPaths.checkoutById(id)),
          headers: tokenHeader(other.key),
        }),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ detail: `No checkout with id ${id}.`, code: 'not_found' });
      }
      const own = await t.app.inject({
        method: 'GET',
        url: api(paymentPaths.checkoutById(id)),
        headers: tokenHeader(owner.key),
      });
      expect(own.json<Checkout>()).toMatchObject({ id, status: 'open' });

      await t.database.db
        .update(checkouts)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(checkouts.id, id));
      const late = await pay(owner.key, id);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ detail: paymentMessages.checkoutExpired, code: 'conflict' });
      expect(await rowsOf(id)).toEqual({ subscriptions: [], invoices: [] });
    });
  });
});
