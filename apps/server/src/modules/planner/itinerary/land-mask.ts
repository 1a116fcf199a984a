import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { normalizeLng } from './geo';

/**
 * Land or water at any point of the globe, and which landmass (docs/itinerary.md: transport).
 *
 * Built from the country shapes of the bundled catalogue (Natural Earth 1:50m via world-atlas,
 * `data/bundle/countries.ndjson.gz`), so it needs no dependency beyond the data the server
 * imports anyway. A 0.25° grid classifies each cell once: wholly water, wholly inside one
 * landmass, or crossed by a coastline/border. Only points in crossed cells are tested exactly,
 * by ray casting against the edges of their grid row, per polygon (countries share borders,
 * so a global even-odd count would cancel out at every border).
 *
 * A landmass is a set of polygons joined by shared vertices: France, Spain and Germany are one,
 * Great Britain, Zealand, Malta and Gozo each their own. Two points on one landmass can be
 * joined by land even when the straight line between them crosses a bay.
 */
export interface LandMask {
  /** The landmass id at the point, or -1 over water. */
  landmassAt(lat: number, lng: number): number;
}

/** A polygon as GeoJSON rings of [lng, lat]: the outer ring, then holes. */
export type PolygonRings = readonly (readonly (readonly number[])[])[];

const CELL_DEG = 0.25;
const COLS = 360 / CELL_DEG;
const ROWS = 180 / CELL_DEG;
const WATER = -1;
const CROSSED = -2;

const rowOf = (lat: number) => Math.min(ROWS - 1, Math.max(0, Math.floor((lat + 90) / CELL_DEG)));
const colOf = (lng: number) => Math.min(COLS - 1, Math.max(0, Math.floor((lng + 180) / CELL_DEG)));

/** Groups polygons that share a vertex; 180° and -180° are one meridian. */
function landmassIds(polygons: readonly PolygonRings[]): Int32Array {
  const parent = Int32Array.from(polygons, (_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  const owner = new Map<string, number>();
  polygons.forEach((rings, polygon) => {
    for (const ring of rings) {
      for (const [lng = 0, lat = 0] of ring) {
        const key = `${lng === 180 ? -180 : lng},${lat}`;
        const other = owner.get(key);
        if (other === undefined) owner.set(key, polygon);
        else parent[find(polygon)] = find(other);
      }
    }
  });
  return Int32Array.from(polygons, (_, i) => find(i));
}

export function buildLandMask(polygons: readonly PolygonRings[]): LandMask {
  const landmass = landmassIds(polygons);
  // Edges as flat arrays: x1 y1 x2 y2 (lng/lat) and the polygon they bound.
  const coords: number[] = [];
  const owners: number[] = [];
  polygons.forEach((rings, polygon) => {
    for (const ring of rings) {
      for (let i = 0; i + 1 < ring.length; i++) {
        const [x1 = 0, y1 = 0] = ring[i]!;
        const [x2 = 0, y2 = 0] = ring[i + 1]!;
        if (y1 === y2 && x1 === x2) continue;
        coords.push(x1, y1, x2, y2);
        owners.push(polygon);
      }
    }
  });
  const edges = Float64Array.from(coords);
  const edgeOwner = Int32Array.from(owners);

  const cells = new Int32Array(ROWS * COLS).fill(WATER);
  const rows: number[][] = Array.from({ length: ROWS }, () => []);
  for (let e = 0; e < edgeOwner.length; e++) {
    const [x1, y1, x2, y2] = [
      edges[4 * e]!,
      edges[4 * e + 1]!,
      edges[4 * e + 2]!,
      edges[4 * e + 3]!,
    ];
    const [r1, r2] = [rowOf(Math.min(y1, y2)), rowOf(Math.max(y1, y2))];
    const [c1, c2] = [colOf(Math.min(x1, x2)), colOf(Math.max(x1, x2))];
    for (let r = r1; r <= r2; r++) {
      rows[r]!.push(e);
      // The edge's bounding box: a few cells too many are crossed, never one too few.
      for (let c = c1; c <= c2; c++) cells[r * COLS + c] = CROSSED;
    }
  }
  const rowEdges = rows.map((list) => Int32Array.from(list));

  // Cells no edge touches are wholly inside or outside: one scanline through their centres,
  // paired crossings per polygon, gives the polygon spans along the row.
  for (let r = 0; r < ROWS; r++) {
    const y = -90 + (r + 0.5) * CELL_DEG;
    const crossings = new Map<number, number[]>();
    for (const e of rowEdges[r]!) {
      const [x1, y1, x2, y2] = [
        edges[4 * e]!,
        edges[4 * e + 1]!,
        edges[4 * e + 2]!,
        edges[4 * e + 3]!,
      ];
      if (y1 > y === y2 > y) continue;
      const x = x1 + ((y - y1) * (x2 - x1)) / (y2 - y1);
      const polygon = edgeOwner[e]!;
      const list = crossings.get(polygon) ?? [];
      list.push(x);
      crossings.set(polygon, list);
    }
    for (const [polygon, xs] of crossings) {
      xs.sort((a, b) => a - b);
      for (let i = 0; i + 1 < xs.length; i += 2) {
        const from = Math.ceil((xs[i]! + 180) / CELL_DEG - 0.5);
        const to = Math.floor((xs[i + 1]! + 180) / CELL_DEG - 0.5);
        for (let c = Math.max(0, from); c <= Math.min(COLS - 1, to); c++) {
          if (cells[r * COLS + c] !== CROSSED) cells[r * COLS + c] = landmass[polygon]!;
        }
      }
    }
  }

  const parity = new Uint8Array(polygons.length);
  const touched: number[] = [];
  const exact = (lat: number, lng: number, row: number) => {
    for (const e of rowEdges[row]!) {
      const y1 = edges[4 * e + 1]!;
      const y2 = edges[4 * e + 3]!;
      if (y1 > lat === y2 > lat) continue;
      const x1 = edges[4 * e]!;
      const x = x1 + ((lat - y1) * (edges[4 * e + 2]! - x1)) / (y2 - y1);
      if (x <= lng) continue;
      const polygon = edgeOwner[e]!;
      if (parity[polygon] === 0 && !touched.includes(polygon)) touched.push(polygon);
      parity[polygon] = parity[polygon]! ^ 1;
    }
    let found = WATER;
    for (const polygon of touched) {
      if (parity[polygon] && found === WATER) found = landmass[polygon]!;
      parity[polygon] = 0;
    }
    touched.length = 0;
    return found;
  };

  return {
    landmassAt(lat, lng) {
      const x = normalizeLng(lng);
      const row = rowOf(lat);
      const cell = cells[row * COLS + colOf(x)]!;
      return cell === CROSSED ? exact(lat, x, row) : cell;
    },
  };
}

interface CountryLine {
  geometry?: { type: string; coordinates: unknown } | null;
}

/** Every polygon of the bundle's country shapes. */
function readBundlePolygons(file: string): PolygonRings[] {
  const polygons: PolygonRings[] = [];
  for (const line of gunzipSync(readFileSync(file)).toString('utf8').split('\n')) {
    if (!line) continue;
    const { geometry } = JSON.parse(line) as CountryLine;
    if (geometry?.type === 'Polygon') polygons.push(geometry.coordinates as PolygonRings);
    if (geometry?.type === 'MultiPolygon')
      polygons.push(...(geometry.coordinates as PolygonRings[]));
  }
  return polygons;
}

const COUNTRIES_FILE = 'countries.ndjson.gz';
const loaded = new Map<string, LandMask | null>();

/**
 * The land mask of a catalogue bundle directory, read and built once per directory (about a
 * tenth of a second); null when the directory has no country shapes.
 */
export function landMaskFromBundle(bundleDir: string): LandMask | null {
  const file = path.join(bundleDir, COUNTRIES_FILE);
  if (!loaded.has(file)) {
    loaded.set(file, existsSync(file) ? buildLandMask(readBundlePolygons(file)) : null);
  }
  return loaded.get(file)!;
}

/** The land mask of the repository's `data/bundle`. */
export function defaultLandMask(): LandMask | null {
  const bundleDir = repositoryBundleDir(COUNTRIES_FILE);
  return bundleDir ? landMaskFromBundle(bundleDir) : null;
}

/**
 * The repository's `data/bundle` holding `file`, found upwards from this module: the source tree
 * and the built server (one bundled file under apps/server/dist) sit at different depths.
 */
export function repositoryBundleDir(file: string): string | null {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    const bundleDir = path.join(dir, 'data', 'bundle');
    if (existsSync(path.join(bundleDir, file))) return bundleDir;
    if (path.dirname(dir) === dir) return null;
  }
}
