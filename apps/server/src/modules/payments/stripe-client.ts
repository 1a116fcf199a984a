import Stripe from 'stripe';

/**
 * The Stripe API version this code reads and writes. Pinned, so that the shapes of sessions and
 * events do not change when the account's default version does; an SDK upgrade that moves to a
 * newer version fails the typecheck here, and that is the moment to read Stripe's changelog.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive';

export interface StripeSettings {
  secretKey: string;
  /** https://api.stripe.com, or a stand-in speaking the same protocol (tests). */
  apiUrl: string;
}

const REQUEST_TIMEOUT_MS = 15_000;

const clients = new WeakMap<StripeSettings, Stripe>();

/** One official SDK client per configuration (the config object lives as long as the app). */
export function stripeClient(settings: StripeSettings): Stripe {
  let client = clients.get(settings);
  if (!client) {
    const api = new URL(settings.apiUrl);
    const protocol = api.protocol === 'http:' ? 'http' : 'https';
    client = new Stripe(settings.secretKey, {
      apiVersion: STRIPE_API_VERSION,
      host: api.hostname,
      port: api.port || (protocol === 'http' ? 80 : 443),
      protocol,
      timeout: REQUEST_TIMEOUT_MS,
      // One retry of a failed request; safe, because every creation carries an Idempotency-Key.
      maxNetworkRetries: 1,
      telemetry: false,
    });
    clients.set(settings, client);
  }
  return client;
}
