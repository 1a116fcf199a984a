import { and, desc, eq, gte, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { cities, countries, places } from '../../../db/schema';

/** The names of these cities, by id. */
export async function cityNames(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .where(inArray(cities.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The categories of these places, by id. */
export async function placeCategories(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, string[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: places.id, categories: places.categories })
    .from(places)
    .where(inArray(places.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.categories]));
}

/** A place's whole row, with the names of its city and country. */
export async function placeWithNames(db: Database, placeId: number) {
  const [row] = await db
    .select({ place: places, cityName: cities.name, countryName: countries.name })
    .from(places)
    .leftJoin(cities, eq(cities.id, places.cityId))
    .leftJoin(countries, eq(countries.id, places.countryId))
    .where(eq(places.id, placeId))
    .limit(1);
  return row ?? null;
}

/** A city's point, monthly climate and weekly cost. */
export async function cityClimateAndCost(db: Database, cityId: number) {
  const [row] = await db
    .select({
      name: cities.name,
      lat: cities.lat,
      lng: cities.lng,
      climate: cities.climate,
      costForWeek: cities.costForWeek,
      timezone: cities.timezone,
    })
    .from(cities)
    .where(eq(cities.id, cityId))
    .limit(1);
  return row ?? null;
}

export async function countryIdByCode(db: Database, iso2: string): Promise<number | null> {
  const [row] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.iso2, iso2))
    .limit(1);
  return row?.id ?? null;
}

/** The facts the assistant answers about a country from. */
export async function countryFactsRow(db: Database, countryId: number) {
  const [row] = await db
    .select({
      name: countries.name,
      iso2: countries.iso2,
      lat: countries.lat,
      lng: countries.lng,
      id: countries.id,
      costForWeek: countries.costForWeek,
      currencies: countries.currencies,
      languages: countries.languages,
      capital: countries.capital,
      continent: countries.continent,
      advisory: countries.advisory,
      timezones: countries.timezones,
    })
    .from(countries)
    .where(eq(countries.id, countryId))
    .limit(1);
  return row ?? null;
}

/** The country's best-known cities that have a climate table: what its weather is read from. */
export async function bestKnownCitiesWithClimate(db: Database, countryId: number, limit: number) {
  return db
    .select({ name: cities.name, climate: cities.climate, costForWeek: cities.costForWeek })
    .from(cities)
    .where(and(eq(cities.countryId, countryId), isNotNull(cities.climate)))
    .orderBy(desc(cities.rating), desc(cities.population))
    .limit(limit);
}

export interface DestinationFilter {
  continent: string | null;
  maxWeekly: number | null;
  coastalOnly: boolean;
  minAttractions: number;
}

/** Cities with a climate table, a weekly cost and sights, for the where-and-when ranking. */
export async function destinationCandidates(db: Database, filter: DestinationFilter) {
  return db
    .select({
      id: cities.id,
      name: cities.name,
      lat: cities.lat,
      lng: cities.lng,
      countryName: countries.name,
      countryCode: countries.iso2,
      continent: countries.continent,
      climate: cities.climate,
      costForWeek: cities.costForWeek,
      isCoastal: cities.isCoastal,
      attractions: cities.attractionsCount,
    })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(
      and(
        isNotNull(cities.climate),
        isNotNull(cities.costForWeek),
        gte(cities.attractionsCount, filter.minAttractions),
        filter.continent
          ? or(eq(countries.continent, filter.continent), eq(countries.subregion, filter.continent))
          : undefined,
        filter.maxWeekly !== null ? lte(cities.costForWeek, filter.maxWeekly) : undefined,
        filter.coastalOnly ? eq(cities.isCoastal, true) : undefined,
        // An open "where should I go" never suggests a country the U.S. State Department rates
        // Level 3 ("Reconsider travel") or 4 ("Do not travel") as a whole; where the level
        // varies by state or area (Mexico) the country stays, and its page gives the advisory.
        sql`(${countries.advisory} is null or (${countries.advisory}->>'level')::int < 3 or ${countries.advisory} ? 'varies_by')`,
      ),
    );
}

/**
 * The catalogue's towns in a box, best known first (a base to stay in): those with sights of
 * their own or a Wikivoyage article, since a traveller sleeps where there is something nearby,
 * and towns only ("Lofoten is the best base" named the archipelago).
 */
export async function townsInBox(
  db: Database,
  box: { west: number; south: number; east: number; north: number },
  limit: number,
) {
  return db
    .select({ id: cities.id, name: cities.name, lat: cities.lat, lng: cities.lng })
    .from(cities)
    .where(
      and(
        sql`point(${cities.lng}, ${cities.lat}) <@ box(point(${box.west}, ${box.south}), point(${box.east}, ${box.north}))`,
        or(sql`${cities.attractionsCount} > 0`, isNotNull(cities.wikivoyage)),
        // A place to sleep is a town: not the island, region or mountain around it.
        inArray(cities.destinationType, ['city', 'town']),
      ),
    )
    .orderBy(cities.popularityInWorld, desc(cities.population), cities.id)
    .limit(limit);
}
