import { z } from 'zod';

/**
 * The bounding box every map call takes (spec 001 §7): corners clamped and rounded, inverted boxes
 * refused, boxes across the antimeridian split into longitude ranges.
 */

/** Coordinates are fixed to 6 decimals (spec §5). */
export const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6;
const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));

/** The map limits latitude to ±85° (spec §2). */
export const MAP_MAX_LAT = 85;

/** A corner: any finite number, clamped to the world (huge zoomed-out boxes) and rounded. */
export const GeoDataLatLngSchema = z
  .object({
    lat: z.number().finite(),
    lng: z.number().finite(),
  })
  .strict()
  .transform((p) => ({
    lat: roundCoordinate(clamp(p.lat, MAP_MAX_LAT)),
    lng: roundCoordinate(clamp(p.lng, 180)),
  }));
export type GeoDataLatLng = z.infer<typeof GeoDataLatLngSchema>;

const boxShape = { top_left: GeoDataLatLngSchema, bottom_right: GeoDataLatLngSchema };
export interface GeoDataBox {
  top_left: GeoDataLatLng;
  bottom_right: GeoDataLatLng;
}

/**
 * A box whose top_left is south of its bottom_right is refused under `top_left`. A west edge east
 * of the east edge is not an error: it is a map panned over the date line, a box across the
 * antimeridian ({@link longitudeRanges} splits it).
 */
export function checkBoundingBox(box: Partial<GeoDataBox>, ctx: z.RefinementCtx) {
  const { top_left: tl, bottom_right: br } = box;
  if (!tl !== !br) {
    ctx.addIssue({
      code: 'custom',
      path: [tl ? 'bottom_right' : 'top_left'],
      message: 'Send both top_left and bottom_right, or neither.',
    });
    return;
  }
  if (tl && br && tl.lat < br.lat) {
    ctx.addIssue({
      code: 'custom',
      path: ['top_left', 'lat'],
      message: 'top_left.lat must not be south of bottom_right.lat (inverted bounding box).',
    });
  }
}

/**
 * The longitudes a box covers as [west, east] ranges: one, or two ([west, 180] and
 * [-180, east]) when the box crosses the antimeridian.
 */
export function longitudeRanges(box: GeoDataBox): [number, number][] {
  const west = box.top_left.lng;
  const east = box.bottom_right.lng;
  return west <= east
    ? [[west, east]]
    : [
        [west, 180],
        [-180, east],
      ];
}

/** The bounding box body `{top_left: {lat, lng}, bottom_right: {lat, lng}}`, unknown keys 400. */
export const GeoDataBoundingBoxSchema = z.object(boxShape).strict().superRefine(checkBoundingBox);

/** A bounding box plus more fields; unknown keys 400. */
export function withBox<T extends z.ZodRawShape>(extra: T) {
  return z
    .object({ ...boxShape, ...extra })
    .strict()
    .superRefine((v, ctx) => checkBoundingBox(v as Partial<GeoDataBox>, ctx));
}

/** More fields with an optional bounding box (both corners or none). */
export function withOptionalBox<T extends z.ZodRawShape>(extra: T) {
  return z
    .object({
      top_left: GeoDataLatLngSchema.optional(),
      bottom_right: GeoDataLatLngSchema.optional(),
      ...extra,
    })
    .strict()
    .superRefine((v, ctx) => checkBoundingBox(v as Partial<GeoDataBox>, ctx));
}
