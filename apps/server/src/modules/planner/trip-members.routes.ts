import {
  ChangeMemberRoleSchema,
  InvitationParamsSchema,
  MemberParamsSchema,
  PendingInvitationsSchema,
  PlannerAccessQuerySchema,
  SharedTripsQuerySchema,
  SharedTripsSchema,
  TripMemberSchema,
  TripMembersSchema,
  TripParamsSchema,
  tripMembersPaths,
} from '@ai-map/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireUser, signedInOnly } from '../../plugins/auth';
import { viewerOf } from './trip-access';
import {
  changeMemberRole,
  listMembers,
  listPendingInvitations,
  listSharedTrips,
  removeMember,
  revokeInvitation,
} from './trip-members.service';

const tags = ['planner'];

/** A trip's people (contract in @ai-map/contracts trip-members): who takes part, and changes. */
export const tripMembersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    `/${tripMembersPaths.sharedWithMe}`,
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        description:
          'The trips the signed-in user takes part in as editor or viewer, last changed first.',
        querystring: SharedTripsQuerySchema,
        response: { 200: SharedTripsSchema },
      },
    },
    async (request) => listSharedTrips(ctx, requireUser(request).id, request.query),
  );

  app.get(
    `/${tripMembersPaths.members(':id')}`,
    {
      schema: {
        tags,
        description: 'Who takes part in the trip, the owner first. Owner or editor only.',
        params: TripParamsSchema,
        querystring: PlannerAccessQuerySchema,
        response: { 200: TripMembersSchema },
      },
    },
    async (request) => listMembers(ctx, request.params.id, viewerOf(request)),
  );

  app.patch(
    `/${tripMembersPaths.member(':id', ':userId')}`,
    {
      schema: {
        tags,
        description: "Changes a member's role (editor or viewer). Owner or editor only.",
        params: MemberParamsSchema,
        querystring: PlannerAccessQuerySchema,
        body: ChangeMemberRoleSchema,
        response: { 200: TripMemberSchema },
      },
    },
    async (request) =>
      changeMemberRole(
        ctx,
        request.params.id,
        viewerOf(request),
        request.params.userId,
        request.body.role,
      ),
  );

  app.delete(
    `/${tripMembersPaths.member(':id', ':userId')}`,
    {
      schema: {
        tags,
        description: 'Removes a member from the trip. Owner or editor only; never the owner.',
        params: MemberParamsSchema,
        querystring: PlannerAccessQuerySchema,
      },
    },
    async (request, reply) => {
      await removeMember(ctx, request.params.id, viewerOf(request), request.params.userId);
      return reply.status(204).send();
    },
  );

  app.get(
    `/${tripMembersPaths.invitations(':id')}`,
    {
      schema: {
        tags,
        description: 'The invitations not yet accepted and still valid. Owner or editor only.',
        params: TripParamsSchema,
        querystring: PlannerAccessQuerySchema,
        response: { 200: PendingInvitationsSchema },
      },
    },
    async (request) => listPendingInvitations(ctx, request.params.id, viewerOf(request)),
  );

  app.delete(
    `/${tripMembersPaths.invitation(':id', ':invitationId')}`,
    {
      schema: {
        tags,
        description: 'Withdraws an invitation not yet accepted. Owner or editor only.',
        params: InvitationParamsSchema,
        querystring: PlannerAccessQuerySchema,
      },
    },
    async (request, reply) => {
      await revokeInvitation(
        ctx,
        request.params.id,
        viewerOf(request),
        request.params.invitationId,
      );
      return reply.status(204).send();
    },
  );
};
