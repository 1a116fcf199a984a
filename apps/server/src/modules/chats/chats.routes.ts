import {
  ChatHistorySchema,
  ChatParamsSchema,
  ChatSchema,
  PlannerAccessQuerySchema,
  RenameChatBodySchema,
  chatPaths,
  routeOf,
} from '@ai-map/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { viewerOf } from '../planner/trip-access';
import * as chats from './chats.service';

const tags = ['chats'];
const query = PlannerAccessQuerySchema;

/** The chat calls that give trips a home (spec 000 §7); messages come with the assistant. */
export const chatsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    `/${chatPaths.chats}`,
    { schema: { tags, querystring: query, response: { 201: ChatSchema } } },
    async (request, reply) =>
      reply.status(201).send(await chats.createChat(ctx, viewerOf(request))),
  );

  app.get(
    `/${chatPaths.chats}`,
    { schema: { tags, querystring: query, response: { 200: ChatHistorySchema } } },
    async (request) => chats.listHistory(ctx, viewerOf(request)),
  );

  app.patch(
    routeOf(chatPaths.chat, 'slug'),
    {
      schema: {
        tags,
        params: ChatParamsSchema,
        querystring: query,
        body: RenameChatBodySchema,
        response: { 200: ChatSchema },
      },
    },
    async (request) =>
      chats.renameChat(ctx, viewerOf(request), request.params.slug, request.body.title),
  );

  app.delete(
    routeOf(chatPaths.chat, 'slug'),
    { schema: { tags, params: ChatParamsSchema, querystring: query } },
    async (request, reply) => {
      await chats.deleteChat(ctx, viewerOf(request), request.params.slug);
      return reply.status(204).send();
    },
  );
};
