import { haversineKm } from '@ai-map/contracts';
/** A city as the locator needs it. */
export interface LocatableCity {
  id: number;
  countryId: number;
  regionId: number | null;
  lat: number;
  lng: number;
  population: number;
}

export interface Location {
  cityId: number | null;
  regionId: number | null;
  countryId: number | null;
}

/**
 * Cities sit in cells of a quarter degree (~28 km): a city lookup (30 km) reads 5 × 5 of them,
 * some 1.5 square degrees, where 1° cells made it read 3 × 3 square degrees and measure the
 * distance to about six times as many cities.
 */
const CELLS_PER_DEGREE = 4;
const LNG_CELLS = 360 * CELLS_PER_DEGREE;

/** People per km² assumed for a city's built-up area: a typical urban density. */
const URBAN_DENSITY = 4000;

/**
 * Radius of the disc a city's people would fill at {@link URBAN_DENSITY}: Paris (2.1 million)
 * about 13 km, a town of 20,000 about 1.3 km; never under 1 km.
 */
export function urbanRadiusKm(population: number): number {
  return Math.max(1, Math.sqrt(population / URBAN_DENSITY / Math.PI));
}

/**
 * Places a point in the catalogue by the city it lies in. Of the cities of the nearest city's
 * country whose urban disc ({@link urbanRadiusKm}) contains the point, the most populous wins, so a landmark in central
 * Paris belongs to Paris rather than to the suburb whose centre happens to be nearer; when no
 * disc contains it, the nearest city within {@link CITY_RADIUS_KM}. Farther out, up to
 * {@link COUNTRY_RADIUS_KM}, the point only gets the nearest city's country; beyond that
 * nothing. Cities sit in a grid of cells, so a lookup scans the few cells around the point.
 */
export class PlaceLocator {
  static readonly CITY_RADIUS_KM = 30;
  static readonly COUNTRY_RADIUS_KM = 150;
  private readonly grid = new Map<number, LocatableCity[]>();
  /** Each city's urban radius ({@link urbanRadiusKm}), worked out once. */
  private readonly radiusKm = new Map<LocatableCity, number>();
  /**
   * No city can be chosen from farther than this: the widest urban disc or the city radius.
   * A first scan this wide settles most points; only those with no city in it need the
   * country scan, so a lookup reads some 25 cells instead of some 200.
   */
  private readonly cityScanKm: number;

  /**
   * `borders`: the countries' shapes. A point whose nearby cities lie in several countries is
   * placed in the country whose shape holds it: Mount Kazbek is nearer Russian towns than
   * Georgian ones, and the Georgian peaks were filed under Russia ("no peaks" in Georgia).
   */
  constructor(
    cities: Iterable<LocatableCity>,
    private readonly borders: CountryBorders | null = null,
  ) {
    let widest = 0;
    for (const city of cities) {
      const radius = urbanRadiusKm(city.population);
      this.radiusKm.set(city, radius);
      widest = Math.max(widest, radius);
      const key = this.cellKey(
        Math.floor(city.lat * CELLS_PER_DEGREE),
        Math.floor(city.lng * CELLS_PER_DEGREE),
      );
      const cell = this.grid.get(key);
      if (cell) cell.push(city);
      else this.grid.set(key, [city]);
    }
    this.cityScanKm = Math.max(PlaceLocator.CITY_RADIUS_KM, widest);
  }

  /** One number per cell (latitude and longitude in cells, longitude wrapped around). */
  private cellKey(latCell: number, lngCell: number): number {
    const wrapped = (((lngCell + LNG_CELLS / 2) % LNG_CELLS) + LNG_CELLS) % LNG_CELLS;
    return latCell * 10_000 + wrapped;
  }

  /**
   * Scans the cells around the point for cities within `maxKm`, in a fixed order, keeping the
   * nearest (the first of equals) and, per country, of those whose urban disc contains the point,
   * the most populous (the first of equals). No list of candidates is built: a fetched area
   * locates 20,000 places against some fifty cities each.
   */
  private scan(lat: number, lng: number, maxKm: number): Scan {
    // One degree of latitude is ~111 km; longitude cells shrink towards the poles.
    const latSpan = Math.ceil((maxKm / 111) * CELLS_PER_DEGREE);
    const lngSpan = Math.min(
      LNG_CELLS / 2,
      Math.ceil(
        (maxKm / (111 * Math.max(0.05, Math.cos((lat * Math.PI) / 180)))) * CELLS_PER_DEGREE,
      ),
    );
    const result: Scan = {
      nearest: null,
      nearestKm: Infinity,
      nearestIn: new Map(),
      inside: new Map(),
    };
    const point = { lat, lng };
    const baseLat = Math.floor(lat * CELLS_PER_DEGREE);
    const baseLng = Math.floor(lng * CELLS_PER_DEGREE);
    for (let dy = -latSpan; dy <= latSpan; dy += 1) {
      for (let dx = -lngSpan; dx <= lngSpan; dx += 1) {
        const cell = this.grid.get(this.cellKey(baseLat + dy, baseLng + dx));
        if (!cell) continue;
        for (const city of cell) {
          // A great circle is never shorter than its latitude difference (≥ 111.19 km a
          // degree): most cities of the cells are ruled out without the trigonometry.
          if (Math.abs(city.lat - lat) * 111 > maxKm) continue;
          const km = haversineKm(point, city);
          if (km > maxKm) continue;
          if (km < result.nearestKm) {
            result.nearest = city;
            result.nearestKm = km;
          }
          const inCountry = result.nearestIn.get(city.countryId);
          if (!inCountry || km < inCountry.km) result.nearestIn.set(city.countryId, { city, km });
          if (km <= this.radiusKm.get(city)!) {
            const best = result.inside.get(city.countryId);
            if (!best || city.population > best.city.population) {
              result.inside.set(city.countryId, { city, km });
            }
          }
        }
      }
    }
    return result;
  }

  locate(lat: number, lng: number): Location {
    // Every city that could be chosen lies within cityScanKm, and the nearest of them is the
    // nearest of all; only when there is none does the wider scan look for a country.
    let found = this.scan(lat, lng, this.cityScanKm);
    if (!found.nearest) found = this.scan(lat, lng, PlaceLocator.COUNTRY_RADIUS_KM);
    const { nearest } = found;
    if (!nearest) return { cityId: null, regionId: null, countryId: null };
    const across = this.acrossBorder(found, lat, lng);
    if (across) return across;
    // A disc reaching over a border does not take the other country's places: Mong Kok lies in
    // Shenzhen's disc (10 million people) but nearest to Hong Kong, and belongs to Hong Kong.
    const inside = found.inside.get(nearest.countryId) ?? enclaveHost(found, nearest);
    const [chosen, km] = inside ? [inside.city, inside.km] : [nearest, found.nearestKm];
    if (km <= PlaceLocator.CITY_RADIUS_KM) {
      return { cityId: chosen.id, regionId: chosen.regionId, countryId: chosen.countryId };
    }
    return { cityId: null, regionId: null, countryId: nearest.countryId };
  }

  /**
   * Near a border (cities of several countries around), the country whose shape holds the
   * point, when it is not the nearest city's: its city whose disc holds the point, else its
   * nearest city within the city radius, else only the country. Null when the nearest city's
   * country is right or no shape decides.
   */
  private acrossBorder(found: Scan, lat: number, lng: number): Location | null {
    if (!this.borders || found.nearestIn.size < 2 || !found.nearest) return null;
    const country = this.borders.countryAt(lat, lng, [...found.nearestIn.keys()]);
    if (country === null || country === found.nearest.countryId) return null;
    const inside = found.inside.get(country);
    const near = found.nearestIn.get(country)!;
    const chosen = inside ?? (near.km <= PlaceLocator.CITY_RADIUS_KM ? near : null);
    return chosen
      ? { cityId: chosen.city.id, regionId: chosen.city.regionId, countryId: country }
      : { cityId: null, regionId: null, countryId: country };
  }
}

type Ring = number[][];
/** A country's shape as the catalogue stores it (GeoJSON, [lng, lat]). */
export type CountryShape =
  { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] };

/**
 * Countries' shapes (GeoJSON, [lng, lat]) with their bounding boxes, for telling which of a few
 * countries holds a point (ray casting; holes subtract).
 */
export class CountryBorders {
  private readonly shapes = new Map<
    number,
    { polygons: Ring[][]; box: [number, number, number, number] }
  >();

  constructor(countries: Iterable<{ id: number; geometry: CountryShape | null }>) {
    for (const { id, geometry } of countries) {
      if (!geometry) continue;
      const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
      const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
      for (const polygon of polygons)
        for (const [x, y] of polygon[0] ?? []) {
          box[0] = Math.min(box[0], x!);
          box[1] = Math.min(box[1], y!);
          box[2] = Math.max(box[2], x!);
          box[3] = Math.max(box[3], y!);
        }
      this.shapes.set(id, { polygons, box });
    }
  }

  /** Which of `candidates` holds the point, or null (none, or a point in the sea). */
  countryAt(lat: number, lng: number, candidates: readonly number[]): number | null {
    for (const id of candidates) {
      const shape = this.shapes.get(id);
      if (!shape) continue;
      const [west, south, east, north] = shape.box;
      if (lng < west || lng > east || lat < south || lat > north) continue;
      if (shape.polygons.some((rings) => inPolygon(rings, lng, lat))) return id;
    }
    return null;
  }
}

function inRing(ring: Ring, x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi! > y !== yj! > y && x < ((xj! - xi!) * (y - yi!)) / (yj! - yi!) + xi!) inside = !inside;
  }
  return inside;
}

const inPolygon = (rings: Ring[], x: number, y: number) =>
  inRing(rings[0] ?? [], x, y) && !rings.slice(1).some((hole) => inRing(hole, x, y));

/**
 * How many times more people a foreign city must have than a nearer city-state's to take a
 * point that lies in its built-up area and outside the city-state's: Vatican City (about 800
 * people, 1 km) beside Rome (2.3 million, 13 km), Monaco beside nothing that size. A border
 * town and its neighbour (Weil am Rhein and Basel, 6 times) keep the nearest rule.
 */
const ENCLAVE_FACTOR = 100;

/**
 * The city whose built-up area holds a point that the nearest city, a tiny state's, does not:
 * the Pantheon and the Trevi Fountain lie 2 km from Vatican City's centre and 3 km from Rome's,
 * inside Rome. Null when no such city is far bigger than the nearest.
 */
function enclaveHost(
  found: Scan,
  nearest: LocatableCity,
): { city: LocatableCity; km: number } | null {
  let host: { city: LocatableCity; km: number } | null = null;
  for (const candidate of found.inside.values()) {
    if (candidate.city.population < nearest.population * ENCLAVE_FACTOR) continue;
    if (!host || candidate.city.population > host.city.population) host = candidate;
  }
  return host;
}

/**
 * What one scan of the cells found: the nearest city and, per country, the most populous city
 * whose disc contains the point.
 */
interface Scan {
  nearest: LocatableCity | null;
  nearestKm: number;
  /** The nearest city of each country met (a point near a border meets two). */
  nearestIn: Map<number, { city: LocatableCity; km: number }>;
  inside: Map<number, { city: LocatableCity; km: number }>;
}
