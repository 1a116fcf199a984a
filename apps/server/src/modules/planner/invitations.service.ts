import {
  PLAN_TOGETHER_CHANGES,
  displayName,
  planTogetherMessages as say,
  type SharedTripRole,
} from '@ai-map/contracts';
import type { AppContext } from '../../app-context';
import { HttpError, notFound } from '../../lib/http-error';
import type { UserRow } from '../auth/auth.repository';
import { generateKey, hashKey } from '../auth/secret-key';
import { tripInvitationMail } from '../mail/templates';
import { consumeFriendInvites } from '../plans/limits.service';
import * as repo from './plan-together.repository';
import { accessOf, readTripFor } from './trip-access';
import { raisedRole } from './trip-policy';
import { publishTripChange } from './trip-events';
import * as trips from './trips.repository';
import type { TripRole } from './trips.repository';

/** How long a mailed invitation link can be used. */
export const INVITATION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** The chat named in the invite path: its numeric id, or its slug. */
function chatRef(chat: string): { id: number } | { slug: string } {
  return /^\d{1,9}$/.test(chat) ? { id: Number(chat) } : { slug: chat };
}

/**
 * Invites friends by e-mail to the trip of a chat (spec 000 §5 Invite, §7). The inviter must own
 * or edit the trip; the plan's friends limit counts each address once per trip. The invitations
 * and the usage are committed together, then one mail per address goes out with a link that
 * opens the chat and carries a single-use token (only its hash is stored).
 */
export async function inviteFriends(
  ctx: AppContext,
  inviter: UserRow,
  chat: string,
  emails: string[],
  role: SharedTripRole,
): Promise<void> {
  const found = await repo.findChatTrip(ctx.db, chatRef(chat));
  if (!found?.tripId) throw notFound('Chat not found.');
  const { tripId } = found;
  const { trip } = await readTripFor(
    ctx.db,
    tripId,
    { userId: inviter.id, accessCode: null },
    'manage_participants',
    say.notAllowedToInvite,
  );

  const tokens = emails.map(() => generateKey());
  await ctx.db.transaction(async (tx) => {
    await consumeFriendInvites({ ...ctx, db: tx }, inviter.id, tripId, emails);
    await repo.insertInvitations(
      tx,
      emails.map((email, i) => ({
        tripId,
        chatId: found.chatId,
        email,
        role,
        tokenHash: hashKey(tokens[i]!),
        invitedBy: inviter.id,
      })),
    );
  });

  const inviterName = displayName({
    first_name: inviter.firstName,
    last_name: inviter.lastName,
    name: inviter.name,
    username: inviter.username,
  });
  const sent = await Promise.allSettled(
    emails.map((email, i) =>
      ctx.mailer.send(
        tripInvitationMail(email, {
          inviterName,
          tripTitle: trip.title,
          role,
          // The trip id rides along: the invitee cannot read the chat (nor learn its trip) until
          // the token is accepted, and accepting is a call on the trip.
          link: `${ctx.config.publicUrl}/chat/${encodeURIComponent(found.slug)}?invite=${tokens[i]}&trip=${tripId}`,
        }),
      ),
    ),
  );
  const failed = sent.filter((result) => result.status === 'rejected');
  if (failed.length > 0) {
    // The invitations stay valid: inviting the same addresses again costs nothing.
    ctx.log.error({ errors: failed.map((f) => f.reason), tripId }, 'invitation mail not sent');
    throw new HttpError(503, 'service_unavailable', say.mailFailed);
  }
}

/**
 * Joins the trip with a mailed token. Anyone signed in who holds the link may use it, once and
 * within 30 days; an owner stays owner and a role is raised, never lowered.
 */
export async function acceptInvitation(
  ctx: AppContext,
  user: UserRow,
  tripId: number,
  token: string,
  now = new Date(),
): Promise<{ role: TripRole }> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const invitation = await repo.lockInvitation(tx, hashKey(token));
    if (!invitation || now.getTime() - invitation.createdAt.getTime() > INVITATION_TTL_MS) {
      throw notFound(say.invitationInvalid);
    }
    if (invitation.tripId !== tripId) throw notFound(say.invitationOtherTrip);
    if (invitation.acceptedAt) throw new HttpError(409, 'conflict', say.invitationUsed);
    const trip = await trips.findTrip(tx, tripId);
    if (!trip) throw notFound(say.invitationInvalid);

    await repo.markInvitationAccepted(tx, invitation.id);
    const { role: current } = await accessOf(tx, trip, { userId: user.id, accessCode: null });
    // Nothing to grant (an owner, or someone already holding as much): no change to announce.
    const raised = raisedRole(current, invitation.role);
    if (raised === current) return { role: raised, version: null };
    const changed = await repo.grantRole(tx, tripId, user.id, invitation.role);
    const role = (await trips.findParticipantRole(tx, tripId, user.id)) ?? invitation.role;
    return { role, version: changed ? await repo.bumpVersion(tx, tripId) : null };
  });
  if (outcome.version !== null) {
    await publishTripChange(ctx, {
      type: PLAN_TOGETHER_CHANGES.participantAdded,
      tripId,
      version: outcome.version,
      actorUserId: user.id,
    });
  }
  return { role: outcome.role };
}
