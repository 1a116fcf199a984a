import {
  SIMPLIFY_TOLERANCES,
  roundCoordinate,
  type CountriesFilterRequestSchema,
  type GeoDataBox,
} from '@ai-map/contracts';
import simplify from '@turf/simplify';
import type { Polygon } from 'geojson';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-error';
import type { CountryRow } from '../catalog/catalog.repository';
import * as repo from './geo-data.repository';
import { point } from './map-point';

// The views that draw or frame a country's shape: the map's country layer (shapes simplified per
// level, cached per catalogue import) and the planner's tile info (the shape's extent).

type Geometry = NonNullable<CountryRow['geometry']>;
type Level = keyof typeof SIMPLIFY_TOLERANCES;

// ---- Country shapes ----------------------------------------------------------------------------

/** Walks nested coordinate arrays and rounds every number to 6 decimals. */
function roundCoordinates(value: unknown): unknown {
  if (typeof value === 'number') return roundCoordinate(value);
  return Array.isArray(value) ? value.map(roundCoordinates) : value;
}

/**
 * Douglas–Peucker (turf, high quality) at the level's tolerance in degrees. turf refuses a whole
 * shape when one ring collapses as it cleans it (Antarctica's edge along the pole is a straight
 * run of points), so each polygon is simplified on its own and one it refuses is kept as it is.
 */
export function simplifyGeometry(geometry: Geometry, level: Level): Geometry {
  const options = { tolerance: SIMPLIFY_TOLERANCES[level], highQuality: true };
  const simplifyPolygon = (rings: unknown) => {
    try {
      const polygon = { type: 'Polygon', coordinates: rings } as Polygon;
      return simplify(polygon, options).coordinates as unknown;
    } catch {
      return rings;
    }
  };
  const coordinates =
    geometry.type === 'Polygon'
      ? simplifyPolygon(geometry.coordinates)
      : geometry.coordinates.map(simplifyPolygon);
  return { type: geometry.type, coordinates: roundCoordinates(coordinates) as [] };
}

interface ShapeCache {
  version: number;
  levels: Map<Level, Promise<Map<number, Geometry>>>;
}
/** Simplified shapes per database and level, rebuilt after a catalogue import. */
const shapeCaches = new WeakMap<Database, ShapeCache>();

async function simplifiedShapes(db: Database, level: Level): Promise<Map<number, Geometry>> {
  const version = await repo.catalogueVersion(db);
  let cache = shapeCaches.get(db);
  if (!cache || cache.version !== version) {
    cache = { version, levels: new Map() };
    shapeCaches.set(db, cache);
  }
  let shapes = cache.levels.get(level);
  if (!shapes) {
    shapes = repo
      .countryGeometries(db)
      .then(
        (rows) =>
          new Map(
            rows.flatMap((r) => (r.geometry ? [[r.id, simplifyGeometry(r.geometry, level)]] : [])),
          ),
      );
    cache.levels.set(level, shapes);
    shapes.catch(() => cache.levels.delete(level));
  }
  return shapes;
}

export async function countriesFilter(
  ctx: AppContext,
  level: Level,
  body: z.infer<typeof CountriesFilterRequestSchema>,
) {
  const [rows, shapes] = await Promise.all([
    repo.countriesWhere(ctx.db, { continent: body.continent, rating: body.rating }),
    simplifiedShapes(ctx.db, level),
  ]);
  return {
    simpl_lvl: level,
    tolerance: SIMPLIFY_TOLERANCES[level],
    results: rows.map((r) => ({
      country_id: r.id,
      country_name: r.name,
      country_slug: r.slug,
      continent: r.continent,
      rating: r.rating,
      geo_points_json: point(r),
      geo_polygons_json: shapes.get(r.id) ?? null,
    })),
  };
}

// ---- Planner tile info ------------------------------------------------------------------------

/** Extent of a (Multi)Polygon; a shape across the antimeridian spans all longitudes. */
export function geometryBox(geometry: Geometry): GeoDataBox | null {
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  const walk = (value: unknown) => {
    if (!Array.isArray(value)) return;
    if (typeof value[0] === 'number' && typeof value[1] === 'number') {
      const [lng, lat] = value as [number, number];
      west = Math.min(west, lng);
      east = Math.max(east, lng);
      south = Math.min(south, lat);
      north = Math.max(north, lat);
      return;
    }
    value.forEach(walk);
  };
  walk(geometry.coordinates);
  if (!Number.isFinite(west)) return null;
  return {
    top_left: { lat: roundCoordinate(north), lng: roundCoordinate(west) },
    bottom_right: { lat: roundCoordinate(south), lng: roundCoordinate(east) },
  };
}

export async function locationTileInfo(ctx: AppContext, countryId: number) {
  const row = await repo.countryById(ctx.db, countryId);
  if (!row) throw notFound('Country not found.');
  return {
    country_id: row.id,
    country_name: row.name,
    country_slug: row.slug,
    geo_points_json: point(row),
    bbox: row.geometry ? geometryBox(row.geometry) : null,
    tile_image: null,
    counts: {
      attractions: row.attractionsCount,
      food: row.foodCount,
      shops: row.shopsCount,
      events: row.eventsCount,
      regions: row.regionsCount,
      cities: row.citiesCount,
    },
  };
}
