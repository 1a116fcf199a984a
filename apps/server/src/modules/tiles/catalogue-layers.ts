import GeoJSONVT from 'geojson-vt';
import type { Feature, FeatureCollection, Geometry, LineString, Point, Position } from 'geojson';
import type { AppContext } from '../../app-context';
import { VT_OPTIONS } from './tile-grid';
import * as repo from './tiles.repository';

/** The tile layers drawn from the catalogue in the database. */
export const CATALOGUE_LAYERS = ['countries', 'boundaries', 'country_labels', 'cities'] as const;
export type CatalogueLayer = (typeof CATALOGUE_LAYERS)[number];
export type CatalogueLayers = Record<CatalogueLayer, GeoJSONVT>;

/**
 * The zoom from which a city is drawn: capitals and big cities early, the rest later. The style
 * filters on this `min_zoom` property.
 */
export function cityMinZoom(city: { population: number; isCapital: boolean }): number {
  if (city.isCapital || city.population > 1_000_000) return 2;
  if (city.population > 300_000) return 5;
  return 8;
}

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

/** Tile indexes of the countries (shapes, outlines, label points) and cities. */
export async function buildCatalogueLayers(ctx: AppContext): Promise<CatalogueLayers> {
  const countryRows = await repo.countryShapes(ctx.db);
  const cityRows = await repo.cityPoints(ctx.db);

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
    countries: new GeoJSONVT(collection(areas), VT_OPTIONS),
    boundaries: new GeoJSONVT(collection(borders), VT_OPTIONS),
    country_labels: new GeoJSONVT(collection(countryLabels), VT_OPTIONS),
    cities: new GeoJSONVT(collection(cityPoints), VT_OPTIONS),
  };
}
