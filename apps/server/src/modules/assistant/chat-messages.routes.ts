import {
  ChatConversationSchema,
  ChatParamsSchema,
  chatMessages as chatTexts,
  chatMessagesPath,
  PlannerAccessQuerySchema,
  routeOf,
} from '@ai-map/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import * as chats from '../planner/trip-chats.repository';
import { viewerOf } from '../planner/trip-access';
import { chatAccessOf } from './chat-access';
import * as repo from './chat-messages.repository';

/** `GET travel-chat/chats/{slug}/messages/`: a chat and its stored messages (history reloads). */
export const chatMessagesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    routeOf(chatMessagesPath, 'slug'),
    {
      schema: {
        tags: ['chats'],
        params: ChatParamsSchema,
        querystring: PlannerAccessQuerySchema,
        response: { 200: ChatConversationSchema },
      },
    },
    async (request) => {
      const chat = await chats.findChatBySlug(ctx.db, request.params.slug);
      if (!chat || !(await chatAccessOf(ctx.db, chat, viewerOf(request)))) {
        throw notFound(chatTexts.chatNotFound);
      }
      const rows = await repo.listMessages(ctx.db, chat.id);
      return {
        chat: { id: chat.id, slug: chat.slug, title: chat.title, trip: chat.tripId },
        messages: rows.map(repo.presentMessage),
      };
    },
  );
};
