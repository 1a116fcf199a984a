import {
  CreateParticipationRequestSchema,
  DecideParticipationRequestSchema,
  ParticipationRequestPageSchema,
  ParticipationRequestSchema,
  ParticipationRequestsQuerySchema,
  PlannerAccessQuerySchema,
  TripParamsSchema,
  planTogetherPaths,
} from '@ai-map/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireUser, signedInOnly } from '../../plugins/auth';
import { viewerOf } from './trip-access';
import {
  decideParticipationRequest,
  listParticipationRequests,
  requestParticipation,
} from './participation-requests.service';

const tags = ['planner'];

/** Participation requests (spec 000 §3, §7): users ask to join a trip, its managers answer. */
export const participationRequestsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const path = `/${planTogetherPaths.participationRequests(':id')}`;

  app.get(
    path,
    {
      schema: {
        tags,
        description:
          'Requests to join the trip, oldest first (pending by default). Owner or editor only.',
        params: TripParamsSchema,
        querystring: ParticipationRequestsQuerySchema.extend(PlannerAccessQuerySchema.shape),
        response: { 200: ParticipationRequestPageSchema },
      },
    },
    async (request) =>
      listParticipationRequests(ctx, request.params.id, viewerOf(request), request.query),
  );

  app.post(
    path,
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        description:
          'Asks to join the trip with a role (signed-in users who do not take part yet).',
        params: TripParamsSchema,
        body: CreateParticipationRequestSchema,
        response: { 201: ParticipationRequestSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const created = await requestParticipation(
        ctx,
        request.params.id,
        user.id,
        request.body.role,
      );
      return reply.status(201).send(created);
    },
  );

  app.post(
    `/${planTogetherPaths.participationRequest(':id', ':requestId')}`,
    {
      schema: {
        tags,
        description: 'Accepts or declines a pending request. Owner or editor only.',
        params: TripParamsSchema.extend({ requestId: z.coerce.number().int().positive() }),
        querystring: PlannerAccessQuerySchema,
        body: DecideParticipationRequestSchema,
        response: { 200: ParticipationRequestSchema },
      },
    },
    async (request) =>
      decideParticipationRequest(
        ctx,
        request.params.id,
        request.params.requestId,
        viewerOf(request),
        request.body.action,
      ),
  );
};
