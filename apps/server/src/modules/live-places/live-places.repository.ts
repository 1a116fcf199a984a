import { desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cities, liveAreas, type places } from '../../db/schema';

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

/** Row fields in the order of the SQL below, by their Drizzle names. */
const PLACE_COLUMNS = [
  ['kind', 'kind', 'text'],
  ['source', 'source', 'text'],
  ['sourceId', 'source_id', 'text'],
  ['name', 'name', 'text'],
  ['lat', 'lat', 'float8'],
  ['lng', 'lng', 'float8'],
  ['countryId', 'country_id', 'int'],
  ['regionId', 'region_id', 'int'],
  ['cityId', 'city_id', 'int'],
  ['categories', 'categories', 'jsonb'],
  ['type', 'type', 'text'],
  ['cuisines', 'cuisines', 'jsonb'],
  ['address', 'address', 'text'],
  ['phone', 'phone', 'text'],
  ['website', 'website', 'text'],
  ['openingHours', 'opening_hours', 'text'],
  ['wikipedia', 'wikipedia', 'text'],
  ['wikidata', 'wikidata', 'text'],
  ['visitors', 'visitors', 'bigint'],
  ['heritage', 'heritage', 'boolean'],
  ['rating', 'rating', 'real'],
  ['localCulture', 'local_culture', 'boolean'],
  ['startDate', 'start_date', 'date'],
  ['endDate', 'end_date', 'date'],
] as const;

const columnList = sql.raw(PLACE_COLUMNS.map(([, column]) => column).join(', '));
const recordType = sql.raw(PLACE_COLUMNS.map(([, column, type]) => `${column} ${type}`).join(', '));
// What OpenStreetMap says replaces the row's values, except that a website or heritage mark
// found on Wikidata (modules/wikimedia) is kept when the OSM tags have none; the description
// is never touched.
const updates = sql.raw(
  PLACE_COLUMNS.filter(([, column]) => column !== 'source' && column !== 'source_id')
    .map(([, column]) =>
      column === 'website'
        ? 'website = coalesce(excluded.website, places.website)'
        : column === 'heritage'
          ? 'heritage = excluded.heritage or places.heritage'
          : `${column} = excluded.${column}`,
    )
    .concat('updated_at = now()')
    .join(', '),
);

/**
 * Upserts places by `(source, source_id)` in one statement whose one parameter is the rows as
 * JSON: Drizzle's multi-row VALUES costs ~0.2–0.4 s of query building per 1,000 rows of 24
 * columns, far more than the database's own work.
 */
export async function upsertPlacesJson(db: Database, rows: (typeof places.$inferInsert)[]) {
  if (!rows.length) return;
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(PLACE_COLUMNS.map(([field, column]) => [column, row[field] ?? null])),
    ),
  );
  await db.execute(sql`
    INSERT INTO places (${columnList})
    SELECT ${columnList} FROM jsonb_to_recordset(${json}::jsonb) AS t(${recordType})
    ON CONFLICT (source, source_id) DO UPDATE SET ${updates}`);
}

/** The city nearest to a point (GiST nearest-neighbour order), with its distance in degrees. */
export async function nearestCity(db: Database, lat: number, lng: number) {
  const [row] = await db
    .select({
      slug: cities.slug,
      name: cities.name,
      lat: cities.lat,
      lng: cities.lng,
      population: cities.population,
    })
    .from(cities)
    .orderBy(sql`point(${cities.lng}, ${cities.lat}) <-> point(${lng}, ${lat})`)
    .limit(1);
  return row;
}
