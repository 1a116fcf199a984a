import { GEO_LIMITS, sizeClass, type BoundingBox, type ClusterComponent } from '@ai-map/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cities, countries } from '../../db/schema';
import { inBox } from '../../lib/in-box';

/** Below this zoom geo/general answers countries, from it on cities. */
export const GENERAL_CITY_ZOOM = 6;

interface Counts {
  attractionsCount: number;
  eventsCount: number;
  shopsCount: number;
  foodCount: number;
}

function icons(c: Counts): ClusterComponent[] {
  const all: ClusterComponent[] = [
    { type: 'attractions', count: c.attractionsCount },
    { type: 'events', count: c.eventsCount },
    { type: 'shopping', count: c.shopsCount },
    { type: 'food_and_drinks', count: c.foodCount },
  ];
  return all.filter((i) => i.count > 0).sort((a, b) => b.count - a.count);
}

const counts = (t: typeof countries | typeof cities) => ({
  attractionsCount: t.attractionsCount,
  eventsCount: t.eventsCount,
  shopsCount: t.shopsCount,
  foodCount: t.foodCount,
});

/**
 * Countries (zoom below 6, or no zoom) or cities (zoom 6 and up) whose centre is in the box (both
 * sides of one across the antimeridian), the best rated first, at most GEO_LIMITS.maxMarkers.
 */
export async function general(db: Database, box: BoundingBox, zoom: number | undefined) {
  const limit = GEO_LIMITS.maxMarkers;
  if (zoom === undefined || zoom < GENERAL_CITY_ZOOM) {
    const rows = await db
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
      .limit(limit + 1);
    const results = rows.slice(0, limit).map((r) => ({
      type: 'country' as const,
      id: r.id,
      country_id: r.id,
      country_name: r.name,
      country_slug: r.slug,
      slug: r.slug,
      rating: r.rating,
      size: sizeClass(r.rating),
      geo_points_json: [r.lng, r.lat] as [number, number],
      category_icons: icons(r),
    }));
    return { results, count: results.length, truncated: rows.length > limit };
  }
  const rows = await db
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
    .limit(limit + 1);
  const results = rows.slice(0, limit).map((r) => ({
    type: 'city' as const,
    id: r.id,
    city_id: r.id,
    city_name: r.name,
    country_id: r.countryId,
    country_name: r.countryName,
    country_slug: r.countrySlug,
    slug: r.slug,
    rating: r.rating,
    size: sizeClass(r.rating),
    geo_points_json: [r.lng, r.lat] as [number, number],
    category_icons: icons(r),
  }));
  return { results, count: results.length, truncated: rows.length > limit };
}
