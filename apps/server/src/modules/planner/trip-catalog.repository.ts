import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cities, countries, places, votes } from '../../db/schema';

// The catalogue as the planner reads it: the places and cities a trip's stops point at.

export type CatalogKind = 'attraction' | 'shop' | 'food_and_drinks' | 'city';

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
  /** The place's type ("Lake", "Museum"); a city has none. Leg rules read it (itinerary/shore.ts). */
  type?: string | null;
}

const PLACE_KIND = { attraction: 'attraction', shop: 'shop', food_and_drinks: 'food' } as const;

/** A catalogue place's columns, read from `places`; a city's from `cities` (its own city). */
const PLACE_COLUMNS = {
  id: places.id,
  name: places.name,
  lat: places.lat,
  lng: places.lng,
  cityId: places.cityId,
  countryId: places.countryId,
  countryIso2: countries.iso2,
  rating: places.rating,
  type: places.type,
};
const CITY_COLUMNS = {
  id: cities.id,
  name: cities.name,
  lat: cities.lat,
  lng: cities.lng,
  countryId: cities.countryId,
  countryIso2: countries.iso2,
  rating: cities.rating,
};
const cityPlace = (row: Omit<CatalogPlace, 'kind' | 'cityId'>): CatalogPlace => ({
  ...row,
  kind: 'city',
  cityId: row.id,
});

/** Catalogue objects by kind and id; unknown ids are simply missing from the answer. */
export async function findCatalogPlaces(
  db: Database,
  kind: CatalogKind,
  ids: readonly number[],
): Promise<CatalogPlace[]> {
  if (ids.length === 0) return [];
  if (kind === 'city') {
    const rows = await db
      .select(CITY_COLUMNS)
      .from(cities)
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .where(inArray(cities.id, [...ids]));
    return rows.map(cityPlace);
  }
  const rows = await db
    .select(PLACE_COLUMNS)
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
    .select(PLACE_COLUMNS)
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
    .select(CITY_COLUMNS)
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(eq(cities.countryId, countryId))
    .orderBy(desc(cities.rating), desc(cities.population), asc(cities.id))
    .limit(limit);
  return rows.map(cityPlace);
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
