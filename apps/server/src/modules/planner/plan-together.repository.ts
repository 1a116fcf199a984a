import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  chats,
  tripInvitations,
  tripParticipants,
  tripParticipationRequests,
  trips,
  users,
} from '../../db/schema';

/** The SQL of Plan Together: participants, invitations, participation requests. */

export type SharedRole = Exclude<(typeof tripParticipants.$inferSelect)['role'], 'owner'>;

export async function tripVersion(db: Database, tripId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ version: trips.version })
    .from(trips)
    .where(eq(trips.id, tripId))
    .limit(1);
  return row?.version;
}

/** The chat a trip lives in, by the chat's id or slug (the invite call names the chat). */
export async function findChatTrip(db: Database, chat: { id: number } | { slug: string }) {
  const [row] = await db
    .select({ chatId: chats.id, slug: chats.slug, tripId: chats.tripId })
    .from(chats)
    .where('id' in chat ? eq(chats.id, chat.id) : eq(chats.slug, chat.slug))
    .limit(1);
  return row;
}

/**
 * Makes the user a participant with `role`, or raises a viewer to editor. Never lowers a role
 * and never touches an owner. Returns whether anything changed.
 */
export async function grantRole(
  db: Database,
  tripId: number,
  userId: number,
  role: SharedRole,
): Promise<boolean> {
  const changed = await db
    .insert(tripParticipants)
    .values({ tripId, userId, role })
    .onConflictDoUpdate({
      target: [tripParticipants.tripId, tripParticipants.userId],
      set: { role },
      setWhere: sql`${tripParticipants.role} = 'viewer' and ${role} = 'editor'`,
    })
    .returning({ userId: tripParticipants.userId });
  return changed.length > 0;
}

/** Counts a committed change of the trip; returns the new version for the trip socket. */
export async function bumpVersion(db: Database, tripId: number): Promise<number> {
  const [row] = await db
    .update(trips)
    .set({ version: sql`${trips.version} + 1`, updatedAt: sql`now()` })
    .where(eq(trips.id, tripId))
    .returning({ version: trips.version });
  if (!row) throw new Error(`trip ${tripId} vanished inside its own transaction`);
  return row.version;
}

export async function insertInvitations(
  db: Database,
  rows: (typeof tripInvitations.$inferInsert)[],
): Promise<void> {
  await db.insert(tripInvitations).values(rows);
}

/** The invitation of a mailed token, locked until the transaction ends (accepted once). */
export async function lockInvitation(db: Database, tokenHash: string) {
  const [row] = await db
    .select()
    .from(tripInvitations)
    .where(eq(tripInvitations.tokenHash, tokenHash))
    .for('update')
    .limit(1);
  return row;
}

export async function markInvitationAccepted(db: Database, id: number): Promise<void> {
  await db
    .update(tripInvitations)
    .set({ acceptedAt: sql`now()` })
    .where(eq(tripInvitations.id, id));
}

export type ParticipationStatus = (typeof tripParticipationRequests.$inferSelect)['status'];

const requestColumns = {
  id: tripParticipationRequests.id,
  tripId: tripParticipationRequests.tripId,
  role: tripParticipationRequests.role,
  status: tripParticipationRequests.status,
  createdAt: tripParticipationRequests.createdAt,
  user: {
    id: users.id,
    name: users.name,
    firstName: users.firstName,
    lastName: users.lastName,
    username: users.username,
    photo: users.photo,
  },
};
export type ParticipationRequestRow = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

/** One page of a trip's requests with the given status, oldest first. */
export async function listRequests(
  db: Database,
  tripId: number,
  status: ParticipationStatus,
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(tripParticipationRequests.tripId, tripId),
    eq(tripParticipationRequests.status, status),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(requestColumns)
      .from(tripParticipationRequests)
      .innerJoin(users, eq(users.id, tripParticipationRequests.userId))
      .where(where)
      .orderBy(tripParticipationRequests.createdAt, tripParticipationRequests.id)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(tripParticipationRequests).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function findRequest(db: Database, tripId: number, requestId: number) {
  const [row] = await db
    .select(requestColumns)
    .from(tripParticipationRequests)
    .innerJoin(users, eq(users.id, tripParticipationRequests.userId))
    .where(
      and(
        eq(tripParticipationRequests.tripId, tripId),
        eq(tripParticipationRequests.id, requestId),
      ),
    )
    .limit(1);
  return row;
}

export async function hasPendingRequest(
  db: Database,
  tripId: number,
  userId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: tripParticipationRequests.id })
    .from(tripParticipationRequests)
    .where(
      and(
        eq(tripParticipationRequests.tripId, tripId),
        eq(tripParticipationRequests.userId, userId),
        eq(tripParticipationRequests.status, 'pending'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertRequest(
  db: Database,
  tripId: number,
  userId: number,
  role: SharedRole,
): Promise<number> {
  const [row] = await db
    .insert(tripParticipationRequests)
    .values({ tripId, userId, role })
    .returning({ id: tripParticipationRequests.id });
  return row!.id;
}

/**
 * Answers a pending request; returns its user and role, or nothing when it was no longer
 * pending (someone else answered first: the status check and the update are one statement).
 */
export async function answerRequest(
  db: Database,
  requestId: number,
  status: Exclude<ParticipationStatus, 'pending'>,
) {
  const [row] = await db
    .update(tripParticipationRequests)
    .set({ status })
    .where(
      and(
        eq(tripParticipationRequests.id, requestId),
        eq(tripParticipationRequests.status, 'pending'),
      ),
    )
    .returning({ userId: tripParticipationRequests.userId, role: tripParticipationRequests.role });
  return row;
}
