import GeoJSONVT from 'geojson-vt';
import type { Feature, FeatureCollection, Geometry, LineString, Point, Position } from 'geojson';
import { fromGeojsonVt } from 'vt-pbf';
import type { AppContext } from '../../app-context';
import { cities, countries } from '../../db/schema';

/** Highest zoom the catalogue layers are cut for; beyond it a client overzooms. */
export const TILE_MAX_ZOOM = 14;

export const TILE_LAYERS = ['countries', 'boundaries', 'country_labels', 'cities'] as const;
export type TileLayer = (typeof TILE_LAYERS)[number];

/**
 * The zoom from which a city is drawn: capitals and big cities early, the rest later. The style
 * filters on this `min_zoom` property.
 */
export function cityMinZoom(city: { population: number; isCapital: boolean }): number {
  if (city.isCapital || city.population > 1_000_000) return 2;
  if (city.population > 300_000) return 5;
  return 8;
}

type Layers = Record<TileLayer, GeoJSONVT>;

const vtOptions = { maxZoom: TILE_MAX_ZOOM, indexMaxZoom: 5, tolerance: 3, extent: 4096 };

const collection = (features: Feature[]): FeatureCollection => ({
  type: 'FeatureCollection',
  features,
});

/** Polygon rings as lines: the borders and coasts are the countries' outlines. */
function outlines(geometry: Geometry): LineString[] {
  const rings: Position[][] =
    geometry.type === 'Polygon'
      ? geometry.coordinates
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates.flat()
        : [];
  return rings.map((coordinates) => ({ type: 'LineString', coordinates }));
}

async function buildLayers(ctx: AppContext): Promise<Layers> {
  const countryRows = await ctx.db
    .select({
      id: countries.id,
      name: countries.name,
      iso2: countries.iso2,
      slug: countries.slug,
      lat: countries.lat,
      lng: countries.lng,
      geometry: countries.geometry,
    })
    .from(countries);
  const cityRows = await ctx.db
    .select({
      name: cities.name,
      slug: cities.slug,
      population: cities.population,
      rank: cities.popularityInWorld,
      isCapital: cities.isCapital,
      lat: cities.lat,
      lng: cities.lng,
    })
    .from(cities);

  const areas: Feature[] = [];
  const borders: Feature[] = [];
  const countryLabels: Feature[] = [];
  for (const c of countryRows) {
    const properties = { id: c.id, name: c.name, iso2: c.iso2, slug: c.slug };
    const geometry = c.geometry as Geometry | null;
    if (geometry && (geometry.type === 'Polygon' || geometry.type === 'MultiPolygon')) {
      areas.push({ type: 'Feature', properties, geometry });
      for (const line of outlines(geometry)) {
        borders.push({ type: 'Feature', properties: { iso2: c.iso2 }, geometry: line });
      }
    }
    const point: Point = { type: 'Point', coordinates: [c.lng, c.lat] };
    countryLabels.push({ type: 'Feature', properties, geometry: point });
  }
  const cityPoints: Feature[] = cityRows.map((c) => ({
    type: 'Feature',
    properties: {
      name: c.name,
      slug: c.slug,
      population: c.population,
      rank: c.rank,
      is_capital: c.isCapital,
      min_zoom: cityMinZoom(c),
    },
    geometry: { type: 'Point', coordinates: [c.lng, c.lat] },
  }));

  return {
    countries: new GeoJSONVT(collection(areas), vtOptions),
    boundaries: new GeoJSONVT(collection(borders), vtOptions),
    country_labels: new GeoJSONVT(collection(countryLabels), vtOptions),
    cities: new GeoJSONVT(collection(cityPoints), vtOptions),
  };
}

/**
 * Vector tiles of the catalogue. The tile indexes are built once, lazily, on the first request
 * (concurrent first requests share the one build); later tiles are cut from memory. `reset()`
 * drops them so the next request rebuilds, e.g. after a catalogue import.
 */
export class TileService {
  private layers: Promise<Layers> | undefined;

  constructor(private readonly ctx: AppContext) {}

  reset(): void {
    this.layers = undefined;
  }

  private load(): Promise<Layers> {
    if (!this.layers) {
      const started = Date.now();
      this.layers = buildLayers(this.ctx).then(
        (layers) => {
          this.ctx.log.info({ ms: Date.now() - started }, 'vector tile indexes built');
          return layers;
        },
        (error: unknown) => {
          this.layers = undefined;
          throw error;
        },
      );
    }
    return this.layers;
  }

  /** The encoded tile, or null when no layer has anything in it. */
  async tile(z: number, x: number, y: number): Promise<Uint8Array | null> {
    const layers = await this.load();
    const found: Partial<Record<TileLayer, { features: readonly unknown[] }>> = {};
    let any = false;
    for (const name of TILE_LAYERS) {
      const tile = layers[name].getTile(z, x, y);
      if (tile && tile.features.length > 0) {
        found[name] = tile;
        any = true;
      }
    }
    if (!any) return null;
    return fromGeojsonVt(found as Record<string, { features: readonly unknown[] }>, {
      version: 2,
      extent: vtOptions.extent,
    });
  }
}
