import { paymentPaths } from '@ai-map/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { stripeNotConfigured } from './payment-provider';
import { handleStripeEvent, verifiedStripeEvent } from './stripe-webhook.service';

/**
 * `POST payments/webhooks/stripe/`, in a plugin of its own: the JSON parser here hands over the
 * raw bytes, because the signature covers the body exactly as Stripe sent it.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    `/${paymentPaths.stripeWebhook}`,
    {
      schema: {
        tags: ['payments'],
        description:
          'Stripe webhook endpoint (checkout.session.completed, async_payment_succeeded, async_payment_failed, expired). Verified with the Stripe-Signature header and STRIPE_WEBHOOK_SECRET.',
        response: { 200: z.object({ received: z.literal(true) }) },
      },
    },
    async (request) => {
      const stripe = ctx.config.payments.stripe;
      if (!stripe) throw stripeNotConfigured();
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers['stripe-signature'];
      const event = verifiedStripeEvent(
        body,
        typeof header === 'string' ? header : undefined,
        stripe.webhookSecret,
      );
      await handleStripeEvent(ctx, event);
      return { received: true as const };
    },
  );
};
