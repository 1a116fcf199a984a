const EARTH_RADIUS_KM = 6371;

export function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  // `+ 0` turns -0 into 0 so that equal inputs serialise identically.
  return Math.round(value * factor) / factor + 0;
}

/** Coordinates are stored with 5 decimals (~1 m), plenty for a map and a third smaller. */
export function roundCoord(value: number): number {
  return round(value, 5);
}

export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}
