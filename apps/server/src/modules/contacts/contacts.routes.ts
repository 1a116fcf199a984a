import { ContactMessageSchema, DetailSchema, apiPaths, serverMessages } from '@ai-map/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { sensitiveRateLimit } from '../../lib/rate-limits';
import { sendContactMessage } from './contacts.service';

export const contactsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    `/${apiPaths.contacts}`,
    {
      config: sensitiveRateLimit(ctx.config),
      schema: { tags: ['contacts'], body: ContactMessageSchema, response: { 201: DetailSchema } },
    },
    async (request, reply) => {
      await sendContactMessage(ctx, request.body, request.user?.id ?? null);
      return reply.code(201).send({ detail: serverMessages.contactSent });
    },
  );
};
