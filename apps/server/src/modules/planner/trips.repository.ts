import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rolesThatMay } from './trip-policy';
import {
  chats,
  cities,
  countries,
  places,
  tripIdeas,
  tripParticipants,
  trips,
  tripStops,
  votes,
} from '../../db/schema';

export type TripRow = typeof trips.$inferSelect;
export type StopRow = typeof tripStops.$inferSelect;
export type NewStop = typeof tripStops.$inferInsert;
export type IdeaRow = typeof tripIdeas.$inferSelect;
export type NewIdea = typeof tripIdeas.$inferInsert;
export type TripRole = (typeof tripParticipants.$inferSelect)['role'];
export type CatalogKind = 'attraction' | 'shop' | 'food_and_drinks' | 'city';

export async function insertTrip(
  db: Database,
  values: typeof trips.$inferInsert,
): Promise<TripRow> {
  const [row] = await db.insert(trips).values(values).returning();
  return row!;
}

export async function findTrip(db: Database, id: number): Promise<TripRow | undefined> {
  const [row] = await db.select().from(trips).where(eq(trips.id, id)).limit(1);
  return row;
}

/**
 * Locks the trip until the transaction ends: every change of a trip's stops runs under this
 * lock, so numbering 1..n is computed from a stable list and two edits never interleave.
 */
export async function lockTrip(db: Database, id: number): Promise<TripRow | undefined> {
  const [row] = await db.select().from(trips).where(eq(trips.id, id)).for('update');
  return row;
}

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

// ---- Catalogue ---------------------------------------------------------------------------------

export interface CatalogPlace {
  kind: CatalogKind;
  id: number;
  name: string;
  lat: number;
  lng: number;
  cityId: number | null;
  countryId: number | null;
  countryIso2: string | null;
  rating: number;
}

const PLACE_KIND = { attraction: 'attraction', shop: 'shop', food_and_drinks: 'food' } as const;

/** Catalogue objects by kind and id; unknown ids are simply missing from the answer. */
export async function findCatalogPlaces(
  db: Database,
  kind: CatalogKind,
  ids: readonly number[],
): Promise<CatalogPlace[]> {
  if (ids.length === 0) return [];
  if (kind === 'city') {
    const rows = await db
      .select({
        id: cities.id,
        name: cities.name,
        lat: cities.lat,
        lng: cities.lng,
        countryId: cities.countryId,
        countryIso2: countries.iso2,
        rating: cities.rating,
      })
      .from(cities)
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .where(inArray(cities.id, [...ids]));
    return rows.map((r) => ({ ...r, kind, cityId: r.id }));
  }
  const rows = await db
    .select({
      id: places.id,
      name: places.name,
      lat: places.lat,
      lng: places.lng,
      cityId: places.cityId,
      countryId: places.countryId,
      countryIso2: countries.iso2,
      rating: places.rating,
    })
    .from(places)
    .leftJoin(countries, eq(countries.id, places.countryId))
    .where(and(eq(places.kind, PLACE_KIND[kind]), inArray(places.id, [...ids])));
  return rows.map((r) => ({ ...r, kind }));
}

export async function findCountries(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: countries.id, name: countries.name, iso2: countries.iso2 })
    .from(countries)
    .where(inArray(countries.id, [...ids]));
}

/** The best-rated attractions of a country (then by visitors), for planning from countries. */
export async function topAttractions(
  db: Database,
  countryId: number,
  limit: number,
): Promise<CatalogPlace[]> {
  const rows = await db
    .select({
      id: places.id,
      name: places.name,
      lat: places.lat,
      lng: places.lng,
      cityId: places.cityId,
      countryId: places.countryId,
      countryIso2: countries.iso2,
      rating: places.rating,
    })
    .from(places)
    .innerJoin(countries, eq(countries.id, places.countryId))
    .where(and(eq(places.kind, 'attraction'), eq(places.countryId, countryId)))
    .orderBy(desc(places.rating), sql`${places.visitors} desc nulls last`, asc(places.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, kind: 'attraction' as const }));
}

/** The best-rated cities of a country, the most populous first among equals. */
export async function topCities(
  db: Database,
  countryId: number,
  limit: number,
): Promise<CatalogPlace[]> {
  const rows = await db
    .select({
      id: cities.id,
      name: cities.name,
      lat: cities.lat,
      lng: cities.lng,
      countryId: cities.countryId,
      countryIso2: countries.iso2,
      rating: cities.rating,
    })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(eq(cities.countryId, countryId))
    .orderBy(desc(cities.rating), desc(cities.population), asc(cities.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, kind: 'city' as const, cityId: r.id }));
}

/** What the trip view shows of its cities and countries. */
export async function cityDetails(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const likes = db
    .select({ objectId: votes.objectId, n: count().as('n') })
    .from(votes)
    .where(
      and(eq(votes.objectType, 'city'), eq(votes.vote, 'like'), inArray(votes.objectId, [...ids])),
    )
    .groupBy(votes.objectId)
    .as('likes');
  return db
    .select({
      city: cities,
      countryName: countries.name,
      likes: sql<number>`coalesce(${likes.n}, 0)::int`,
    })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .leftJoin(likes, eq(likes.objectId, cities.id))
    .where(inArray(cities.id, [...ids]));
}

// ---- Lists and ownership -----------------------------------------------------------------------

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
