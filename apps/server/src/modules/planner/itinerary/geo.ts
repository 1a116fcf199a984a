import type { LatLng } from '@ai-map/contracts';

/**
 * Spherical geometry of the itinerary engine beyond distances (`haversineKm` is the contracts'
 * one): great-circle points, longitude folding, centroids.
 */

const RAD = Math.PI / 180;

/** Longitude folded into [-180, 180). */
export function normalizeLng(lng: number): number {
  if (lng >= -180 && lng < 180) return lng;
  const folded = (((lng + 180) % 360) + 360) % 360;
  return folded - 180;
}

/**
 * `count + 1` points evenly spaced along the great circle from `a` to `b` (both included), by
 * spherical linear interpolation of the unit vectors. Longitudes come back in [-180, 180).
 */
export function greatCirclePoints(a: LatLng, b: LatLng, count: number): LatLng[] {
  const φ1 = a.lat * RAD;
  const λ1 = a.lng * RAD;
  const φ2 = b.lat * RAD;
  const λ2 = b.lng * RAD;
  const v1 = [Math.cos(φ1) * Math.cos(λ1), Math.cos(φ1) * Math.sin(λ1), Math.sin(φ1)] as const;
  const v2 = [Math.cos(φ2) * Math.cos(λ2), Math.cos(φ2) * Math.sin(λ2), Math.sin(φ2)] as const;
  const dot = Math.min(1, Math.max(-1, v1[0] * v2[0] + v1[1] * v2[1] + v1[2] * v2[2]));
  const ω = Math.acos(dot);
  const points: LatLng[] = [];
  for (let i = 0; i <= count; i++) {
    const t = count === 0 ? 0 : i / count;
    if (i === 0) {
      points.push({ lat: a.lat, lng: normalizeLng(a.lng) });
      continue;
    }
    if (i === count) {
      points.push({ lat: b.lat, lng: normalizeLng(b.lng) });
      continue;
    }
    // Nearly identical or antipodal points have no unique great circle: interpolate linearly.
    const sinω = Math.sin(ω);
    const [k1, k2] =
      sinω < 1e-12 ? [1 - t, t] : [Math.sin((1 - t) * ω) / sinω, Math.sin(t * ω) / sinω];
    const x = k1 * v1[0] + k2 * v2[0];
    const y = k1 * v1[1] + k2 * v2[1];
    const z = k1 * v1[2] + k2 * v2[2];
    points.push({
      lat: Math.atan2(z, Math.hypot(x, y)) / RAD,
      lng: normalizeLng(Math.atan2(y, x) / RAD),
    });
  }
  return points;
}

/** The spherical mean of points (the mean of their unit vectors), fine across the antimeridian. */
export function centroid(points: readonly LatLng[]): LatLng {
  let x = 0;
  let y = 0;
  let z = 0;
  for (const { lat, lng } of points) {
    x += Math.cos(lat * RAD) * Math.cos(lng * RAD);
    y += Math.cos(lat * RAD) * Math.sin(lng * RAD);
    z += Math.sin(lat * RAD);
  }
  return { lat: Math.atan2(z, Math.hypot(x, y)) / RAD, lng: Math.atan2(y, x) / RAD };
}
