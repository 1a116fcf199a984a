import { longitudeRanges, type GeoDataBox } from '@ai-map/contracts';
import { and, type AnyColumn, between, or, type SQL } from 'drizzle-orm';

type Positioned = { lat: AnyColumn; lng: AnyColumn };

/**
 * Rows whose point lies inside the box (edges included); a box across the antimeridian matches
 * both of its sides. No box: no condition.
 */
export function inBox(t: Positioned, box: GeoDataBox | undefined): SQL | undefined {
  if (!box) return undefined;
  return and(
    between(t.lat, box.bottom_right.lat, box.top_left.lat),
    or(...longitudeRanges(box).map(([west, east]) => between(t.lng, west, east))),
  );
}
