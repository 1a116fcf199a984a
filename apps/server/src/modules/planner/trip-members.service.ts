import {
  MEDIA_BASE,
  PLAN_TOGETHER_CHANGES,
  displayName,
  tripMembersMessages as say,
  type PendingInvitations,
  type SharedTripRole,
  type SharedTrips,
  type TripMember,
  type TripMembers,
} from '@ai-map/contracts';
import type { AppContext } from '../../app-context';
import { forbidden, notFound } from '../../lib/http-error';
import { INVITATION_TTL_MS } from './invitations.service';
import * as together from './plan-together.repository';
import { lockFor, readTripFor, type Viewer } from './trip-access';
import { publishTripChange } from './trip-events';
import * as repo from './trip-members.repository';
import type { PersonRow } from './trip-members.repository';
import * as trips from './trips.repository';

const nameOf = (person: PersonRow) =>
  displayName({
    first_name: person.firstName,
    last_name: person.lastName,
    name: person.name,
    username: person.username,
  });

/** The trips shared with a signed-in user (the sidebar's and the Trips tab's "Shared with me"). */
export async function listSharedTrips(
  ctx: AppContext,
  userId: number,
  page: { page: number; page_size: number },
): Promise<SharedTrips> {
  const { rows, count } = await repo.sharedTripsOf(ctx.db, userId, {
    limit: page.page_size,
    offset: (page.page - 1) * page.page_size,
  });
  return {
    count,
    results: rows.map((row) => ({
      id: row.trip.id,
      title: row.trip.title,
      chat_slug: row.chatSlug,
      duration_days: row.trip.durationDays,
      start_date: row.trip.startDate,
      places_count: row.placesCount,
      // The query keeps the shared roles only; the owner's own trips are their chats.
      role: row.role as SharedTripRole,
      owner: row.owner ? { id: row.owner.id, name: nameOf(row.owner) } : null,
      updated_at: row.trip.updatedAt.toISOString(),
    })),
  };
}

/** Who takes part in the trip, for the people who may change that (its owner and editors). */
export async function listMembers(
  ctx: AppContext,
  tripId: number,
  caller: Viewer,
): Promise<TripMembers> {
  await readTripFor(ctx.db, tripId, caller, 'manage_participants', say.notAllowedToSeeMembers);
  return { results: (await repo.membersOf(ctx.db, tripId)).map(presentMember) };
}

function presentMember(row: Awaited<ReturnType<typeof repo.membersOf>>[number]): TripMember {
  return {
    user: {
      id: row.user.id,
      name: nameOf(row.user),
      photo: row.user.photo ? `${MEDIA_BASE}/${row.user.photo}` : null,
    },
    role: row.role,
    joined_at: row.joinedAt.toISOString(),
  };
}

/** The invitations mailed for the trip that can still be accepted. */
export async function listPendingInvitations(
  ctx: AppContext,
  tripId: number,
  caller: Viewer,
  now = new Date(),
): Promise<PendingInvitations> {
  await readTripFor(ctx.db, tripId, caller, 'manage_participants', say.notAllowedToSeeMembers);
  const rows = await repo.pendingInvitationsOf(
    ctx.db,
    tripId,
    new Date(now.getTime() - INVITATION_TTL_MS),
  );
  return {
    results: rows.map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role,
      invited_by: row.invitedBy ? { id: row.invitedBy.id, name: nameOf(row.invitedBy) } : null,
      created_at: row.createdAt.toISOString(),
      expires_at: new Date(row.createdAt.getTime() + INVITATION_TTL_MS).toISOString(),
    })),
  };
}

/**
 * Runs a change of the trip's people under the trip's lock, by someone who may manage them, and
 * refuses any change of the owner (403) or of someone who is not a member (404). `change` gets
 * the member's present role and answers whether it changed anything; a change is a new version
 * of the trip, announced as `type` so that the member's open sockets ask their access again.
 */
async function changeMember(
  ctx: AppContext,
  tripId: number,
  caller: Viewer,
  userId: number,
  type:
    | typeof PLAN_TOGETHER_CHANGES.participantRoleChanged
    | typeof PLAN_TOGETHER_CHANGES.participantRemoved,
  change: (tx: AppContext['db'], role: string) => Promise<boolean>,
): Promise<void> {
  const version = await ctx.db.transaction(async (tx) => {
    const { trip } = await lockFor(
      tx,
      tripId,
      caller,
      'manage_participants',
      say.notAllowedToChangeMembers,
    );
    if (trip.ownerUserId === userId) throw forbidden(say.ownerStays);
    const role = await trips.findParticipantRole(tx, tripId, userId);
    if (!role) throw notFound(say.memberNotFound);
    if (!(await change(tx, role))) return null;
    return together.bumpVersion(tx, tripId);
  });
  if (version === null) return;
  await publishTripChange(ctx, {
    type,
    payload: { user_id: userId },
    tripId,
    version,
    ...(caller.userId === null ? {} : { actorUserId: caller.userId }),
  });
}

/** Gives a member the other shared role; their open trip reloads and shows what they may do. */
export async function changeMemberRole(
  ctx: AppContext,
  tripId: number,
  caller: Viewer,
  userId: number,
  role: SharedTripRole,
): Promise<TripMember> {
  await changeMember(
    ctx,
    tripId,
    caller,
    userId,
    PLAN_TOGETHER_CHANGES.participantRoleChanged,
    async (tx, current) => current !== role && repo.setMemberRole(tx, tripId, userId, role),
  );
  // Read without asking the policy again: an editor who made themselves a viewer may no
  // longer list the members, yet their change went through.
  const member = (await repo.membersOf(ctx.db, tripId)).find((m) => m.user.id === userId);
  if (!member) throw notFound(say.memberNotFound);
  return presentMember(member);
}

/**
 * Takes the trip from a member: from then on every call and socket answers them as anyone
 * else (the trip socket closes theirs when it hears of the change).
 */
export async function removeMember(
  ctx: AppContext,
  tripId: number,
  caller: Viewer,
  userId: number,
): Promise<void> {
  await changeMember(ctx, tripId, caller, userId, PLAN_TOGETHER_CHANGES.participantRemoved, (tx) =>
    repo.removeMember(tx, tripId, userId),
  );
}

/** Withdraws an invitation not yet accepted; its mailed link then answers as an invalid one. */
export async function revokeInvitation(
  ctx: AppContext,
  tripId: number,
  caller: Viewer,
  invitationId: number,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockFor(tx, tripId, caller, 'manage_participants', say.notAllowedToChangeMembers);
    if (!(await repo.deletePendingInvitation(tx, tripId, invitationId))) {
      throw notFound(say.invitationNotFound);
    }
  });
}
