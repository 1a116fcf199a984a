import { and, count, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cities, countries, placeImages, places, regions } from '../../db/schema';
import { orderBy } from '../../db/order-by';
import { offsetOf, type PageRequest } from '../catalog/ordering';

export type PlaceKind = (typeof places.$inferSelect)['kind'];

/** A place with the names and slugs of where it is. */
const placeWithLocation = (db: Database) =>
  db
    .select({
      place: places,
      cityName: cities.name,
      citySlug: cities.slug,
      regionName: regions.name,
      regionSlug: regions.slug,
      countryName: countries.name,
      countrySlug: countries.slug,
    })
    .from(places)
    .leftJoin(cities, eq(cities.id, places.cityId))
    .leftJoin(regions, eq(regions.id, places.regionId))
    .leftJoin(countries, eq(countries.id, places.countryId));
export type PlaceWithLocation = Awaited<
  ReturnType<ReturnType<typeof placeWithLocation>['execute']>
>[number];

const placeOrder = {
  rating: places.rating,
  name: places.name,
  visitors: places.visitors,
  start_date: places.startDate,
};
export const PLACE_ORDERINGS = Object.keys(placeOrder) as [string, ...string[]];

export interface PlaceFilter {
  kind: PlaceKind;
  /** Any of these category slugs. */
  categories?: string[];
  cityId?: number;
  countryId?: number;
  regionIds?: number[];
  excludeId?: number;
  localCulture?: boolean;
  /** And also any of these category slugs (a second, independent category condition). */
  alsoCategories?: string[];
  /** Any of these `type` values (type_of_shop, the holiday type, the bank/ATM amenity…). */
  types?: string[];
  /** Any of these cuisine slugs. */
  cuisines?: string[];
  /** Places with local_culture set, or carrying one of these categories or cuisines. */
  culture?: { categories: string[]; cuisines: string[] };
  /**
   * Places that concern a location: in the country, in the region or region-less (nationwide),
   * and — for a city — in the city or city-less. Nationwide holidays belong to every region.
   */
  concerning?: { countryId: number; regionId?: number | null; cityId?: number };
  /** Dated places that have not ended before this ISO date (events). */
  endingFrom?: string;
  /** Dated places that ended before this ISO date (past events). */
  endedBefore?: string;
}

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

function placeWhere(f: PlaceFilter): SQL | undefined {
  return and(
    eq(places.kind, f.kind),
    f.categories?.length ? sql`${places.categories} ?| ${textArray(f.categories)}` : undefined,
    f.cityId !== undefined ? eq(places.cityId, f.cityId) : undefined,
    f.countryId !== undefined ? eq(places.countryId, f.countryId) : undefined,
    f.regionIds?.length ? inArray(places.regionId, f.regionIds) : undefined,
    f.excludeId !== undefined ? ne(places.id, f.excludeId) : undefined,
    f.localCulture !== undefined ? eq(places.localCulture, f.localCulture) : undefined,
    f.alsoCategories?.length
      ? sql`${places.categories} ?| ${textArray(f.alsoCategories)}`
      : undefined,
    f.types?.length ? inArray(places.type, f.types) : undefined,
    f.cuisines?.length ? sql`${places.cuisines} ?| ${textArray(f.cuisines)}` : undefined,
    f.culture
      ? or(
          eq(places.localCulture, true),
          f.culture.categories.length
            ? sql`${places.categories} ?| ${textArray(f.culture.categories)}`
            : undefined,
          f.culture.cuisines.length
            ? sql`${places.cuisines} ?| ${textArray(f.culture.cuisines)}`
            : undefined,
        )
      : undefined,
    f.concerning
      ? and(
          eq(places.countryId, f.concerning.countryId),
          f.concerning.regionId !== undefined
            ? or(
                isNull(places.regionId),
                f.concerning.regionId === null
                  ? undefined
                  : eq(places.regionId, f.concerning.regionId),
              )
            : undefined,
          f.concerning.cityId !== undefined
            ? or(isNull(places.cityId), eq(places.cityId, f.concerning.cityId))
            : undefined,
        )
      : undefined,
    f.endingFrom !== undefined
      ? sql`coalesce(${places.endDate}, ${places.startDate}) >= ${f.endingFrom}`
      : undefined,
    f.endedBefore !== undefined
      ? sql`coalesce(${places.endDate}, ${places.startDate}) < ${f.endedBefore}`
      : undefined,
  );
}

export async function listPlaces(db: Database, filter: PlaceFilter, page: PageRequest) {
  const where = placeWhere(filter);
  const rows = await placeWithLocation(db)
    .where(where)
    .orderBy(...orderBy(page.ordering, placeOrder, places.id))
    .limit(page.page_size)
    .offset(offsetOf(page));
  const [total] = await db.select({ n: count() }).from(places).where(where);
  return { rows, total: total!.n };
}

/** Places of a kind nearest to a point (SP-GiST k-nearest-neighbour on point(lng, lat)). */
export async function nearestPlaces(
  db: Database,
  filter: PlaceFilter,
  point: { lat: number; lng: number },
  page: { page: number; page_size: number },
) {
  const where = placeWhere(filter);
  const rows = await placeWithLocation(db)
    .where(where)
    .orderBy(
      sql`point(${places.lng}, ${places.lat}) <-> point(${point.lng}, ${point.lat})`,
      places.id,
    )
    .limit(page.page_size)
    .offset((page.page - 1) * page.page_size);
  const [total] = await db.select({ n: count() }).from(places).where(where);
  return { rows, total: total!.n };
}

export async function placeById(db: Database, kind: PlaceKind, id: number) {
  const [row] = await placeWithLocation(db)
    .where(and(eq(places.id, id), eq(places.kind, kind)))
    .limit(1);
  return row;
}

/** How many places of a kind (and of the rest of the filter) carry each category slug. */
export async function categoryCounts(
  db: Database,
  kind: PlaceKind,
  filter: Omit<PlaceFilter, 'kind'> = {},
  column: 'categories' | 'cuisines' = 'categories',
): Promise<Map<string, number>> {
  const values = column === 'categories' ? places.categories : places.cuisines;
  // Both drivers answer raw queries with `{ rows }`; count(*) arrives as a string from pg.
  const result = (await db.execute(
    sql`SELECT c.slug AS slug, count(*) AS n FROM ${places}, jsonb_array_elements_text(${values}) AS c(slug)
        WHERE ${placeWhere({ ...filter, kind })} GROUP BY c.slug`,
  )) as unknown as { rows: { slug: string; n: number | string }[] };
  return new Map(result.rows.map((r) => [r.slug, Number(r.n)]));
}

/** How many places of a kind have each `type` value (types_of_shop…), most common first. */
export async function typeCounts(db: Database, filter: PlaceFilter) {
  const n = count();
  const rows = await db
    .select({ type: places.type, n })
    .from(places)
    .where(and(placeWhere(filter), sql`${places.type} is not null`))
    .groupBy(places.type)
    .orderBy(desc(n), places.type);
  return rows.map((r) => ({ type: r.type!, count: r.n }));
}

/** Places of a kind by id, in no particular order. */
export async function placesByIds(db: Database, kind: PlaceKind, ids: number[]) {
  if (!ids.length) return [];
  return placeWithLocation(db).where(and(eq(places.kind, kind), inArray(places.id, ids)));
}

/** Per region or city: how many places match the filter, most first. */
export async function locationCounts(
  db: Database,
  filter: PlaceFilter,
  level: 'region' | 'city',
  limit: number,
) {
  const table = level === 'region' ? regions : cities;
  const column = level === 'region' ? places.regionId : places.cityId;
  const n = count();
  const rows = await db
    .select({
      id: table.id,
      name: table.name,
      slug: table.slug,
      countryId: countries.id,
      countryName: countries.name,
      countrySlug: countries.slug,
      n,
    })
    .from(places)
    .innerJoin(table, eq(table.id, column))
    .innerJoin(countries, eq(countries.id, table.countryId))
    .where(placeWhere(filter))
    .groupBy(table.id, table.name, table.slug, countries.id, countries.name, countries.slug)
    .orderBy(desc(n), table.name, table.id)
    .limit(limit);
  return rows;
}

/** Regions with this slug, in any country (division paths may name a region by slug alone). */
export async function regionsBySlug(db: Database, slug: string) {
  return db.select().from(regions).where(eq(regions.slug, slug)).limit(2);
}

export async function imagesOf(db: Database, placeIds: number[]) {
  const map = new Map<number, (typeof placeImages.$inferSelect)[]>(placeIds.map((id) => [id, []]));
  if (!placeIds.length) return map;
  const rows = await db
    .select()
    .from(placeImages)
    .where(and(inArray(placeImages.placeId, placeIds), eq(placeImages.isPublished, true)))
    .orderBy(placeImages.id);
  for (const row of rows) map.get(row.placeId)!.push(row);
  return map;
}

export async function insertImage(db: Database, values: typeof placeImages.$inferInsert) {
  const [row] = await db.insert(placeImages).values(values).returning();
  return row!;
}

export async function imageById(db: Database, id: number) {
  const [row] = await db.select().from(placeImages).where(eq(placeImages.id, id)).limit(1);
  return row;
}

export async function deleteImage(db: Database, id: number) {
  await db.delete(placeImages).where(eq(placeImages.id, id));
}

export async function regionIdsBySlugs(db: Database, slugs: string[]): Promise<number[]> {
  if (!slugs.length) return [];
  const rows = await db
    .select({ id: regions.id })
    .from(regions)
    .where(inArray(regions.slug, slugs));
  return rows.map((r) => r.id);
}

export async function countPlaces(db: Database, filter: PlaceFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(places).where(placeWhere(filter));
  return row!.n;
}

/** Mean Earth radius, km: the figure haversineKm in @ai-map/contracts uses too. */
const EARTH_RADIUS_KM = 6371;

/**
 * Places of the filter within `km` (great circle) of a point: the best rated `limit` of them and
 * how many there are. A box around the disc narrows the rows before the exact distance; near the
 * poles or the antimeridian the box would wrap, so there it spans every longitude.
 */
export async function placesWithinKm(
  db: Database,
  filter: PlaceFilter,
  point: { lat: number; lng: number },
  km: number,
  limit: number,
) {
  const dLat = km / 111.32;
  const dLng = km / (111.32 * Math.cos((point.lat * Math.PI) / 180));
  const wraps = !Number.isFinite(dLng) || Math.abs(point.lng) + dLng > 180;
  const distance = sql`2 * ${EARTH_RADIUS_KM} * asin(sqrt(
    power(sin(radians(${places.lat} - ${point.lat}) / 2), 2) +
    cos(radians(${point.lat})) * cos(radians(${places.lat})) *
    power(sin(radians(${places.lng} - ${point.lng}) / 2), 2)))`;
  // `point <@ box` is what lets the SP-GiST index places_geo_idx narrow the rows.
  const box = wraps
    ? sql`point(${places.lng}, ${places.lat}) <@ box(point(-180, ${point.lat - dLat}), point(180, ${point.lat + dLat}))`
    : sql`point(${places.lng}, ${places.lat}) <@ box(point(${point.lng - dLng}, ${point.lat - dLat}), point(${point.lng + dLng}, ${point.lat + dLat}))`;
  const where = and(placeWhere(filter), box, sql`${distance} <= ${km}`);
  const rows = await placeWithLocation(db)
    .where(where)
    .orderBy(desc(places.rating), places.id)
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(places).where(where);
  return { rows, total: total!.n };
}
