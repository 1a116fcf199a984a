import type { TripRole } from '@ai-map/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { singleRow } from '../../db/single-row';
import { tripIdeas, tripParticipants, trips, tripStops } from '../../db/schema';

export type TripRow = typeof trips.$inferSelect;
export type StopRow = typeof tripStops.$inferSelect;
export type NewStop = typeof tripStops.$inferInsert;
export type IdeaRow = typeof tripIdeas.$inferSelect;
export type NewIdea = typeof tripIdeas.$inferInsert;
// The role column holds the contracts' TRIP_ROLES, the roles the shared trip policy reads.
export type { TripRole };

// The catalogue reads and the trip lists live beside this file; callers import them from here.
export {
  cityDetails,
  findCatalogPlaces,
  findCountries,
  topAttractions,
  topCities,
  type CatalogKind,
  type CatalogPlace,
} from './trip-catalog.repository';
export { chatSlugOfTrip, editableTrips, transferTrips, tripsOfUser } from './trip-lists.repository';

const tripRow = singleRow<typeof trips, number>(trips, trips.id);

export const insertTrip = tripRow.insert;
export const findTrip = tripRow.find;
/**
 * Locks the trip until the transaction ends: every change of a trip's stops runs under this
 * lock, so numbering 1..n is computed from a stable list and two edits never interleave.
 */
export const lockTrip = tripRow.lock;

/** Applies a change to the trip row and counts it: returns the new version. */
export async function updateTrip(
  db: Database,
  id: number,
  set: Partial<typeof trips.$inferInsert>,
): Promise<TripRow> {
  const [row] = await db
    .update(trips)
    .set({ ...set, version: sql`${trips.version} + 1`, updatedAt: sql`now()` })
    .where(eq(trips.id, id))
    .returning();
  return row!;
}

export async function deleteTrip(db: Database, id: number): Promise<void> {
  await db.delete(trips).where(eq(trips.id, id));
}

export async function listStops(db: Database, tripId: number): Promise<StopRow[]> {
  return db
    .select()
    .from(tripStops)
    .where(eq(tripStops.tripId, tripId))
    .orderBy(asc(tripStops.numberInTrip));
}

export async function countStops(db: Database, tripId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tripStops).where(eq(tripStops.tripId, tripId));
  return row?.n ?? 0;
}

export async function insertStops(db: Database, rows: NewStop[]): Promise<StopRow[]> {
  if (rows.length === 0) return [];
  return db.insert(tripStops).values(rows).returning();
}

export async function deleteStop(db: Database, stopId: number): Promise<void> {
  await db.delete(tripStops).where(eq(tripStops.id, stopId));
}

/**
 * Gives the stops their new numbers and days. The unique (trip, number) index is checked row by
 * row, so the numbers first move out of the way (negated) and then take their final values.
 */
export async function applyOrder(
  db: Database,
  tripId: number,
  order: readonly { id: number; number: number; day: number }[],
): Promise<void> {
  if (order.length === 0) return;
  await db
    .update(tripStops)
    .set({ numberInTrip: sql`-${tripStops.numberInTrip}` })
    // A stop inserted just now waits at a negative number already.
    .where(and(eq(tripStops.tripId, tripId), sql`${tripStops.numberInTrip} > 0`));
  const values = sql.join(
    order.map((o) => sql`(${o.id}::int, ${o.number}::int, ${o.day}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${tripStops} set number_in_trip = v.n, day_of_trip = v.d
    from (values ${values}) as v(id, n, d)
    where ${tripStops.id} = v.id and ${tripStops.tripId} = ${tripId}`);
}

export interface StoredLeg {
  transport: StopRow['nextPointTransportType'];
  minutes: number | null;
  geoRoute: [number, number][] | null;
}

export async function updateStopLeg(db: Database, stopId: number, leg: StoredLeg): Promise<void> {
  await db
    .update(tripStops)
    .set({
      nextPointTransportType: leg.transport,
      nextPointTimeMin: leg.minutes,
      geoRoute: leg.geoRoute,
    })
    .where(eq(tripStops.id, stopId));
}

// ---- Roles -------------------------------------------------------------------------------------

export async function findParticipantRole(
  db: Database,
  tripId: number,
  userId: number,
): Promise<TripRole | undefined> {
  const [row] = await db
    .select({ role: tripParticipants.role })
    .from(tripParticipants)
    .where(and(eq(tripParticipants.tripId, tripId), eq(tripParticipants.userId, userId)))
    .limit(1);
  return row?.role;
}

export async function listParticipantIds(db: Database, tripId: number): Promise<number[]> {
  const rows = await db
    .select({ id: tripParticipants.userId })
    .from(tripParticipants)
    .where(eq(tripParticipants.tripId, tripId))
    .orderBy(asc(tripParticipants.createdAt), asc(tripParticipants.userId));
  return rows.map((r) => r.id);
}

export async function insertOwner(db: Database, tripId: number, userId: number): Promise<void> {
  await db
    .insert(tripParticipants)
    .values({ tripId, userId, role: 'owner' })
    .onConflictDoUpdate({
      target: [tripParticipants.tripId, tripParticipants.userId],
      set: { role: 'owner' },
    });
}

/** A trip's unplanned ideas, oldest first. */
export async function listIdeas(db: Database, tripId: number): Promise<IdeaRow[]> {
  return db.select().from(tripIdeas).where(eq(tripIdeas.tripId, tripId)).orderBy(asc(tripIdeas.id));
}

export async function insertIdeas(db: Database, rows: NewIdea[]): Promise<void> {
  // One statement per 500 rows keeps each under PostgreSQL's 65,535 bind parameters.
  for (let at = 0; at < rows.length; at += 500) {
    await db.insert(tripIdeas).values(rows.slice(at, at + 500));
  }
}
