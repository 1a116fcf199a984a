import { haversineKm } from './geo';

export interface GridPoint {
  lat: number;
  lng: number;
}

/**
 * Buckets points by a regular lat/lng grid so a nearest-point query only looks at the buckets
 * around the query, ring by ring, instead of at all 67,000 cells. Longitude wraps at ±180°.
 */
export class GridIndex<T extends GridPoint> {
  private readonly buckets = new Map<string, T[]>();
  private readonly columns: number;

  constructor(
    points: Iterable<T>,
    private readonly size: number,
  ) {
    this.columns = Math.round(360 / size);
    for (const point of points) {
      const key = this.key(this.row(point.lat), this.column(point.lng));
      const bucket = this.buckets.get(key);
      if (bucket) bucket.push(point);
      else this.buckets.set(key, [point]);
    }
  }

  /** The nearest point within `maxKm`, or null; ties go to the first point inserted. */
  nearest(lat: number, lng: number, maxKm: number): { point: T; km: number } | null {
    const row = this.row(lat);
    const column = this.column(lng);
    // A bucket is at least `size`° of latitude tall; longitude shrinks towards the poles, so the
    // ring count needed to cover maxKm grows with 1/cos(lat).
    const kmPerRing =
      111.2 * this.size * Math.max(0.05, Math.cos((Math.min(89, Math.abs(lat)) * Math.PI) / 180));
    const maxRings = Math.min(this.columns / 2, Math.ceil(maxKm / kmPerRing) + 1);
    let best = null as { point: T; km: number } | null;
    for (let ring = 0; ring <= maxRings; ring++) {
      for (let dr = -ring; dr <= ring; dr++) {
        for (let dc = -ring; dc <= ring; dc++) {
          if (Math.max(Math.abs(dr), Math.abs(dc)) !== ring) continue;
          const bucket = this.buckets.get(this.key(row + dr, column + dc));
          for (const point of bucket ?? []) {
            const km = haversineKm(lat, lng, point.lat, point.lng);
            if (km <= maxKm && (!best || km < best.km)) best = { point, km };
          }
        }
      }
      // Anything in a further ring is at least `ring` bucket widths away (the narrow, longitude
      // side counts, with a margin for buckets nearer the pole than the query).
      if (best && best.km < ring * kmPerRing * 0.9) break;
    }
    return best;
  }

  /** Every point within `maxKm`, in no particular order. */
  within(lat: number, lng: number, maxKm: number): T[] {
    const row = this.row(lat);
    const column = this.column(lng);
    const kmPerRing =
      111.2 * this.size * Math.max(0.05, Math.cos((Math.min(89, Math.abs(lat)) * Math.PI) / 180));
    const rings = Math.min(Math.floor(this.columns / 2), Math.ceil(maxKm / kmPerRing) + 1);
    const found: T[] = [];
    for (let dr = -rings; dr <= rings; dr++) {
      for (let dc = -rings; dc <= rings; dc++) {
        for (const point of this.buckets.get(this.key(row + dr, column + dc)) ?? []) {
          if (haversineKm(lat, lng, point.lat, point.lng) <= maxKm) found.push(point);
        }
      }
    }
    return found;
  }

  private row(lat: number): number {
    return Math.floor((lat + 90) / this.size);
  }

  private column(lng: number): number {
    return Math.floor((lng + 180) / this.size);
  }

  private key(row: number, column: number): string {
    return `${row}:${((column % this.columns) + this.columns) % this.columns}`;
  }
}
