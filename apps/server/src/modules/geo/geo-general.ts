import { GEO_LIMITS, sizeClass, type BoundingBox, type ClusterComponent } from '@ai-map/contracts';
import type { Database } from '../../db/client';
import * as repo from './geo-general.repository';

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

/**
 * Countries (zoom below 6, or no zoom) or cities (zoom 6 and up) whose centre is in the box (both
 * sides of one across the antimeridian), the best rated first, at most GEO_LIMITS.maxMarkers.
 */
export async function general(db: Database, box: BoundingBox, zoom: number | undefined) {
  const limit = GEO_LIMITS.maxMarkers;
  if (zoom === undefined || zoom < GENERAL_CITY_ZOOM) {
    const rows = await repo.countriesInBox(db, box, limit + 1);
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
  const rows = await repo.citiesInBox(db, box, limit + 1);
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
