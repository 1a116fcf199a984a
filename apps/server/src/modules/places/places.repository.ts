import { and, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cities, countries, placeImages, places, regions } from '../../db/schema';
import { offsetOf, orderBy, type PageRequest } from '../catalog/ordering';

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

/** Places of a kind nearest to a point (GiST k-nearest-neighbour on point(lng, lat)). */
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

/** How many places of a kind carry each category slug. */
export async function categoryCounts(db: Database, kind: PlaceKind): Promise<Map<string, number>> {
  // Both drivers answer raw queries with `{ rows }`; count(*) arrives as a string from pg.
  const result = (await db.execute(
    sql`SELECT c.slug AS slug, count(*) AS n FROM ${places}, jsonb_array_elements_text(${places.categories}) AS c(slug)
        WHERE ${places.kind} = ${kind} GROUP BY c.slug`,
  )) as unknown as { rows: { slug: string; n: number | string }[] };
  return new Map(result.rows.map((r) => [r.slug, Number(r.n)]));
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
