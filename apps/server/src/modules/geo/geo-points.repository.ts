import { GEO_KINDS } from '@ai-map/contracts';
import { count, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jsonRows } from '../../db/json-rows';
import { catalogImports, places } from '../../db/schema';
import type { GeoPoint } from './geo-index';

/**
 * All points of the four map kinds, in one query, read as JSON (db/json-rows.ts): the map's
 * index is rebuilt after every import and area fetch, and 33,754 points took 410 ms as Drizzle
 * rows against 108 ms as JSON on PGlite.
 */
export async function loadPoints(db: Database): Promise<GeoPoint[]> {
  return jsonRows<GeoPoint>(
    db,
    {
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
    },
    sql`FROM ${places} WHERE ${inArray(places.kind, [...GEO_KINDS])}`,
  );
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
