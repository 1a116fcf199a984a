import { type BoundingBox } from '@ai-map/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cities, countries } from '../../db/schema';
import { inBox } from '../../db/in-box';

const counts = (t: typeof countries | typeof cities) => ({
  attractionsCount: t.attractionsCount,
  eventsCount: t.eventsCount,
  shopsCount: t.shopsCount,
  foodCount: t.foodCount,
});

/** Countries whose centre is in the box, the best rated first. */
export async function countriesInBox(db: Database, box: BoundingBox, limit: number) {
  return db
    .select({
      id: countries.id,
      name: countries.name,
      slug: countries.slug,
      rating: countries.rating,
      lat: countries.lat,
      lng: countries.lng,
      ...counts(countries),
    })
    .from(countries)
    .where(inBox(countries, box))
    .orderBy(desc(countries.rating), countries.id)
    .limit(limit);
}

/** Cities whose centre is in the box, with their country, the best rated (then largest) first. */
export async function citiesInBox(db: Database, box: BoundingBox, limit: number) {
  return db
    .select({
      id: cities.id,
      name: cities.name,
      slug: cities.slug,
      rating: cities.rating,
      lat: cities.lat,
      lng: cities.lng,
      countryName: countries.name,
      countrySlug: countries.slug,
      countryId: cities.countryId,
      ...counts(cities),
    })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(inBox(cities, box))
    .orderBy(desc(cities.rating), desc(cities.population), cities.id)
    .limit(limit);
}
