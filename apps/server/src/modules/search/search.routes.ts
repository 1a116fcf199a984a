import {
  SearchRequestSchema,
  SearchResponseSchema,
  SearchTypeSchema,
  routeOf,
  searchPaths,
} from '@ai-map/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { runSearch } from './search.service';

export const searchRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    routeOf(searchPaths.search, 'type'),
    {
      schema: {
        tags: ['filters and search'],
        params: z.object({ type: SearchTypeSchema }),
        // An empty body searches everything with the defaults.
        body: SearchRequestSchema.nullish().transform(
          (body) => body ?? SearchRequestSchema.parse({}),
        ),
        response: { 200: SearchResponseSchema },
      },
    },
    async (request) => runSearch(ctx, request.params.type, request.body),
  );
};
