import { haversineKm as sphereKm } from '@ai-map/contracts';

export function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  // `+ 0` turns -0 into 0 so that equal inputs serialise identically.
  return Math.round(value * factor) / factor + 0;
}

/** Coordinates are stored with 5 decimals (~1 m), plenty for a map and a third smaller. */
export function roundCoord(value: number): number {
  return round(value, 5);
}

/** Great-circle distance in km (the project's one haversine, @ai-map/contracts). */
export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  return sphereKm({ lat: lat1, lng: lng1 }, { lat: lat2, lng: lng2 });
}
