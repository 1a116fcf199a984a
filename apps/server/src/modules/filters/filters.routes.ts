import {
  AdvancedFiltersSchema,
  FilterShareCreatedSchema,
  FilterShareQuerySchema,
  FilterShareRequestSchema,
  FilterShareSchema,
  FilterTreesSchema,
  filterPaths,
} from '@ai-map/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import * as filters from './filters.service';

const tags = ['filters and search'];

export const filtersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    `/${filterPaths.trees}`,
    { schema: { tags, response: { 200: FilterTreesSchema } } },
    async () => filters.filterTrees(ctx),
  );
  app.get(
    `/${filterPaths.advanced}`,
    { schema: { tags, response: { 200: AdvancedFiltersSchema } } },
    async () => filters.advancedFilters(ctx),
  );
  app.post(
    `/${filterPaths.share}`,
    {
      schema: { tags, body: FilterShareRequestSchema, response: { 201: FilterShareCreatedSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await filters.shareFilter(ctx, request.body.val)),
  );
  app.get(
    `/${filterPaths.share}`,
    { schema: { tags, querystring: FilterShareQuerySchema, response: { 200: FilterShareSchema } } },
    async (request) => filters.sharedFilter(ctx, request.query.q),
  );
};
