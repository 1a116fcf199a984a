import type { GeoDataBox } from '@ai-map/contracts';
import {
  and,
  between,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  max,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { catalogImports, cities, countries, regions } from '../../db/schema';
import { inBox } from '../../db/in-box';

/** Id of the last catalogue import: shape caches are rebuilt when it changes. */
export async function catalogueVersion(db: Database): Promise<number> {
  const [row] = await db.select({ id: max(catalogImports.id) }).from(catalogImports);
  return row?.id ?? 0;
}

export async function countryGeometries(db: Database) {
  return db.select({ id: countries.id, geometry: countries.geometry }).from(countries);
}

/** The place counts that the comparing views can ask a city or a country to have. */
export type CountedCategory = 'attractions' | 'food_and_drinks' | 'shopping' | 'events';

const countColumns = (t: typeof cities | typeof countries): Record<CountedCategory, AnyColumn> => ({
  attractions: t.attractionsCount,
  food_and_drinks: t.foodCount,
  shopping: t.shopsCount,
  events: t.eventsCount,
});

/** What a list of countries or cities can be narrowed by; a missing criterion matches all. */
export interface AreaFilter {
  box?: GeoDataBox;
  rating?: [number, number];
  /** At least one place of any of these categories (none listed: no condition). */
  withAnyOf?: CountedCategory[];
}

function areaConditions(t: typeof cities | typeof countries, f: AreaFilter) {
  const counts = countColumns(t);
  return [
    inBox(t, f.box),
    f.rating ? between(t.rating, f.rating[0], f.rating[1]) : undefined,
    f.withAnyOf?.length ? or(...f.withAnyOf.map((c) => gt(counts[c], 0))) : undefined,
  ];
}

/** Countries matching the filter (and the continent, when given), best rated first. */
export async function countriesWhere(
  db: Database,
  f: AreaFilter & { continent?: string },
  limit?: number,
) {
  const where = and(
    f.continent ? eq(countries.continent, f.continent) : undefined,
    ...areaConditions(countries, f),
  );
  const query = db
    .select()
    .from(countries)
    .where(where)
    .orderBy(desc(countries.rating), countries.slug);
  return limit ? query.limit(limit) : query;
}

/** Cities matching the filter: best rated first, then larger, then by id (stable for ties). */
export async function citiesWhere(db: Database, f: AreaFilter, limit: number) {
  return db
    .select()
    .from(cities)
    .where(and(...areaConditions(cities, f)))
    .orderBy(desc(cities.rating), desc(cities.population), cities.id)
    .limit(limit);
}

/** The month's entry of a city's climate array (null when the city has no climate). */
const climateMonth = (month: number) =>
  sql`(select e from jsonb_array_elements(${cities.climate}) e where (e->>'month')::int = ${month} limit 1)`;

export interface CityFilter {
  box?: GeoDataBox;
  rating?: [number, number];
  terrain?: string[];
  month: number;
  seasons?: string[];
}

export async function filterCities(db: Database, f: CityFilter, limit: number) {
  const conditions: (SQL | undefined)[] = areaConditions(cities, f);
  if (f.terrain?.length) {
    conditions.push(
      or(...f.terrain.map((t) => sql`${cities.terrainTypes} @> ${JSON.stringify([t])}::jsonb`)),
    );
  }
  if (f.seasons?.length) {
    conditions.push(inArray(sql`(${climateMonth(f.month)})->>'season'`, f.seasons));
  }
  return db
    .select({
      id: cities.id,
      name: cities.name,
      countryId: cities.countryId,
      rating: cities.rating,
      lat: cities.lat,
      lng: cities.lng,
    })
    .from(cities)
    .where(and(...conditions))
    .orderBy(desc(cities.rating), desc(cities.population), cities.id)
    .limit(limit);
}

export async function touristCities(db: Database, box: GeoDataBox, limit: number) {
  return db
    .select()
    .from(cities)
    .where(and(inBox(cities, box), gt(cities.attractionsCount, 0)))
    .orderBy(desc(cities.attractionsCount), desc(cities.rating), cities.id)
    .limit(limit);
}

export interface ClimateFilter {
  box: GeoDataBox;
  month: number;
  seasons?: string[];
  day?: [number, number];
  water?: [number, number];
}

export async function climateCities(db: Database, f: ClimateFilter, limit: number) {
  const m = climateMonth(f.month);
  const conditions: (SQL | undefined)[] = [inBox(cities, f.box), isNotNull(cities.climate)];
  if (f.seasons?.length) conditions.push(inArray(sql`(${m})->>'season'`, f.seasons));
  if (f.day) {
    conditions.push(sql`((${m})->>'avg_day')::float8 between ${f.day[0]} and ${f.day[1]}`);
  }
  if (f.water) {
    conditions.push(sql`((${m})->>'avg_water')::float8 between ${f.water[0]} and ${f.water[1]}`);
  }
  return db
    .select({
      id: cities.id,
      name: cities.name,
      lat: cities.lat,
      lng: cities.lng,
      month: sql<unknown>`${m}`,
    })
    .from(cities)
    .where(and(...conditions))
    .orderBy(desc(cities.population), cities.id)
    .limit(limit);
}

export async function citiesInBox(db: Database, box: GeoDataBox, limit: number) {
  return db
    .select()
    .from(cities)
    .where(inBox(cities, box))
    .orderBy(desc(cities.population), cities.id)
    .limit(limit);
}

/** How many cities of each country carry each terrain type. */
export async function terrainCounts(db: Database, countryIds: number[]) {
  if (countryIds.length === 0) return [];
  const result = await db.execute(sql`
    select c.country_id, t.name, count(*)::int as n
    from ${cities} c cross join lateral jsonb_array_elements_text(c.terrain_types) as t(name)
    where c.country_id in (${sql.join(
      countryIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    group by c.country_id, t.name
    order by n desc, t.name`);
  return (result as unknown as { rows: { country_id: number; name: string; n: number }[] }).rows;
}

export async function regionsInBox(db: Database, box: GeoDataBox, limit: number, offset: number) {
  const where = and(isNotNull(regions.lat), isNotNull(regions.lng), inBox(regions, box));
  const rows = await db
    .select()
    .from(regions)
    .where(where)
    .orderBy(regions.slug, regions.id)
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(regions)
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function cityPointsOfRegions(db: Database, regionIds: number[]) {
  if (regionIds.length === 0) return [];
  return db
    .select({ regionId: cities.regionId, lat: cities.lat, lng: cities.lng })
    .from(cities)
    .where(inArray(cities.regionId, regionIds));
}

export async function countryById(db: Database, id: number) {
  const [row] = await db.select().from(countries).where(eq(countries.id, id)).limit(1);
  return row;
}

export async function countryReligions(db: Database) {
  return db.select({ religions: countries.religions }).from(countries);
}

/** Names, centres and languages of the countries in the box (all without one), by name. */
export async function countryLanguages(db: Database, box: GeoDataBox | undefined) {
  return db
    .select({
      id: countries.id,
      name: countries.name,
      slug: countries.slug,
      lat: countries.lat,
      lng: countries.lng,
      languages: countries.languages,
    })
    .from(countries)
    .where(inBox(countries, box))
    .orderBy(countries.name);
}

/** Names, centres and travel advisories of the countries in the box (all without one), by name. */
export async function countryAdvisories(db: Database, box: GeoDataBox | undefined) {
  return db
    .select({
      id: countries.id,
      name: countries.name,
      slug: countries.slug,
      lat: countries.lat,
      lng: countries.lng,
      advisory: countries.advisory,
    })
    .from(countries)
    .where(inBox(countries, box))
    .orderBy(countries.name);
}
