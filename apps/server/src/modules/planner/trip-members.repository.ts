import { SHARED_TRIP_ROLES, type SharedTripRole } from '@ai-map/contracts';
import { aliasedTable, and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chats, tripInvitations, tripParticipants, trips, tripStops, users } from '../../db/schema';

/** The SQL of a trip's people: the trips shared with a user, members, invitations waiting. */

const person = {
  id: users.id,
  name: users.name,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
};
export type PersonRow = { [K in keyof typeof person]: (typeof users.$inferSelect)[K] };

/**
 * Rows of the shared roles only: the owner's row is the trip's owner, which no member call
 * changes or removes (the owner is `trips.owner_user_id`; its participant row mirrors it).
 */
const sharedRole = inArray(tripParticipants.role, [...SHARED_TRIP_ROLES]);

/**
 * The trips a user takes part in without owning them, last changed first: their role there,
 * the owner's name parts, the chat to open and the number of stops.
 */
export async function sharedTripsOf(
  db: Database,
  userId: number,
  page: { limit: number; offset: number },
) {
  const owner = aliasedTable(users, 'owner');
  const where = and(eq(tripParticipants.userId, userId), sharedRole);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        trip: trips,
        role: tripParticipants.role,
        chatSlug: chats.slug,
        placesCount: sql<number>`(select count(*)::int from ${tripStops} where ${tripStops.tripId} = ${trips.id})`,
        owner: {
          id: owner.id,
          name: owner.name,
          firstName: owner.firstName,
          lastName: owner.lastName,
          username: owner.username,
        },
      })
      .from(tripParticipants)
      .innerJoin(trips, eq(trips.id, tripParticipants.tripId))
      .leftJoin(owner, eq(owner.id, trips.ownerUserId))
      .leftJoin(chats, eq(chats.tripId, trips.id))
      .where(where)
      .orderBy(desc(trips.updatedAt), desc(trips.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(tripParticipants).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** Everyone who takes part in a trip, the owner first, then the others in the order they joined. */
export async function membersOf(db: Database, tripId: number) {
  return db
    .select({
      user: { ...person, photo: users.photo },
      role: tripParticipants.role,
      joinedAt: tripParticipants.createdAt,
    })
    .from(tripParticipants)
    .innerJoin(users, eq(users.id, tripParticipants.userId))
    .innerJoin(trips, eq(trips.id, tripParticipants.tripId))
    .where(eq(tripParticipants.tripId, tripId))
    .orderBy(
      sql`coalesce(${tripParticipants.userId} = ${trips.ownerUserId}, false) desc`,
      asc(tripParticipants.createdAt),
      asc(tripParticipants.userId),
    );
}

/** Gives a member (never the owner) another shared role; returns whether they were there. */
export async function setMemberRole(
  db: Database,
  tripId: number,
  userId: number,
  role: SharedTripRole,
): Promise<boolean> {
  const changed = await db
    .update(tripParticipants)
    .set({ role })
    .where(
      and(eq(tripParticipants.tripId, tripId), eq(tripParticipants.userId, userId), sharedRole),
    )
    .returning({ userId: tripParticipants.userId });
  return changed.length > 0;
}

/**
 * Takes the trip from a member (never the owner), with the invitations to their address that
 * are still waiting, so that no link mailed earlier lets them back in. Returns whether they
 * were a member.
 */
export async function removeMember(db: Database, tripId: number, userId: number) {
  const removed = await db
    .delete(tripParticipants)
    .where(
      and(eq(tripParticipants.tripId, tripId), eq(tripParticipants.userId, userId), sharedRole),
    )
    .returning({ userId: tripParticipants.userId });
  if (removed.length === 0) return false;
  await db
    .delete(tripInvitations)
    .where(
      and(
        eq(tripInvitations.tripId, tripId),
        isNull(tripInvitations.acceptedAt),
        sql`lower(${tripInvitations.email}) = (select lower(${users.email}) from ${users} where ${users.id} = ${userId})`,
      ),
    );
  return true;
}

/** The invitations of a trip not yet accepted and sent after `since`, newest first. */
export async function pendingInvitationsOf(db: Database, tripId: number, since: Date) {
  return db
    .select({
      id: tripInvitations.id,
      email: tripInvitations.email,
      role: tripInvitations.role,
      createdAt: tripInvitations.createdAt,
      invitedBy: person,
    })
    .from(tripInvitations)
    .leftJoin(users, eq(users.id, tripInvitations.invitedBy))
    .where(
      and(
        eq(tripInvitations.tripId, tripId),
        isNull(tripInvitations.acceptedAt),
        gt(tripInvitations.createdAt, since),
      ),
    )
    .orderBy(desc(tripInvitations.createdAt), desc(tripInvitations.id));
}

/** Withdraws an invitation not yet accepted: its link stops working. Returns whether it was one. */
export async function deletePendingInvitation(
  db: Database,
  tripId: number,
  invitationId: number,
): Promise<boolean> {
  const deleted = await db
    .delete(tripInvitations)
    .where(
      and(
        eq(tripInvitations.id, invitationId),
        eq(tripInvitations.tripId, tripId),
        isNull(tripInvitations.acceptedAt),
      ),
    )
    .returning({ id: tripInvitations.id });
  return deleted.length > 0;
}
