import {
  PlannerAccessQuerySchema,
  SharedTripParamsSchema,
  TripParamsSchema,
  TripSchema,
  TripShareSchema,
  TripShareStatusSchema,
  routeOf,
  tripSharePaths,
} from '@ai-map/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { viewerOf } from './trip-access';
import * as shares from './trip-share.service';

const tags = ['planner'];
const query = PlannerAccessQuerySchema;

/**
 * The public read-only link of a trip: the owner reads, creates and revokes it under
 * `planner/trips/{id}/share/`; anyone with the token reads the trip at `planner/shared/{token}/`.
 */
export const tripShareRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    routeOf(tripSharePaths.share, 'id'),
    {
      schema: {
        tags,
        description: 'The read-only link in force, or null. Owner only.',
        params: TripParamsSchema,
        querystring: query,
        response: { 200: TripShareStatusSchema },
      },
    },
    async (request) => shares.shareStatus(ctx, viewerOf(request), request.params.id),
  );

  app.post(
    routeOf(tripSharePaths.share, 'id'),
    {
      schema: {
        tags,
        description:
          'Creates the read-only link (201), or answers the one in force (200). Owner only.',
        params: TripParamsSchema,
        querystring: query,
        response: { 200: TripShareSchema, 201: TripShareSchema },
      },
    },
    async (request, reply) => {
      const { share, created } = await shares.createShare(
        ctx,
        viewerOf(request),
        request.params.id,
      );
      return reply.status(created ? 201 : 200).send(share);
    },
  );

  app.delete(
    routeOf(tripSharePaths.share, 'id'),
    {
      schema: {
        tags,
        description: 'Revokes the read-only link: its token answers 404 from now on. Owner only.',
        params: TripParamsSchema,
        querystring: query,
      },
    },
    async (request, reply) => {
      await shares.revokeShare(ctx, viewerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    routeOf(tripSharePaths.shared, 'token'),
    {
      schema: {
        tags,
        description:
          'The trip of a read-only link, even a private one: role other, no access code, chat or participants.',
        params: SharedTripParamsSchema,
        response: { 200: TripSchema },
      },
    },
    async (request) => shares.readSharedTrip(ctx, request.params.token),
  );
};
