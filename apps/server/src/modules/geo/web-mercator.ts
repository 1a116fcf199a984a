/**
 * Web Mercator in world units (0..1 on both axes, y growing south), the projection supercluster
 * clusters in; a tile of zoom z is 1 / 2^z of the world on each axis.
 */
export const lngX = (lng: number) => lng / 360 + 0.5;

export function latY(lat: number) {
  const sin = Math.sin((lat * Math.PI) / 180);
  const y = 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI;
  return y < 0 ? 0 : y > 1 ? 1 : y;
}

export const xLng = (x: number) => (x - 0.5) * 360;

export function yLat(y: number) {
  const y2 = ((180 - y * 360) * Math.PI) / 180;
  return (360 * Math.atan(Math.exp(y2))) / Math.PI - 90;
}

/** The tile (column or row) of a world coordinate at `tiles` tiles per axis, clamped to the world. */
export const tileOf = (world: number, tiles: number) =>
  Math.min(tiles - 1, Math.max(0, Math.floor(world * tiles)));
