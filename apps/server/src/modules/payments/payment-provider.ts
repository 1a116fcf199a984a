import { paymentMessages, type PaymentProviderName } from '@ai-map/contracts';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../lib/http-error';
import { createSandboxProvider } from './sandbox-provider';
import { createStripeProvider } from './stripe-provider';

/** What a provider needs to open a hosted payment page for a checkout. */
export interface CheckoutSessionRequest {
  checkoutId: string;
  amountCents: number;
  /** ISO 4217, upper case. */
  currency: string;
  description: string;
  customerEmail: string;
  expiresAt: Date;
}

/** The provider's session: its id and the page the payer is sent to. */
export interface CheckoutSession {
  reference: string;
  url: string;
}

/**
 * A way to take payments. Opening a session is common to all; how a payment is confirmed is
 * provider-specific (the sandbox card form, Stripe's signed webhooks), and both end in the same
 * fulfilment (fulfilment.ts).
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createSession(request: CheckoutSessionRequest): Promise<CheckoutSession>;
}

/** The provider a checkout was opened with (new ones use `config.payments.provider`). */
export function paymentProvider(ctx: AppContext, name: PaymentProviderName): PaymentProvider {
  const { config } = ctx;
  if (name === 'sandbox') return createSandboxProvider(config.publicUrl);
  if (!config.payments.stripe) throw stripeNotConfigured();
  return createStripeProvider(config.payments.stripe, config.publicUrl, ctx.log);
}

export const stripeNotConfigured = () =>
  new HttpError(503, 'service_unavailable', paymentMessages.stripeNotConfigured);
