import { paymentMessages } from '@ai-map/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error';
import type { PaymentProvider } from './payment-provider';
import { checkoutReturnUrl } from './return-url';

const REQUEST_TIMEOUT_MS = 15_000;

const SessionSchema = z.object({ id: z.string(), url: z.string() });

/**
 * Stripe Checkout in payment mode: one hosted payment per checkout (plans are prepaid for the
 * periods bought, nothing renews). The only API call is creating the session; the payment is
 * confirmed by the signed webhook. The Idempotency-Key makes a retried creation return the
 * session Stripe already made for this checkout.
 */
export function createStripeProvider(
  stripe: { secretKey: string; apiUrl: string },
  publicUrl: string,
  log: FastifyBaseLogger,
): PaymentProvider {
  const unavailable = (reason: unknown) => {
    log.error({ err: reason }, 'could not open a Stripe checkout session');
    return new HttpError(503, 'service_unavailable', paymentMessages.providerUnavailable);
  };
  return {
    name: 'stripe',
    async createSession(request) {
      const form = new URLSearchParams({
        mode: 'payment',
        client_reference_id: request.checkoutId,
        'metadata[checkout_id]': request.checkoutId,
        customer_email: request.customerEmail,
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': request.currency.toLowerCase(),
        'line_items[0][price_data][unit_amount]': String(request.amountCents),
        'line_items[0][price_data][product_data][name]': request.description,
        success_url: checkoutReturnUrl(publicUrl, request.checkoutId),
        cancel_url: checkoutReturnUrl(publicUrl, request.checkoutId, true),
        expires_at: String(Math.floor(request.expiresAt.getTime() / 1000)),
      });
      let response: Response;
      try {
        response = await fetch(`${stripe.apiUrl}/v1/checkout/sessions`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${stripe.secretKey}`,
            'content-type': 'application/x-www-form-urlencoded',
            'idempotency-key': `checkout-${request.checkoutId}`,
          },
          body: form,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        throw unavailable(error);
      }
      const body: unknown = await response.json().catch(() => null);
      const session = SessionSchema.safeParse(body);
      if (!response.ok || !session.success) {
        const reason = (body as { error?: { message?: string } } | null)?.error?.message;
        throw unavailable(
          new Error(`Stripe answered ${response.status}: ${reason ?? 'no session in the answer'}`),
        );
      }
      return { reference: session.data.id, url: session.data.url };
    },
  };
}
