import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { LAND_FILE, LandBundleSchema, type LatLng } from '@ai-map/contracts';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import { normalizeLng } from './geo';
import { CELL_DEG, COLS, colOf, landRouteKm, ROWS, rowOf } from './land-route';

/**
 * Land or water at any point of the globe, and which landmass (docs/itinerary.md: transport).
 *
 * Built from the bundle's land outline (Natural Earth 1:10m, `land.json.gz`, with the bridges
 * and tunnels that join two landmasses), or, in a bundle without it, the 1:50m country shapes
 * (`countries.ndjson.gz`: no Christmas Island). A 0.25° grid classifies each cell once: wholly
 * water, wholly inside one landmass, or crossed by a coastline/border. Only points in crossed
 * cells are tested exactly, by ray casting against the edges of their grid row, per polygon
 * (countries share borders, so a global even-odd count would cancel out at every border).
 *
 * A landmass is a set of polygons joined by shared vertices (France, Spain and Germany are one)
 * or by a fixed link (Skye and Great Britain); Malta and Gozo are each their own. Two points on
 * one landmass can be joined by land even when the straight line between them crosses a bay.
 */
export interface LandMask {
  /** The landmass id at the point, or -1 over water. */
  landmassAt(lat: number, lng: number): number;
  /**
   * The length of a way over one landmass (cells of the grid that hold some of it) between two
   * points, km, or null when there is none within a box around them: how far going round a
   * gulf is.
   */
  landRouteKm(from: LatLng, to: LatLng, landmass: number): number | null;
}

/** Two points, [lat, lng], on landmasses a bridge or tunnel joins. */
export type FixedLink = readonly [readonly [number, number], readonly [number, number]];

/** A polygon as GeoJSON rings of [lng, lat]: the outer ring, then holes. */
export type PolygonRings = readonly (readonly (readonly number[])[])[];

const WATER = -1;
const CROSSED = -2;

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

/**
 * A ring's edges, with those that cross the antimeridian (179.9° to -179.9°: Chukotka, Fiji and
 * Antarctica in the 1:10m land outline, which is not cut there) split at ±180°, and each side's
 * part closed along its own meridian (Antarctica's, which goes round the pole, through the
 * pole): rays and scanlines then see closed outlines on both sides.
 */
export function ringEdges(
  ring: readonly (readonly number[])[],
): [number, number, number, number][] {
  const edges: [number, number, number, number][] = [];
  const crossings: { lat: number; leaving: boolean }[] = []; // leaving: from +180 to -180
  let latSum = 0;
  for (let i = 0; i + 1 < ring.length; i++) {
    const [x1 = 0, y1 = 0] = ring[i]!;
    const [x2 = 0, y2 = 0] = ring[i + 1]!;
    latSum += y1;
    if (y1 === y2 && x1 === x2) continue;
    if (Math.abs(x2 - x1) <= 180) {
      edges.push([x1, y1, x2, y2]);
      continue;
    }
    const leaving = x1 > 0;
    const east = leaving ? x1 : x2;
    const west = (leaving ? x2 : x1) + 360;
    const [yEast, yWest] = leaving ? [y1, y2] : [y2, y1];
    const lat = yEast + ((180 - east) * (yWest - yEast)) / (west - east || 1);
    edges.push(leaving ? [x1, y1, 180, lat] : [x1, y1, -180, lat]);
    edges.push(leaving ? [-180, lat, x2, y2] : [180, lat, x2, y2]);
    crossings.push({ lat, leaving });
  }
  if (crossings.length % 2 === 1) {
    // Round a pole: each side runs along its meridian to the pole and along the pole line.
    const pole = latSum < 0 ? -90 : 90;
    for (const { lat } of crossings) edges.push([180, lat, 180, pole], [-180, pole, -180, lat]);
    return edges;
  }
  // A part of the ring left at one crossing is closed to the next crossing along the meridian.
  crossings.forEach(({ lat, leaving }, k) => {
    const next = crossings[(k + 1) % crossings.length]!.lat;
    edges.push(leaving ? [180, lat, 180, next] : [-180, lat, -180, next]);
  });
  return edges;
}

export function buildLandMask(
  polygons: readonly PolygonRings[],
  links: readonly FixedLink[] = [],
): LandMask {
  const landmass = landmassIds(polygons);
  // Edges as flat arrays: x1 y1 x2 y2 (lng/lat) and the polygon they bound.
  const coords: number[] = [];
  const owners: number[] = [];
  polygons.forEach((rings, polygon) => {
    for (const ring of rings) {
      for (const [x1, y1, x2, y2] of ringEdges(ring)) {
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

  const rawLandmassAt = (lat: number, lng: number) => {
    const x = normalizeLng(lng);
    const row = rowOf(lat);
    const cell = cells[row * COLS + colOf(x)]!;
    return cell === CROSSED ? exact(lat, x, row) : cell;
  };
  return maskWithLinks(cells, rawLandmassAt, links);
}

/**
 * The mask's two questions over its classified cells: landmasses joined by the fixed links, and
 * ways over one landmass.
 */
function maskWithLinks(
  cells: Int32Array,
  rawLandmassAt: (lat: number, lng: number) => number,
  links: readonly FixedLink[],
): LandMask {
  const joined = joinedByLinks(links, rawLandmassAt);
  const landmassAt = (lat: number, lng: number) => {
    const id = rawLandmassAt(lat, lng);
    return id < 0 ? id : (joined.get(id) ?? id);
  };
  // A cell holds some of a landmass: wholly inside it, or, where a coast crosses the cell, one of
  // nine points spread over the cell on it (islands of other landmasses do not bridge a gulf).
  const cellHolds = (row: number, col: number, landmass: number) => {
    const cell = cells[row * COLS + col]!;
    if (cell !== CROSSED) return cell >= 0 && (joined.get(cell) ?? cell) === landmass;
    for (let i = 0; i < 9; i++) {
      const lat = -90 + (row + (1 + (i % 3)) / 4) * CELL_DEG;
      const lng = -180 + (col + (1 + Math.floor(i / 3)) / 4) * CELL_DEG;
      if (landmassAt(lat, lng) === landmass) return true;
    }
    return false;
  };
  return {
    landmassAt,
    landRouteKm: (from, to, landmass) =>
      landRouteKm(from, to, (row, col) => cellHolds(row, col, landmass)),
  };
}

/** Landmass id → the id of the landmass group fixed links join it to. */
function joinedByLinks(
  links: readonly FixedLink[],
  landmassAt: (lat: number, lng: number) => number,
): Map<number, number> {
  const parent = new Map<number, number>();
  const find = (id: number): number => {
    let root = id;
    while (parent.has(root) && parent.get(root) !== root) root = parent.get(root)!;
    return root;
  };
  for (const [[lat1, lng1], [lat2, lng2]] of links) {
    const a = landmassAt(lat1, lng1);
    const b = landmassAt(lat2, lng2);
    if (a < 0 || b < 0) continue;
    const [ra, rb] = [find(a), find(b)];
    if (ra !== rb) parent.set(Math.max(ra, rb), Math.min(ra, rb));
  }
  const joined = new Map<number, number>();
  for (const id of parent.keys()) joined.set(id, find(id));
  return joined;
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

/** The 1:10m land polygons and the fixed links of a `land.json.gz`. */
function readLandFile(file: string): { polygons: PolygonRings[]; links: FixedLink[] } {
  const bundle = LandBundleSchema.parse(
    JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')),
  );
  const topology = bundle.topology as unknown as Topology;
  const land = feature(topology, topology.objects.land!);
  const polygons: PolygonRings[] = [];
  for (const { geometry } of 'features' in land ? land.features : [land]) {
    if (geometry.type === 'Polygon') polygons.push(geometry.coordinates);
    if (geometry.type === 'MultiPolygon') polygons.push(...geometry.coordinates);
  }
  return { polygons, links: bundle.links.map((link) => link.ends) };
}

const COUNTRIES_FILE = 'countries.ndjson.gz';
const loaded = new Map<string, LandMask | null>();

/**
 * The land mask of a catalogue bundle directory, read and built once per directory (about 1.5 s
 * from the 1:10m outline, a tenth of that from country shapes); null when the directory has
 * neither.
 */
export function landMaskFromBundle(bundleDir: string): LandMask | null {
  if (!loaded.has(bundleDir)) {
    const landFile = path.join(bundleDir, LAND_FILE);
    const countriesFile = path.join(bundleDir, COUNTRIES_FILE);
    const land = existsSync(landFile) ? readLandFile(landFile) : null;
    loaded.set(
      bundleDir,
      land
        ? buildLandMask(land.polygons, land.links)
        : existsSync(countriesFile)
          ? buildLandMask(readBundlePolygons(countriesFile))
          : null,
    );
  }
  return loaded.get(bundleDir)!;
}

/** The land mask of the repository's `data/bundle`. */
export function defaultLandMask(): LandMask | null {
  const bundleDir = repositoryBundleDir(LAND_FILE) ?? repositoryBundleDir(COUNTRIES_FILE);
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
