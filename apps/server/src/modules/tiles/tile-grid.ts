/** Highest zoom tiles are cut for; beyond it a client overzooms (MapLibre up to 20). */
export const TILE_MAX_ZOOM = 14;

/** geojson-vt options shared by every layer, so all layers of a tile have the same extent. */
export const VT_OPTIONS = {
  maxZoom: TILE_MAX_ZOOM,
  indexMaxZoom: 5,
  tolerance: 3,
  extent: 4096,
  buffer: 64,
} as const;

const longitude = (x: number, n: number) => (x / n) * 360 - 180;
const latitude = (y: number, n: number) =>
  (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / n))) * 180) / Math.PI;

/**
 * [west, south, east, north] in degrees of tile z/x/y (Web Mercator), widened by the tile
 * buffer: a feature just outside the tile can still be drawn in its buffer.
 */
export function tileBounds(z: number, x: number, y: number): [number, number, number, number] {
  const n = 2 ** z;
  const margin = VT_OPTIONS.buffer / VT_OPTIONS.extent;
  return [
    longitude(x - margin, n),
    latitude(y + 1 + margin, n),
    longitude(x + 1 + margin, n),
    latitude(y - margin, n),
  ];
}
