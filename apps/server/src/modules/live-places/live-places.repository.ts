import { desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { PlaceKind } from '@ai-map/contracts';
import { jsonRows } from '../../db/json-rows';
import { cities, liveAreas, places } from '../../db/schema';

export type LiveArea = typeof liveAreas.$inferSelect;

export async function findArea(db: Database, key: string): Promise<LiveArea | undefined> {
  const [row] = await db.select().from(liveAreas).where(eq(liveAreas.key, key)).limit(1);
  return row;
}

/** Marks an area queued or running, forgetting the last outcome. */
export async function startArea(
  db: Database,
  key: string,
  bbox: LiveArea['bbox'],
  status: 'queued' | 'running',
): Promise<void> {
  const values = {
    key,
    bbox,
    status,
    requestedAt: new Date(),
    finishedAt: null,
    elements: null,
    places: null,
    error: null,
  };
  await db
    .insert(liveAreas)
    .values(values)
    .onConflictDoUpdate({ target: liveAreas.key, set: values });
}

export async function finishArea(
  db: Database,
  key: string,
  outcome: { status: 'done' | 'failed'; elements?: number; places?: number; error?: string },
): Promise<void> {
  await db
    .update(liveAreas)
    .set({
      status: outcome.status,
      finishedAt: new Date(),
      elements: outcome.elements ?? null,
      places: outcome.places ?? null,
      error: outcome.error ?? null,
    })
    .where(eq(liveAreas.key, key));
}

/** The most populous city called `name` (any case) or with that slug. */
export async function cityNamed(db: Database, name: string) {
  const [row] = await db
    .select({
      slug: cities.slug,
      name: cities.name,
      lat: cities.lat,
      lng: cities.lng,
      population: cities.population,
    })
    .from(cities)
    .where(or(sql`lower(${cities.name}) = lower(${name})`, eq(cities.slug, name)))
    .orderBy(desc(cities.population))
    .limit(1);
  return row;
}

/** The cities with these ids, as an area fetch needs them. */
export async function citiesByIds(db: Database, ids: number[]) {
  return db
    .select({
      name: cities.name,
      slug: cities.slug,
      lat: cities.lat,
      lng: cities.lng,
      population: cities.population,
    })
    .from(cities)
    .where(inArray(cities.id, ids));
}

/**
 * The settlements (cities and towns: no region, island or landmark article) nearest to a point,
 * nearest first (GiST nearest-neighbour order), as the place locator needs them.
 */
export async function settlementsNear(db: Database, lat: number, lng: number, limit: number) {
  return db
    .select({
      id: cities.id,
      countryId: cities.countryId,
      regionId: cities.regionId,
      slug: cities.slug,
      name: cities.name,
      lat: cities.lat,
      lng: cities.lng,
      population: cities.population,
    })
    .from(cities)
    .where(inArray(cities.destinationType, ['city', 'town']))
    .orderBy(sql`point(${cities.lng}, ${cities.lat}) <-> point(${lng}, ${lat})`)
    .limit(limit);
}

/** A place already in the catalogue, as the de-duplication of a fetch compares it. */
export interface StoredPlace {
  id: number;
  source: string;
  sourceId: string;
  kind: PlaceKind;
  name: string;
  lat: number;
  lng: number;
  wikidata: string | null;
  cityId: number | null;
  regionId: number | null;
  countryId: number | null;
}

/**
 * The places inside the box (west, south, east, north), through the SP-GiST index on position.
 * Read as JSON (db/json-rows.ts): a refresh reads back the 20,000 places of a city, which took
 * 205–230 ms as the driver's rows on PGlite and 50–60 ms as JSON (bench/RESULTS.md,
 * live-places seventh pass).
 */
export async function placesInBox(
  db: Database,
  [west, south, east, north]: [number, number, number, number],
): Promise<StoredPlace[]> {
  return jsonRows<StoredPlace>(
    db,
    {
      id: places.id,
      source: places.source,
      sourceId: places.sourceId,
      kind: places.kind,
      name: places.name,
      lat: places.lat,
      lng: places.lng,
      wikidata: places.wikidata,
      cityId: places.cityId,
      regionId: places.regionId,
      countryId: places.countryId,
    },
    sql`FROM ${places}
      WHERE point(${places.lng}, ${places.lat}) <@ box(point(${west}, ${south}), point(${east}, ${north}))`,
  );
}
