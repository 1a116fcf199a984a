import {
  BlogArticleSchema,
  BlogListQuerySchema,
  BlogListSchema,
  blogPaths,
  routeOf,
} from '@ai-map/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import * as blog from './blog.service';

const tags = ['blog'];

export const blogRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    `/${blogPaths.posts}`,
    { schema: { tags, querystring: BlogListQuerySchema, response: { 200: BlogListSchema } } },
    async (request) => blog.listPosts(ctx, request.query),
  );
  app.get(
    routeOf(blogPaths.article, 'id'),
    {
      schema: {
        tags,
        params: z.object({ id: z.string().min(1).max(200) }),
        response: { 200: BlogArticleSchema },
      },
    },
    async (request) => blog.getPost(ctx, request.params.id),
  );
};
