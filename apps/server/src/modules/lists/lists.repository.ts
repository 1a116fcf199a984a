import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cities, countries, regions } from '../../db/schema';

export async function countriesByIds(db: Database, ids: number[]) {
  if (!ids.length) return [];
  return db.select().from(countries).where(inArray(countries.id, ids));
}

export async function regionsByIds(db: Database, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({
      region: regions,
      country: { id: countries.id, name: countries.name, slug: countries.slug },
    })
    .from(regions)
    .innerJoin(countries, eq(countries.id, regions.countryId))
    .where(inArray(regions.id, ids));
}

/** Cities with the names of their country and region (the shape of the city presenter). */
export async function citiesByIds(db: Database, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({
      city: cities,
      countryName: countries.name,
      countrySlug: countries.slug,
      regionName: regions.name,
      regionSlug: regions.slug,
    })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .leftJoin(regions, eq(regions.id, cities.regionId))
    .where(inArray(cities.id, ids));
}
