import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chats, tripParticipants, trips, tripStops } from '../../db/schema';
import type { CatalogKind } from './trip-catalog.repository';
import { rolesThatMay } from './trip-policy';

// Trips listed for a user or an access code, and handed over when a code is claimed.

/** Trips the caller may edit: owned (by user or by access code) or shared with them as editor. */
function editableBy(viewer: { userId: number | null; accessCode: string | null }): SQL {
  const conditions: SQL[] = [];
  if (viewer.userId !== null) {
    conditions.push(sql`${trips.ownerUserId} = ${viewer.userId}`);
    conditions.push(
      sql`exists (select 1 from ${tripParticipants} where ${tripParticipants.tripId} = ${trips.id}
        and ${tripParticipants.userId} = ${viewer.userId}
        and ${inArray(tripParticipants.role, [...rolesThatMay('edit')])})`,
    );
  }
  if (viewer.accessCode !== null) {
    conditions.push(
      sql`(${trips.ownerUserId} is null and ${trips.plannerAccessCode} = ${viewer.accessCode})`,
    );
  }
  return conditions.length ? sql`(${sql.join(conditions, sql` or `)})` : sql`false`;
}

const ADD_OBJECT_ORDER = {
  updated_at: trips.updatedAt,
  created_at: trips.createdAt,
  title: trips.title,
} as const;

export async function editableTrips(
  db: Database,
  viewer: { userId: number | null; accessCode: string | null },
  object: { placeType: CatalogKind; placeId: number },
  ordering: string,
  page: { limit: number; offset: number },
) {
  const descending = ordering.startsWith('-');
  const column = ADD_OBJECT_ORDER[ordering.replace(/^-/, '') as keyof typeof ADD_OBJECT_ORDER];
  const where = editableBy(viewer);
  const [total] = await db.select({ n: count() }).from(trips).where(where);
  const rows = await db
    .select({
      trip: trips,
      chatSlug: chats.slug,
      placesCount: sql<number>`(select count(*)::int from ${tripStops} where ${tripStops.tripId} = ${trips.id})`,
      placeToVisitId: sql<number | null>`(select min(${tripStops.id}) from ${tripStops}
        where ${tripStops.tripId} = ${trips.id} and ${tripStops.placeType} = ${object.placeType}
        and ${tripStops.placeId} = ${object.placeId})`,
    })
    .from(trips)
    .leftJoin(chats, eq(chats.tripId, trips.id))
    .where(where)
    .orderBy(descending ? desc(column) : asc(column), desc(trips.id))
    .limit(page.limit)
    .offset(page.offset);
  return { count: total?.n ?? 0, rows };
}

export async function chatSlugOfTrip(db: Database, tripId: number): Promise<string | null> {
  const [row] = await db
    .select({ slug: chats.slug })
    .from(chats)
    .where(eq(chats.tripId, tripId))
    .limit(1);
  return row?.slug ?? null;
}

/**
 * Hands the trips planned under an access code to the user who claimed it: they become the
 * owner (and an owner participant), and the code stops granting anything.
 */
export async function transferTrips(db: Database, code: string, userId: number): Promise<number[]> {
  const moved = await db
    .update(trips)
    .set({ ownerUserId: userId, plannerAccessCode: null, updatedAt: sql`now()` })
    .where(and(eq(trips.plannerAccessCode, code), isNull(trips.ownerUserId)))
    .returning({ id: trips.id });
  if (moved.length > 0) {
    await db
      .insert(tripParticipants)
      .values(moved.map((t) => ({ tripId: t.id, userId, role: 'owner' as const })))
      .onConflictDoUpdate({
        target: [tripParticipants.tripId, tripParticipants.userId],
        set: { role: 'owner' },
      });
  }
  return moved.map((t) => t.id);
}

/** The trips a user takes part in with any role (owners have a row too), last changed first. */
export async function tripsOfUser(db: Database, userId: number, limit: number) {
  return db
    .select({
      trip: trips,
      role: tripParticipants.role,
      chatSlug: chats.slug,
      placesCount: sql<number>`(select count(*)::int from ${tripStops} where ${tripStops.tripId} = ${trips.id})`,
    })
    .from(trips)
    .innerJoin(
      tripParticipants,
      and(eq(tripParticipants.tripId, trips.id), eq(tripParticipants.userId, userId)),
    )
    .leftJoin(chats, eq(chats.tripId, trips.id))
    .orderBy(desc(trips.updatedAt), desc(trips.id))
    .limit(limit);
}
