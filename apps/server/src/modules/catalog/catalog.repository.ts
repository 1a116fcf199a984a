import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cities, countries, regions } from '../../db/schema';
import { orderBy } from '../../db/order-by';
import { offsetOf, type PageRequest } from './ordering';

export type CountryRow = typeof countries.$inferSelect;
export type RegionRow = typeof regions.$inferSelect;

// "name" orders by the slug: the accent-free spelling sorts Île-de-France under I in every
// collation, where PGlite's C collation would put it after Z.
const countryOrder = {
  rating: countries.rating,
  name: countries.slug,
  tourist_amount: countries.touristAmount,
  cost_for_week: countries.costForWeek,
  places: countries.attractionsCount,
};
const regionOrder = {
  name: regions.slug,
  places: regions.attractionsCount,
  cities_count: regions.citiesCount,
};
const cityOrder = {
  rating: cities.rating,
  name: cities.slug,
  population: cities.population,
  cost_for_week: cities.costForWeek,
  places: cities.attractionsCount,
  popularity: sql`${cities.population}`,
};
export const COUNTRY_ORDERINGS = Object.keys(countryOrder) as [string, ...string[]];
export const REGION_ORDERINGS = Object.keys(regionOrder) as [string, ...string[]];
export const CITY_ORDERINGS = Object.keys(cityOrder) as [string, ...string[]];

export async function listCountries(db: Database, page: PageRequest) {
  const rows = await db
    .select()
    .from(countries)
    .orderBy(...orderBy(page.ordering, countryOrder, countries.id))
    .limit(page.page_size)
    .offset(offsetOf(page));
  const [total] = await db.select({ n: count() }).from(countries);
  return { rows, total: total!.n };
}

export async function countryBy(db: Database, where: { slug: string } | { id: number }) {
  const [row] = await db
    .select()
    .from(countries)
    .where('slug' in where ? eq(countries.slug, where.slug) : eq(countries.id, where.id))
    .limit(1);
  return row;
}

export async function listRegions(db: Database, countryId: number, page: PageRequest) {
  const where = eq(regions.countryId, countryId);
  const rows = await db
    .select()
    .from(regions)
    .where(where)
    .orderBy(...orderBy(page.ordering, regionOrder, regions.id))
    .limit(page.page_size)
    .offset(offsetOf(page));
  const [total] = await db.select({ n: count() }).from(regions).where(where);
  return { rows, total: total!.n };
}

export async function regionBy(
  db: Database,
  where: { countryId: number; slug: string } | { id: number },
) {
  const [row] = await db
    .select()
    .from(regions)
    .where(
      'id' in where
        ? eq(regions.id, where.id)
        : and(eq(regions.countryId, where.countryId), eq(regions.slug, where.slug)),
    )
    .limit(1);
  return row;
}

/** Cities with the names of their country and region, for cards and pages. */
const cityWithNames = (db: Database) =>
  db
    .select({
      city: cities,
      countryName: countries.name,
      countrySlug: countries.slug,
      regionName: regions.name,
      regionSlug: regions.slug,
    })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .leftJoin(regions, eq(regions.id, cities.regionId));
export type CityWithNames = Awaited<
  ReturnType<ReturnType<typeof cityWithNames>['execute']>
>[number];

export interface CityFilter {
  countryId?: number;
  regionId?: number;
  /** Only cities with at least one attraction ("tourist cities"). */
  touristOnly?: boolean;
  excludeId?: number;
}

function cityWhere(filter: CityFilter): SQL | undefined {
  return and(
    filter.countryId !== undefined ? eq(cities.countryId, filter.countryId) : undefined,
    filter.regionId !== undefined ? eq(cities.regionId, filter.regionId) : undefined,
    filter.touristOnly ? sql`${cities.attractionsCount} > 0` : undefined,
    filter.excludeId !== undefined ? ne(cities.id, filter.excludeId) : undefined,
  );
}

export async function listCities(db: Database, filter: CityFilter, page: PageRequest) {
  const where = cityWhere(filter);
  const rows = await cityWithNames(db)
    .where(where)
    .orderBy(...orderBy(page.ordering, cityOrder, cities.id))
    .limit(page.page_size)
    .offset(offsetOf(page));
  const [total] = await db.select({ n: count() }).from(cities).where(where);
  return { rows, total: total!.n };
}

export async function cityBy(db: Database, where: { slug: string } | { id: number }) {
  const [row] = await cityWithNames(db)
    .where('slug' in where ? eq(cities.slug, where.slug) : eq(cities.id, where.id))
    .limit(1);
  return row;
}

/**
 * Cities like this one: same country, closest in rating and then in size — the ones a visitor
 * weighing this city would compare it with.
 */
export async function similarCities(db: Database, city: CityWithNames['city'], limit: number) {
  return cityWithNames(db)
    .where(and(eq(cities.countryId, city.countryId), ne(cities.id, city.id)))
    .orderBy(
      sql`abs(${cities.rating} - ${city.rating})`,
      sql`abs(ln(greatest(${cities.population}, 1)) - ln(${Math.max(city.population, 1)}))`,
      cities.id,
    )
    .limit(limit);
}
