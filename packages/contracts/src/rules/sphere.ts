/** A point on the Earth, in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * Mean Earth radius (IUGG), km: the one radius every distance and circle of the project uses, so
 * the server's distances and the map's drawn circles agree.
 */
export const EARTH_RADIUS_KM = 6371.0088;
export const EARTH_RADIUS_M = EARTH_RADIUS_KM * 1000;

const RAD = Math.PI / 180;

/**
 * Great-circle distance by the haversine formula: exact on the sphere for any two points, also
 * across the antimeridian (179.9° to -179.9° is 22 km, not 40,000).
 */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLng = (b.lng - a.lng) * RAD;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
