import { createHmac, randomBytes } from 'node:crypto';
import { startFakeServer } from './fake-http';

export const STRIPE_TEST_KEY = 'sk_test_fake_key';
export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_test_fake_secret';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  expires_at: number;
  success_url: string;
  cancel_url: string;
  product_name: string;
}

/**
 * The part of the Stripe API the server calls: `POST /v1/checkout/sessions` with Bearer
 * authentication, form-encoded parameters and Idempotency-Key (a repeated key answers the first
 * session). `down` makes it answer 500, as during an outage.
 */
export async function startFakeStripe() {
  const sessions = new Map<string, FakeSession>();
  const byIdempotencyKey = new Map<string, FakeSession>();
  const state = { down: false };
  const server = await startFakeServer((request) => {
    if (state.down) return { status: 500, json: { error: { message: 'Stripe is down' } } };
    if (request.headers.authorization !== `Bearer ${STRIPE_TEST_KEY}`) {
      return { status: 401, json: { error: { message: 'Invalid API Key provided' } } };
    }
    if (request.method !== 'POST' || request.path !== '/v1/checkout/sessions') {
      return { status: 404, json: { error: { message: 'Unrecognized request URL' } } };
    }
    const key = request.headers['idempotency-key'];
    const earlier = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
    if (earlier) return { status: 200, json: earlier };
    const form = new URLSearchParams(request.body);
    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.test/c/pay/${id}`,
      mode: form.get('mode') ?? '',
      client_reference_id: form.get('client_reference_id'),
      metadata: { checkout_id: form.get('metadata[checkout_id]') ?? '' },
      amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
      currency: form.get('line_items[0][price_data][currency]') ?? '',
      customer_email: form.get('customer_email'),
      payment_status: 'unpaid',
      status: 'open',
      expires_at: Number(form.get('expires_at')),
      success_url: form.get('success_url') ?? '',
      cancel_url: form.get('cancel_url') ?? '',
      product_name: form.get('line_items[0][price_data][product_data][name]') ?? '',
    };
    sessions.set(id, session);
    if (typeof key === 'string') byIdempotencyKey.set(key, session);
    return { status: 200, json: session };
  });
  return { ...server, sessions, state };
}

/** A webhook event about a session, as Stripe posts it. */
export function stripeEvent(
  type: string,
  session: FakeSession,
  changes: Partial<FakeSession> = {},
): { id: string; body: string } {
  const id = `evt_${randomBytes(12).toString('hex')}`;
  const body = JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: { ...session, ...changes } },
  });
  return { id, body };
}

/** The Stripe-Signature header Stripe would send with `body` (t=…,v1=HMAC-SHA256 of "t.body"). */
export function stripeSignature(
  body: string,
  secret = STRIPE_TEST_WEBHOOK_SECRET,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}
