import {
  CancelSubscriptionSchema,
  CheckoutSchema,
  DetailSchema,
  IDEMPOTENCY_KEY_HEADER,
  InvoicePageSchema,
  SandboxCardSchema,
  SubscriptionSelectionSchema,
  paymentMessages,
  paymentPaths,
  routeOf,
} from '@ai-map/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { fieldError } from '../../lib/http-error';
import { sensitiveRateLimit } from '../../lib/rate-limits';
import { requireUser, signedInOnly } from '../../plugins/auth';
import * as checkouts from './checkout.service';
import * as invoices from './invoices.service';
import { cancelSubscription } from './subscriptions.service';

const tags = ['payments'];
const id = z.coerce.number().int().min(1).max(2_147_483_647);
const CheckoutParams = z.object({ id: z.string().min(1).max(64) });

/** The optional Idempotency-Key header: any opaque text of 1 to 255 characters. */
function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined) return null;
  if (typeof value !== 'string' || value.trim().length === 0 || value.length > 255) {
    throw fieldError({ 'Idempotency-Key': ['Send one key of 1 to 255 characters.'] });
  }
  return value.trim();
}

export const paymentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('preValidation', signedInOnly);

  app.post(
    `/${paymentPaths.checkout}`,
    {
      schema: {
        tags,
        description:
          'Opens a checkout for a subscription selection with the configured payment provider and answers where to pay it (checkout_url). With an Idempotency-Key header a repeated request answers the same checkout (200) instead of a new one (201).',
        body: SubscriptionSelectionSchema,
        response: { 200: CheckoutSchema, 201: CheckoutSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { checkout, created } = await checkouts.createCheckout(
        ctx,
        user,
        request.body,
        idempotencyKeyOf(request),
      );
      return reply.code(created ? 201 : 200).send(checkout);
    },
  );

  app.get(
    routeOf(paymentPaths.checkoutById, 'id'),
    { schema: { tags, params: CheckoutParams, response: { 200: CheckoutSchema } } },
    async (request) => checkouts.getCheckout(ctx, requireUser(request), request.params.id),
  );

  app.post(
    routeOf(paymentPaths.sandboxPay, 'id'),
    {
      config: sensitiveRateLimit(ctx.config),
      schema: {
        tags,
        description: `The sandbox provider's test card form. ${paymentMessages.sandboxTestCardsOnly} 4000 0000 0000 0002 is declined.`,
        params: CheckoutParams,
        body: SandboxCardSchema,
        response: { 200: CheckoutSchema },
      },
    },
    async (request) =>
      checkouts.paySandboxCheckout(ctx, requireUser(request), request.params.id, request.body),
  );

  app.post(
    `/${paymentPaths.cancelSubscription}`,
    { schema: { tags, body: CancelSubscriptionSchema, response: { 200: DetailSchema } } },
    async (request) => {
      await cancelSubscription(ctx, requireUser(request).id, request.body.subscription_id);
      return { detail: paymentMessages.subscriptionCancelled };
    },
  );

  app.get(
    `/${paymentPaths.invoices}`,
    {
      schema: {
        tags,
        querystring: z.object({ page: id.default(1) }),
        response: { 200: InvoicePageSchema },
      },
    },
    async (request) => invoices.listInvoices(ctx, requireUser(request).id, request.query.page),
  );

  app.get(
    routeOf(paymentPaths.invoiceDownload, 'id'),
    {
      schema: {
        tags,
        description: 'The invoice as a PDF, saved under its number (INV-YYYY-NNNNNN.pdf).',
        params: z.object({ id }),
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await invoices.invoiceDownload(
        ctx,
        requireUser(request).id,
        request.params.id,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
