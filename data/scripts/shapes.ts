import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Geometry, MultiPolygon, Polygon, Position } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { feature } from 'topojson-client';
import { roundCoord } from './geo';

export type CountryShape = Polygon | MultiPolygon;

/**
 * Natural Earth 1:50m admin-0 shapes from world-atlas, keyed by ISO 3166 numeric code. 50m keeps
 * small island states (1:110m drops many of them) and stays around 1 MB gzipped in the bundle;
 * 1:10m would be four times that for no gain on a world map.
 */
export const SHAPES_FILE = 'world-atlas/countries-50m.json';

export interface ShapeIndex {
  /** By ISO 3166 numeric code ("250"); parts sharing a code (Australia and its islands) merged. */
  byNumeric: Map<string, CountryShape>;
  /** Shapes Natural Earth gives no ISO code (Kosovo, N. Cyprus…), by name. */
  byName: Map<string, CountryShape>;
}

export function loadShapes(): ShapeIndex {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(readFileSync(require.resolve(SHAPES_FILE), 'utf8')) as Topology;
  const collection = feature(topology, topology.objects.countries as GeometryCollection);
  const byNumeric = new Map<string, CountryShape>();
  const byName = new Map<string, CountryShape>();
  for (const item of collection.features) {
    const geometry = item.geometry as Geometry | null;
    if (!geometry || (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon')) continue;
    const shape = roundShape(geometry);
    if (item.id !== undefined && item.id !== null) {
      const id = String(item.id);
      const known = byNumeric.get(id);
      byNumeric.set(id, known ? mergeShapes(known, shape) : shape);
    } else {
      const name = (item.properties as { name?: unknown } | null)?.name;
      if (typeof name === 'string') byName.set(name, shape);
    }
  }
  return { byNumeric, byName };
}

function polygonsOf(shape: CountryShape): Position[][][] {
  return shape.type === 'Polygon' ? [shape.coordinates] : shape.coordinates;
}

function mergeShapes(a: CountryShape, b: CountryShape): CountryShape {
  return { type: 'MultiPolygon', coordinates: [...polygonsOf(a), ...polygonsOf(b)] };
}

function roundShape(shape: CountryShape): CountryShape {
  const ring = (positions: Position[]) =>
    positions.map(([lng = 0, lat = 0]) => [roundCoord(lng), roundCoord(lat)]);
  return shape.type === 'Polygon'
    ? { type: 'Polygon', coordinates: shape.coordinates.map(ring) }
    : { type: 'MultiPolygon', coordinates: shape.coordinates.map((poly) => poly.map(ring)) };
}
