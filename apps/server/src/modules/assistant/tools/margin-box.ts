/** A bounding box in degrees, as the catalogue's box queries take it. */
export interface DegreeBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/**
 * The box of these points widened by `marginKm` on every side (longitude degrees shrink towards
 * the poles, so its east–west margin is wider in degrees there).
 */
export function boxWithMargin(
  points: readonly { lat: number; lng: number }[],
  marginKm: number,
): DegreeBox {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const latMargin = marginKm / 111;
  const middle = (Math.min(...lats) + Math.max(...lats)) / 2;
  const lngMargin = latMargin / Math.max(0.1, Math.cos((middle * Math.PI) / 180));
  return {
    west: Math.min(...lngs) - lngMargin,
    south: Math.min(...lats) - latMargin,
    east: Math.max(...lngs) + lngMargin,
    north: Math.max(...lats) + latMargin,
  };
}
