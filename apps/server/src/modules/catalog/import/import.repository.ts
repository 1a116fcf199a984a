import { and, eq, getTableColumns, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import {
  catalogImports,
  cities,
  countries,
  placeImages,
  places,
  regions,
  tripIdeas,
  tripStops,
  wikidataEntities,
} from '../../../db/schema';
import { CountryBorders, type CountryShape, type LocatableCity } from './place-locator';

/** `SET col = excluded.col` for every column but the keys: an upsert that takes the new row. */
function takeExcluded(table: PgTable, keep: string[]) {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    Object.entries(columns)
      .filter(([name]) => !keep.includes(name))
      .map(([name, column]) => [name, sql.raw(`excluded."${column.name}"`)]),
  );
}

/**
 * Lifts the app's statement limit (db/bounded-waits.ts `statementMs`) for the rest of a bulk
 * import's transaction: its statements over the whole catalogue may take longer than any
 * request's. A no-op on PGlite, which has no limit set.
 */
export async function liftStatementTimeout(tx: Database): Promise<void> {
  await tx.execute(sql`set local statement_timeout = 0`);
}

export async function upsertCountries(db: Database, rows: (typeof countries.$inferInsert)[]) {
  if (!rows.length) return;
  await db
    .insert(countries)
    .values(rows)
    .onConflictDoUpdate({ target: countries.iso2, set: takeExcluded(countries, ['id', 'iso2']) });
}

export async function upsertRegions(db: Database, rows: (typeof regions.$inferInsert)[]) {
  if (!rows.length) return;
  await db
    .insert(regions)
    .values(rows)
    .onConflictDoUpdate({
      target: [regions.countryId, regions.code],
      set: takeExcluded(regions, ['id', 'countryId', 'code']),
    });
}

export async function upsertCities(db: Database, rows: (typeof cities.$inferInsert)[]) {
  if (!rows.length) return;
  await db
    .insert(cities)
    .values(rows)
    .onConflictDoUpdate({
      target: cities.geonamesId,
      set: takeExcluded(cities, ['id', 'geonamesId']),
    });
}

/**
 * Upserts places by `(source, source_id)`, taking the imported row but keeping what the
 * Wikimedia sweep (modules/wikimedia) added to it: the Wikipedia description and its link (no
 * import carries one), and a website or heritage mark Wikidata gave where the record has none —
 * the rule of an area fetch too. A re-import (a newer bundle, an extract again) used to blank them.
 */
export async function upsertPlaces(db: Database, rows: (typeof places.$inferInsert)[]) {
  if (!rows.length) return;
  await db
    .insert(places)
    .values(rows)
    .onConflictDoUpdate({
      target: [places.source, places.sourceId],
      set: {
        ...takeExcluded(places, ['id', 'source', 'sourceId', 'description', 'descriptionUrl']),
        website: sql`coalesce(excluded.website, ${places.website})`,
        heritage: sql`excluded.heritage or ${places.heritage}`,
        updatedAt: sql`now()`,
      },
    });
}

/** Whether the catalogue holds any place yet (a first import writes without ON CONFLICT). */
export async function hasCataloguePlaces(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: places.id }).from(places).limit(1);
  return row !== undefined;
}

/** Sitelink counts the Wikidata sweep cached for these items (only the known ones). */
export async function cachedSitelinks(db: Database, qids: string[]): Promise<Map<string, number>> {
  if (!qids.length) return new Map();
  const rows = await db
    .select({ qid: wikidataEntities.qid, sitelinks: wikidataEntities.sitelinks })
    .from(wikidataEntities)
    .where(and(inArray(wikidataEntities.qid, qids), isNotNull(wikidataEntities.sitelinks)));
  return new Map(rows.map((row) => [row.qid, row.sitelinks!]));
}

/**
 * Deletes Wikidata places not in `keptWikidataIds` (only bundles bring Wikidata places) and the
 * places merged into another record of the bundle (`merges`: "osm:w123" into "wikidata:Q90"),
 * whose trip stops, ideas and uploaded photos move to that record's row ({@link foldPlaces}).
 * Returns how many rows went.
 */
export async function removeSupersededPlaces(
  db: Database,
  keptWikidataIds: string[],
  merges: readonly { from: string; into: string }[],
): Promise<number> {
  const key = sql`${places.source} || ':' || ${places.sourceId}`;
  const ids = new Map<string, number>();
  const keys = [...new Set(merges.flatMap(({ from, into }) => [from, into]))];
  if (keys.length) {
    const rows = await db
      .select({ id: places.id, key: sql<string>`${key}` })
      .from(places)
      .where(inArray(key, keys));
    for (const row of rows) ids.set(row.key, row.id);
  }
  const folds = merges.flatMap(({ from, into }) => {
    const [id, intoId] = [ids.get(from), ids.get(into)];
    return id !== undefined && intoId !== undefined && id !== intoId ? [{ id, into: intoId }] : [];
  });
  await foldPlaces(db, folds);
  const removed = await db
    .delete(places)
    .where(and(eq(places.source, 'wikidata'), notInArray(places.sourceId, keptWikidataIds)))
    .returning({ id: places.id });
  return folds.length + removed.length;
}

/**
 * Removes places found to duplicate another row (`into`), moving first what points at them:
 * trip stops and ideas (their `place_id` is not a foreign key, and a stop on a removed row would
 * open nothing) and uploaded photos (Commons ones go with the row: the sweep fetches the kept
 * row's own).
 */
export async function foldPlaces(
  db: Database,
  folds: readonly { id: number; into: number }[],
): Promise<void> {
  if (!folds.length) return;
  const ids = folds.map(({ id }) => id);
  const moves = sql`unnest(${sql.param(ids)}::int[], ${sql.param(folds.map(({ into }) => into))}::int[]) AS m(id, into_id)`;
  for (const table of [tripStops, tripIdeas]) {
    await db.execute(sql`
      UPDATE ${table} SET place_id = m.into_id FROM ${moves}
      WHERE ${table.placeId} = m.id AND ${table.placeType} <> 'city'`);
  }
  await db.execute(sql`
    UPDATE ${placeImages} SET place_id = m.into_id FROM ${moves}
    WHERE ${placeImages.placeId} = m.id AND ${placeImages.source} <> 'commons'`);
  await db.delete(places).where(inArray(places.id, ids));
}

export async function countryIdsByIso2(db: Database): Promise<Map<string, number>> {
  const rows = await db.select({ id: countries.id, iso2: countries.iso2 }).from(countries);
  return new Map(rows.map((r) => [r.iso2, r.id]));
}

/** Region ids keyed by `${countryId}:${code}`. */
export async function regionIdsByCode(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: regions.id, countryId: regions.countryId, code: regions.code })
    .from(regions);
  return new Map(rows.map((r) => [`${r.countryId}:${r.code}`, r.id]));
}

/**
 * The cities a place can be located by; with `near` (west, south, east, north), only those
 * within `marginKm` of that box (for an area fetch: the locator looks no farther than 150 km).
 */
/** Every country's shape, for placing points near a border (place-locator.ts CountryBorders). */
export async function countryBorders(db: Database): Promise<CountryBorders> {
  const rows = await db
    .select({ id: countries.id, geometry: countries.geometry })
    .from(countries)
    .where(isNotNull(countries.geometry));
  return new CountryBorders(
    rows.map((r) => ({ id: r.id, geometry: r.geometry as CountryShape | null })),
  );
}

export async function locatableCities(
  db: Database,
  near?: { bbox: [number, number, number, number]; marginKm: number },
): Promise<LocatableCity[]> {
  const settlements = inArray(cities.destinationType, ['city', 'town']);
  let where = settlements;
  if (near) {
    const [west, south, east, north] = near.bbox;
    const dLat = near.marginKm / 111;
    const widestLat = Math.min(89, Math.max(Math.abs(south), Math.abs(north)) + dLat);
    const dLng = near.marginKm / (111 * Math.cos((widestLat * Math.PI) / 180));
    const inLat = sql`${cities.lat} BETWEEN ${south - dLat} AND ${north + dLat}`;
    // Across the antimeridian the longitude test is left out rather than split in two.
    where =
      west - dLng < -180 || east + dLng > 180
        ? and(settlements, inLat)!
        : and(settlements, inLat, sql`${cities.lng} BETWEEN ${west - dLng} AND ${east + dLng}`)!;
  }
  return (
    db
      .select({
        id: cities.id,
        countryId: cities.countryId,
        regionId: cities.regionId,
        lat: cities.lat,
        lng: cities.lng,
        population: cities.population,
      })
      .from(cities)
      // Islands, regions, mountains and lakes are areas, not settlements: a place belongs to the
      // town it is in, and an area's places are the ones around it.
      .where(where)
  );
}

export async function findImport(db: Database, source: string, version: string) {
  const [row] = await db
    .select()
    .from(catalogImports)
    .where(and(eq(catalogImports.source, source), eq(catalogImports.version, version)))
    .limit(1);
  return row;
}

export async function recordImport(
  db: Database,
  values: { source: string; version: string; counts: Record<string, number>; startedAt: Date },
) {
  await db.insert(catalogImports).values(values);
}

/** Countries with their centre and region centres, for placing holidays. */
export async function holidayCountries(db: Database) {
  const countryRows = await db
    .select({ id: countries.id, iso2: countries.iso2, lat: countries.lat, lng: countries.lng })
    .from(countries);
  const regionRows = await db
    .select({
      id: regions.id,
      countryId: regions.countryId,
      code: regions.code,
      lat: regions.lat,
      lng: regions.lng,
    })
    .from(regions);
  const byCountry = new Map<
    number,
    Map<string, { id: number; lat: number | null; lng: number | null }>
  >();
  for (const r of regionRows) {
    const map = byCountry.get(r.countryId) ?? new Map();
    map.set(r.code, { id: r.id, lat: r.lat, lng: r.lng });
    byCountry.set(r.countryId, map);
  }
  return countryRows.map((c) => ({ ...c, regions: byCountry.get(c.id) ?? new Map() }));
}
