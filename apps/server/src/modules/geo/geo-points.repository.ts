import { GEO_KINDS } from '@ai-map/contracts';
import { count, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { catalogImports, places } from '../../db/schema';
import type { GeoPoint } from './geo-index';

/** All points of the four map kinds, in one query. */
export async function loadPoints(db: Database): Promise<GeoPoint[]> {
  const rows = await db
    .select({
      id: places.id,
      kind: places.kind,
      name: places.name,
      lat: places.lat,
      lng: places.lng,
      rating: places.rating,
      categories: places.categories,
      type: places.type,
      cuisines: places.cuisines,
      localCulture: places.localCulture,
      startDate: places.startDate,
      endDate: places.endDate,
    })
    .from(places)
    .where(inArray(places.kind, [...GEO_KINDS]));
  return rows as GeoPoint[];
}

/**
 * A cheap fingerprint of the catalogue: the last import, the number of places and the last
 * change. Imports in another process (the OSM import CLI) cannot tell the running server, so this
 * is how it notices them.
 */
export async function catalogueVersion(db: Database): Promise<string> {
  const [[imports], [placeStats]] = await Promise.all([
    db.select({ id: max(catalogImports.id) }).from(catalogImports),
    db
      .select({ n: count(), changed: sql<string | null>`max(${places.updatedAt})::text` })
      .from(places),
  ]);
  return `${imports?.id ?? 0}|${placeStats?.n ?? 0}|${placeStats?.changed ?? ''}`;
}
