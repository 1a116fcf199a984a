import {
  AcceptInvitationRequestSchema,
  AcceptInvitationResultSchema,
  TripInviteRequestSchema,
  TripInviteResultSchema,
  TripParamsSchema,
  planTogetherMessages,
  planTogetherPaths,
} from '@ai-map/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { sensitiveRateLimit } from '../../lib/rate-limits';
import { requireUser, signedInOnly } from '../../plugins/auth';
import { acceptInvitation, inviteFriends } from './invitations.service';

const tags = ['planner'];

/** Invitations to plan a trip together: sent by e-mail, accepted with the mailed token. */
export const invitationsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    `/${planTogetherPaths.invite(':chatId')}`,
    {
      preValidation: signedInOnly,
      // Every call sends mail: the same per-client limit as the other mail-sending endpoints.
      config: sensitiveRateLimit(ctx.config),
      schema: {
        tags,
        description:
          "Mails an invitation to each address for the trip of the chat (id or slug). Owner or editor only; counts against the plan's friends limit.",
        params: z.object({ chatId: z.string().max(200) }),
        body: TripInviteRequestSchema,
        response: { 200: TripInviteResultSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { emails, role } = request.body;
      await inviteFriends(ctx, user, request.params.chatId, emails, role);
      return { detail: planTogetherMessages.inviteSent, emails };
    },
  );

  app.post(
    `/${planTogetherPaths.acceptInvitation(':id')}`,
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        description:
          'Joins the trip with the token of a mailed invitation (the `invite` query of its link).',
        params: TripParamsSchema,
        body: AcceptInvitationRequestSchema,
        response: { 200: AcceptInvitationResultSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { role } = await acceptInvitation(ctx, user, request.params.id, request.body.token);
      return {
        detail: planTogetherMessages.invitationAccepted,
        trip_id: request.params.id,
        role,
      };
    },
  );
};
