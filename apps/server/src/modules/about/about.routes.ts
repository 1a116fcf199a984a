import { AboutSchema, ContactInfoSchema, apiPaths } from '@ai-map/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { about, contactInfo } from './about.service';

export const aboutRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    `/${apiPaths.about}`,
    { schema: { tags: ['about'], response: { 200: AboutSchema } } },
    async () => about(ctx),
  );
  app.get(
    `/${apiPaths.contacts}`,
    { schema: { tags: ['contacts'], response: { 200: ContactInfoSchema } } },
    async () => contactInfo(ctx),
  );
};
