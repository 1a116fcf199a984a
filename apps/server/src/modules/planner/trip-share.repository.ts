import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tripShares, trips } from '../../db/schema';

export type TripShareRow = typeof tripShares.$inferSelect;

export async function findShareOfTrip(
  db: Database,
  tripId: number,
): Promise<TripShareRow | undefined> {
  const [row] = await db.select().from(tripShares).where(eq(tripShares.tripId, tripId)).limit(1);
  return row;
}

/** Stores the trip's link unless it has one already; answers the link in force either way. */
export async function insertShareOnce(
  db: Database,
  values: { tripId: number; token: string; createdByUserId: number | null },
): Promise<{ row: TripShareRow; created: boolean }> {
  const [inserted] = await db
    .insert(tripShares)
    .values(values)
    .onConflictDoNothing({ target: tripShares.tripId })
    .returning();
  if (inserted) return { row: inserted, created: true };
  return { row: (await findShareOfTrip(db, values.tripId))!, created: false };
}

export async function deleteShareOfTrip(db: Database, tripId: number): Promise<void> {
  await db.delete(tripShares).where(eq(tripShares.tripId, tripId));
}

/** The trip a link opens, if the link still exists. */
export async function findTripByShareToken(db: Database, token: string) {
  const [row] = await db
    .select({ trip: trips })
    .from(tripShares)
    .innerJoin(trips, eq(trips.id, tripShares.tripId))
    .where(eq(tripShares.token, token))
    .limit(1);
  return row?.trip;
}
