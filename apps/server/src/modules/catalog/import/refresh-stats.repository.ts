import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';

/** Which rows to refresh: all, or only these ids (the owners of the places an area fetch wrote). */
type Only = readonly number[] | undefined;
const onlyIds = (column: SQL, only: Only) =>
  only ? sql`${column} = ANY(${`{${only.join(',')}}`}::int[])` : sql`true`;

/** Counts of places by kind, per owner column, as a derived table. */
const placeCounts = (owner: 'city_id' | 'region_id' | 'country_id', only: Only) => sql`
    SELECT ${sql.raw(owner)} AS owner,
      count(*) FILTER (WHERE kind = 'attraction') AS attractions,
      count(*) FILTER (WHERE kind = 'food') AS food,
      count(*) FILTER (WHERE kind = 'shop') AS shops,
      count(*) FILTER (WHERE kind = 'event') AS events
    FROM places WHERE ${sql.raw(owner)} IS NOT NULL AND ${onlyIds(sql.raw(owner), only)}
    GROUP BY ${sql.raw(owner)}`;

/**
 * One pass over a table: every row gets its place counts (zero when it has none) from the
 * grouped counts, joined on the owner column.
 */
async function refreshCounts(
  db: Database,
  table: 'cities' | 'regions' | 'countries',
  owner: 'city_id' | 'region_id' | 'country_id',
  only: Only = undefined,
) {
  await db.execute(sql`
    UPDATE ${sql.raw(table)} AS t SET
      attractions_count = coalesce(s.attractions, 0), food_count = coalesce(s.food, 0),
      shops_count = coalesce(s.shops, 0), events_count = coalesce(s.events, 0)
    FROM ${sql.raw(table)} AS o LEFT JOIN (${placeCounts(owner, only)}) AS s ON s.owner = o.id
    WHERE o.id = t.id AND ${onlyIds(sql`o.id`, only)} AND (
      t.attractions_count, t.food_count, t.shops_count, t.events_count
    ) IS DISTINCT FROM (
      coalesce(s.attractions, 0), coalesce(s.food, 0), coalesce(s.shops, 0), coalesce(s.events, 0)
    )`);
}

/**
 * Recomputes the derived figures after an import: place counts per city, region and country,
 * city and region counts per country, and the ratings (docs/data.md: rating rules):
 * - city: 4, + log10(population / 15,000) up to 2, + 1.5·log10(1 + attractions) up to 3,
 *   + 0.5 for a capital, + 0.3 on the coast, + 1.5 for a Wikivoyage article under the bare name
 *   (Wikivoyage gives it to the place most travellers mean: Rome, not Rome, Georgia) or 0.75
 *   under a disambiguated one, + 0.5 for each Wikivoyage article around that names it, up to 1.5;
 * - country: 4, + 2·log10(1 + tourist arrivals in millions) up to 3,
 *   + log10(1 + attractions) up to 2.
 * All clamped to 0–10 and rounded to one decimal.
 */
export async function refreshCatalogStats(db: Database): Promise<void> {
  await refreshCounts(db, 'cities', 'city_id');
  await refreshCounts(db, 'regions', 'region_id');
  await refreshCounts(db, 'countries', 'country_id');
  await db.execute(sql`
    UPDATE regions AS r SET cities_count = coalesce(s.n, 0)
    FROM (SELECT r2.id, count(c.id) AS n FROM regions r2 LEFT JOIN cities c ON c.region_id = r2.id GROUP BY r2.id) AS s
    WHERE s.id = r.id`);
  await db.execute(sql`
    UPDATE countries AS k SET
      cities_count = (SELECT count(*) FROM cities c WHERE c.country_id = k.id),
      regions_count = (SELECT count(*) FROM regions r WHERE r.country_id = k.id)`);
  await refreshRatings(db);
}

/**
 * Fresh planner statistics for the catalogue after a bulk import. PGlite has no autovacuum, so
 * without this a new database keeps the estimates of its empty tables and picks plans for 45
 * attractions where there are 10,806.
 */
export async function analyzeCatalog(db: Database) {
  await db.execute(sql`ANALYZE countries, regions, cities, places`);
}

/** City and country ratings (rules above); only rows whose rating changes are written. */
async function refreshRatings(db: Database, cities: Only = undefined, countries: Only = undefined) {
  await db.execute(sql`
    UPDATE cities AS c SET rating = r.value
    FROM (SELECT id, round(least(10, greatest(0,
      4
      + least(2, greatest(0, log(greatest(population, 1)::numeric / 15000)))
      + least(3, 1.5 * log(1 + attractions_count))
      + CASE WHEN is_capital THEN 0.5 ELSE 0 END
      + CASE WHEN is_coastal THEN 0.3 ELSE 0 END
      + CASE WHEN wikivoyage IS NULL THEN 0 WHEN wikivoyage LIKE '%(%' THEN 0.75 ELSE 1.5 END
      + least(1.5, 0.5 * guide_mentions)
    ))::numeric, 1)::real AS value FROM cities WHERE ${onlyIds(sql`id`, cities)}) AS r
    WHERE r.id = c.id AND c.rating IS DISTINCT FROM r.value`);
  await db.execute(sql`
    UPDATE countries SET rating = round(least(10, greatest(0,
      4
      + least(3, 2 * log(1 + coalesce(tourist_amount, 0)::numeric))
      + least(2, log(1 + attractions_count))
    ))::numeric, 1)
    WHERE ${onlyIds(sql`id`, countries)}`);
}

/**
 * After an area fetch: the place counts and ratings of the cities, regions and countries that
 * own the places written (before or after), and no others, so a fetch costs the same however
 * large the catalogue. City and region counts per country do not change with places.
 */
export async function refreshOwnerStats(
  db: Database,
  owners: { cityIds: number[]; regionIds: number[]; countryIds: number[] },
): Promise<void> {
  await refreshCounts(db, 'cities', 'city_id', owners.cityIds);
  await refreshCounts(db, 'regions', 'region_id', owners.regionIds);
  await refreshCounts(db, 'countries', 'country_id', owners.countryIds);
  await refreshRatings(db, owners.cityIds, owners.countryIds);
}
