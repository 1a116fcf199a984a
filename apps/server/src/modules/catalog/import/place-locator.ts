/** A city as the locator needs it. */
export interface LocatableCity {
  id: number;
  countryId: number;
  regionId: number | null;
  lat: number;
  lng: number;
}

export interface Location {
  cityId: number | null;
  regionId: number | null;
  countryId: number | null;
}

const EARTH_RADIUS_KM = 6371;
const toRad = (deg: number) => (deg * Math.PI) / 180;

export function distanceKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const dLat = toRad(bLat - aLat);
  const dLng = toRad(bLng - aLng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(aLat)) * Math.cos(toRad(bLat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Places a point in the catalogue by its nearest city: within {@link CITY_RADIUS_KM} the point
 * belongs to that city (and its region and country); farther out, up to
 * {@link COUNTRY_RADIUS_KM}, only to its country; beyond that to nothing. Cities sit in a 1°
 * grid, so a lookup scans the few cells around the point.
 */
export class PlaceLocator {
  static readonly CITY_RADIUS_KM = 30;
  static readonly COUNTRY_RADIUS_KM = 150;
  private readonly grid = new Map<string, LocatableCity[]>();

  constructor(cities: Iterable<LocatableCity>) {
    for (const city of cities) {
      const key = this.cellKey(Math.floor(city.lat), Math.floor(city.lng));
      const cell = this.grid.get(key);
      if (cell) cell.push(city);
      else this.grid.set(key, [city]);
    }
  }

  private cellKey(latCell: number, lngCell: number): string {
    const wrapped = ((((lngCell + 180) % 360) + 360) % 360) - 180;
    return `${latCell}:${wrapped}`;
  }

  nearest(lat: number, lng: number, maxKm: number): { city: LocatableCity; km: number } | null {
    // One degree of latitude is ~111 km; longitude cells shrink towards the poles.
    const latSpan = Math.ceil(maxKm / 111);
    const lngSpan = Math.min(180, Math.ceil(maxKm / (111 * Math.max(0.05, Math.cos(toRad(lat))))));
    let best: { city: LocatableCity; km: number } | null = null;
    const baseLat = Math.floor(lat);
    const baseLng = Math.floor(lng);
    for (let dy = -latSpan; dy <= latSpan; dy += 1) {
      for (let dx = -lngSpan; dx <= lngSpan; dx += 1) {
        for (const city of this.grid.get(this.cellKey(baseLat + dy, baseLng + dx)) ?? []) {
          const km = distanceKm(lat, lng, city.lat, city.lng);
          if (km <= maxKm && (!best || km < best.km)) best = { city, km };
        }
      }
    }
    return best;
  }

  locate(lat: number, lng: number): Location {
    const found = this.nearest(lat, lng, PlaceLocator.COUNTRY_RADIUS_KM);
    if (!found) return { cityId: null, regionId: null, countryId: null };
    if (found.km <= PlaceLocator.CITY_RADIUS_KM) {
      return {
        cityId: found.city.id,
        regionId: found.city.regionId,
        countryId: found.city.countryId,
      };
    }
    return { cityId: null, regionId: null, countryId: found.city.countryId };
  }
}
