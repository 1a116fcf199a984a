import { paymentMessages } from '@ai-map/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../lib/http-error';
import type { PaymentProvider } from './payment-provider';
import { checkoutReturnUrl } from './return-url';
import { stripeClient, type StripeSettings } from './stripe-client';

/**
 * Stripe Checkout in payment mode: one hosted payment per checkout (plans are prepaid for the
 * periods bought, nothing renews). The only API call is creating the session; the payment is
 * confirmed by the signed webhook. The Idempotency-Key makes a retried creation return the
 * session Stripe already made for this checkout.
 */
export function createStripeProvider(
  settings: StripeSettings,
  publicUrl: string,
  log: FastifyBaseLogger,
): PaymentProvider {
  const stripe = stripeClient(settings);
  return {
    name: 'stripe',
    async createSession(request) {
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: request.checkoutId,
            metadata: { checkout_id: request.checkoutId },
            customer_email: request.customerEmail,
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency.toLowerCase(),
                  unit_amount: request.amountCents,
                  product_data: { name: request.description },
                },
              },
            ],
            success_url: checkoutReturnUrl(publicUrl, request.checkoutId),
            cancel_url: checkoutReturnUrl(publicUrl, request.checkoutId, true),
            expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          },
          { idempotencyKey: `checkout-${request.checkoutId}` },
        );
        if (!session.url) throw new Error(`Stripe session ${session.id} has no payment page URL`);
        return { reference: session.id, url: session.url };
      } catch (error) {
        log.error({ err: error }, 'could not open a Stripe checkout session');
        throw new HttpError(503, 'service_unavailable', paymentMessages.providerUnavailable);
      }
    },
  };
}
