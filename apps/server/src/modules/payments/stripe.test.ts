import {
  IDEMPOTENCY_KEY_HEADER,
  paymentMessages,
  paymentPaths,
  type Checkout,
} from '@ai-map/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { checkouts, invoices, subscriptions } from '../../db/schema';
import { api, registerUser, tokenHeader } from '../../test-support/api';
import { testCard } from '../../test-support/checkout';
import {
  STRIPE_TEST_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  startFakeStripe,
  stripeEvent,
  stripeSignature,
  type FakeSession,
} from '../../test-support/fake-stripe';
import { createTestApp } from '../../test-support/test-app';
import { STRIPE_API_VERSION } from './stripe-client';

describe('Stripe payments', () => {
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let key: string;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({
      env: {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
        STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
      },
    });
    key = (await registerUser(t.app)).key;
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  const open = async (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: api(paymentPaths.checkout),
      headers: { ...tokenHeader(key), ...headers },
      payload,
    });
  const openSession = async (payload: object = { plan_slug: 'month' }) => {
    const res = await open(payload);
    expect(res.statusCode, res.body).toBe(201);
    const checkout = res.json<Checkout>();
    const session = [...stripe.sessions.values()].find(
      (s) => s.metadata.checkout_id === checkout.id,
    )!;
    return { checkout, session };
  };
  const deliver = (body: string, signature: string | undefined = stripeSignature(body)) =>
    t.app.inject({
      method: 'POST',
      url: api(paymentPaths.stripeWebhook),
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      payload: body,
    });
  const paidEvent = (session: FakeSession) =>
    stripeEvent('checkout.session.completed', session, {
      payment_status: 'paid',
      status: 'complete',
    });
  const stateOf = async (checkoutId: string) => ({
    checkout: (await t.database.db.select().from(checkouts).where(eq(checkouts.id, checkoutId)))[0]!
      .status,
    subscriptions: (
      await t.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.checkoutId, checkoutId))
    ).length,
    invoices: (
      await t.database.db.select().from(invoices).where(eq(invoices.checkoutId, checkoutId))
    ).map((i) => i.paid),
  });

  it('opens a Checkout Session for the priced selection', async () => {
    const { checkout, session } = await openSession({ plan_slug: 'month', additional_miles: 10 });
    expect(checkout).toMatchObject({ provider: 'stripe', status: 'open', amount: 10.49 });
    expect(checkout.checkout_url).toBe(session.url);
    const request = stripe.requests.find((r) => r.body.includes(checkout.id))!;
    expect(request.headers['idempotency-key']).toBe(`checkout-${checkout.id}`);
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    // The official SDK pins the API version the session and events are read in.
    expect(request.headers['stripe-version']).toBe(STRIPE_API_VERSION);
    expect(session).toMatchObject({
      mode: 'payment',
      client_reference_id: checkout.id,
      amount_total: 1049,
      currency: 'usd',
      product_name: 'Explorer, 1 month + 10 miles',
      success_url: `http://app.test/subscription?checkout=${checkout.id}`,
      cancel_url: `http://app.test/subscription?checkout=${checkout.id}&cancelled=1`,
    });
    expect(session.customer_email).toMatch(/@example\.com$/);
    expect(session.expires_at).toBe(Math.floor(Date.parse(checkout.expires_at) / 1000));
  });

  it('fulfils a paid session once, however often Stripe delivers it', async () => {
    const { checkout, session } = await openSession();
    const event = paidEvent(session);
    const first = await deliver(event.body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true });
    expect(await stateOf(checkout.id)).toEqual({
      checkout: 'paid',
      subscriptions: 1,
      invoices: [true],
    });

    expect((await deliver(event.body)).statusCode).toBe(200);
    // Another event about the same payment (Stripe may send both completed and succeeded).
    const succeeded = stripeEvent('checkout.session.async_payment_succeeded', session, {
      payment_status: 'paid',
    });
    expect((await deliver(succeeded.body)).statusCode).toBe(200);
    expect(await stateOf(checkout.id)).toEqual({
      checkout: 'paid',
      subscriptions: 1,
      invoices: [true],
    });
    const shown = await t.app.inject({
      method: 'GET',
      url: api(paymentPaths.checkoutById(checkout.id)),
      headers: tokenHeader(key),
    });
    expect(shown.json()).toMatchObject({
      status: 'paid',
      subscription_id: expect.any(Number),
      invoice_id: expect.any(Number),
      checkout_url: null,
    });
  });

  it('answers a bad signature with 400 and changes nothing', async () => {
    const { checkout, session } = await openSession();
    const event = paidEvent(session);
    const tampered = event.body.replace('"amount_total":999', '"amount_total":1');
    const stale = Math.floor(Date.now() / 1000) - 600;
    const deliveries = [
      deliver(event.body, stripeSignature(event.body, 'whsec_someone_else')),
      deliver(tampered, stripeSignature(event.body)),
      deliver(event.body, stripeSignature(event.body, STRIPE_TEST_WEBHOOK_SECRET, stale)),
      deliver(event.body, `t=${Math.floor(Date.now() / 1000)},v1=${'ab'.repeat(32)}`),
      deliver(event.body, null as unknown as undefined),
    ];
    for (const res of await Promise.all(deliveries)) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: paymentMessages.invalidSignature, code: 'invalid' });
    }
    expect(await stateOf(checkout.id)).toEqual({
      checkout: 'open',
      subscriptions: 0,
      invoices: [],
    });
    // The genuine delivery still works afterwards.
    expect((await deliver(event.body)).statusCode).toBe(200);
    expect((await stateOf(checkout.id)).subscriptions).toBe(1);
  });

  it('waits for delayed payments and records their failure', async () => {
    const { checkout, session } = await openSession();
    const pending = stripeEvent('checkout.session.completed', session, { status: 'complete' });
    expect((await deliver(pending.body)).statusCode).toBe(200);
    expect(await stateOf(checkout.id)).toEqual({
      checkout: 'open',
      subscriptions: 0,
      invoices: [],
    });
    const failed = stripeEvent('checkout.session.async_payment_failed', session);
    expect((await deliver(failed.body)).statusCode).toBe(200);
    expect(await stateOf(checkout.id)).toEqual({
      checkout: 'open',
      subscriptions: 0,
      invoices: [false],
    });
  });

  it('marks an expired session expired', async () => {
    const { checkout, session } = await openSession();
    const expired = stripeEvent('checkout.session.expired', session, { status: 'expired' });
    expect((await deliver(expired.body)).statusCode).toBe(200);
    expect((await stateOf(checkout.id)).checkout).toBe('expired');
  });

  it('refuses a session that pays another amount', async () => {
    const { checkout, session } = await openSession();
    const cheap = stripeEvent('checkout.session.completed', session, {
      payment_status: 'paid',
      amount_total: 1,
    });
    const res = await deliver(cheap.body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: paymentMessages.sessionMismatch, code: 'invalid' });
    expect(await stateOf(checkout.id)).toEqual({
      checkout: 'open',
      subscriptions: 0,
      invoices: [],
    });
  });

  it('acknowledges events it has no use for', async () => {
    const stranger = stripeEvent('checkout.session.completed', {
      ...(await openSession()).session,
      id: 'cs_test_not_ours',
      metadata: { checkout_id: 'chk_unknown' },
      client_reference_id: null,
    });
    expect((await deliver(stranger.body)).statusCode).toBe(200);
    const other = JSON.stringify({ id: 'evt_x', type: 'customer.created', data: { object: {} } });
    expect((await deliver(other)).json()).toEqual({ received: true });
    const notJson = await deliver('not json');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ detail: 'Request body is not valid JSON.', code: 'invalid' });
    // Signed JSON that is not an event, or a session event without its session: 400, not 500.
    for (const body of ['null', '{"object":"event"}']) {
      expect((await deliver(body)).json()).toEqual({
        detail: 'This is not a Stripe event.',
        code: 'invalid',
      });
    }
    const hollow = JSON.stringify({ id: 'evt_y', type: 'checkout.session.completed' });
    expect((await deliver(hollow)).json()).toEqual({
      detail: 'The event carries no checkout session.',
      code: 'invalid',
    });
  });

  it('answers 503 while Stripe is down; the same Idempotency-Key then succeeds', async () => {
    const idempotency = { [IDEMPOTENCY_KEY_HEADER]: 'stripe-retry-1' };
    stripe.state.down = true;
    const down = await open({ plan_slug: 'year' }, idempotency);
    stripe.state.down = false;
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      detail: paymentMessages.providerUnavailable,
      code: 'service_unavailable',
    });
    const retry = await open({ plan_slug: 'year' }, idempotency);
    expect(retry.statusCode).toBe(200);
    expect(retry.json<Checkout>().checkout_url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
  });

  it('does not take sandbox cards for a Stripe checkout', async () => {
    const { checkout } = await openSession();
    const res = await t.app.inject({
      method: 'POST',
      url: api(paymentPaths.sandboxPay(checkout.id)),
      headers: tokenHeader(key),
      payload: testCard(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: paymentMessages.checkoutNotSandbox, code: 'conflict' });
  });

  it('refuses a configuration that selects Stripe without its keys', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER=stripe/,
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY/,
    );
    expect(loadConfig({}).payments).toMatchObject({ provider: 'sandbox', stripe: null });
  });
});
