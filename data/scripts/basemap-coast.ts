import type { Position } from 'geojson';
import type { NodeCoordinates } from '@ai-map/osm';
import { polygonsOf, ringArea, roundedLine } from './basemap-geometry';

/** [west, south, east, north] */
export type Bbox = [number, number, number, number];

/**
 * Coastline ways joined head to tail into chains of node ids. They are never reversed: OSM draws
 * the coastline with the land on its left, and that direction is what tells land from sea.
 */
export function joinCoastline(ways: readonly (readonly number[])[]): number[][] {
  const pieces = ways.filter((way) => way.length >= 2).map((way) => [...way]);
  const chains: number[][] = [];
  for (let chain = pieces.pop(); chain !== undefined; chain = pieces.pop()) {
    for (;;) {
      const start = chain[0];
      const end = chain[chain.length - 1];
      if (start === end) break;
      const after = pieces.findIndex((piece) => piece[0] === end);
      const before = pieces.findIndex((piece) => piece[piece.length - 1] === start);
      if (after >= 0) chain = chain.concat(pieces.splice(after, 1)[0]!.slice(1));
      else if (before >= 0) chain = pieces.splice(before, 1)[0]!.concat(chain.slice(1));
      else break;
    }
    chains.push(chain);
  }
  return chains;
}

/**
 * The coastline ways of an extract as positions: joined chains that close with every node found
 * are rings; the rest is cut where a node lies outside the extract, into open chains whose ends
 * the extract's border made.
 */
export function coastlineGeometry(
  ways: readonly (readonly number[])[],
  coordinates: NodeCoordinates,
  decimals: number,
): { rings: Position[][]; chains: Position[][] } {
  const rings: Position[][] = [];
  const chains: Position[][] = [];
  for (const chain of joinCoastline(ways)) {
    const closed = chain[0] === chain[chain.length - 1];
    const whole = closed ? coordinates.line(chain) : null;
    const ring = whole && roundedLine(whole, decimals, 4);
    if (ring) {
      rings.push(ring);
      continue;
    }
    let run: [number, number][] = [];
    // The NaN past the end is never found: it ends the last run.
    for (const id of [...chain, Number.NaN]) {
      const position = coordinates.position(id);
      if (position) {
        run.push(position);
        continue;
      }
      const line = roundedLine(run, decimals, 2);
      if (line) chains.push(line);
      run = [];
    }
  }
  return { rings, chains };
}

/**
 * A chain end farther than this (degrees, about 500 m) from the edge of the area is not where
 * the extract cut the coastline but a break in it; the area then gets no land and sea polygons
 * rather than wrong ones.
 */
const END_TOLERANCE = 0.005;

/** The area's outline, with positions on it measured counter-clockwise from the south-west. */
class Perimeter {
  private readonly width: number;
  private readonly height: number;
  readonly length: number;
  private readonly corners: { at: number; point: Position }[];

  constructor(private readonly bbox: Bbox) {
    const [west, south, east, north] = bbox;
    this.width = east - west;
    this.height = north - south;
    this.length = 2 * (this.width + this.height);
    this.corners = [
      { at: 0, point: [west, south] },
      { at: this.width, point: [east, south] },
      { at: this.width + this.height, point: [east, north] },
      { at: 2 * this.width + this.height, point: [west, north] },
    ];
  }

  /** The counter-clockwise ring around the whole area. */
  ring(): Position[] {
    const points = this.corners.map((corner) => corner.point);
    return [...points, points[0]!];
  }

  /** How far inside the area the point lies (negative: outside). */
  inset([x = 0, y = 0]: Position): number {
    const [west, south, east, north] = this.bbox;
    return Math.min(y - south, east - x, north - y, x - west);
  }

  /** The nearest point on the outline and its position along it. */
  project([x = 0, y = 0]: Position): { at: number; point: Position } {
    const [west, south, east, north] = this.bbox;
    const cx = Math.min(Math.max(x, west), east);
    const cy = Math.min(Math.max(y, south), north);
    const gaps = [y - south, east - x, north - y, x - west];
    const edge = gaps.indexOf(Math.min(...gaps));
    if (edge === 0) return { at: cx - west, point: [cx, south] };
    if (edge === 1) return { at: this.width + (cy - south), point: [east, cy] };
    if (edge === 2) return { at: this.width + this.height + (east - cx), point: [cx, north] };
    return { at: 2 * this.width + this.height + (north - cy), point: [west, cy] };
  }

  /** The corners passed going counter-clockwise from `from` to `to`. */
  cornersBetween(from: number, to: number): Position[] {
    const ahead = (at: number) => (at - from + this.length) % this.length;
    const span = ahead(to);
    return this.corners
      .filter((corner) => ahead(corner.at) > 0 && ahead(corner.at) < span)
      .sort((a, b) => ahead(a.at) - ahead(b.at))
      .map((corner) => corner.point);
  }

  /**
   * Closes chains that start and end on the outline into rings: from each chain's end, along the
   * outline counter-clockwise to the nearest chain start, and on until back at the first chain.
   * With the land on the chains' left this encloses the land; reversed chains enclose the sea.
   */
  close(chains: Position[][]): Position[][] {
    const starts = chains.map((chain) => this.project(chain[0]!));
    const ends = chains.map((chain) => this.project(chain[chain.length - 1]!));
    const ahead = (from: number, to: number) => (to - from + this.length) % this.length;
    const next = ends.map((end) => {
      let best = 0;
      starts.forEach((start, j) => {
        if (ahead(end.at, start.at) < ahead(end.at, starts[best]!.at)) best = j;
      });
      return best;
    });
    const used = new Set<number>();
    const rings: Position[][] = [];
    for (let first = 0; first < chains.length; first++) {
      if (used.has(first)) continue;
      const ring: Position[] = [];
      for (let i = first; !used.has(i); i = next[i]!) {
        used.add(i);
        const j = next[i]!;
        ring.push(...chains[i]!, ends[i]!.point);
        ring.push(...this.cornersBetween(ends[i]!.at, starts[j]!.at), starts[j]!.point);
      }
      ring.push(ring[0]!);
      const clean = ring.filter(
        (p, k) => k === 0 || p[0] !== ring[k - 1]![0] || p[1] !== ring[k - 1]![1],
      );
      if (clean.length >= 4) rings.push(clean);
    }
    return rings;
  }
}

/**
 * Land and sea polygons of an area from its coastline: closed rings (islands, or with the land
 * outside them, enclosed sea) and open chains cut by the extract, which are closed along the
 * area's outline. Null when there is no coastline or it is broken. The server draws them over
 * Natural Earth's land, whose 1:50m coast can be hundreds of metres off at street zoom.
 */
export function coastPolygons(
  rings: Position[][],
  chains: Position[][],
  bbox: Bbox,
): { land: Position[][][]; sea: Position[][][] } | null {
  if (rings.length === 0 && chains.length === 0) return null;
  const outline = new Perimeter(bbox);
  const ends = chains.flatMap((chain) => [chain[0]!, chain[chain.length - 1]!]);
  if (ends.some((end) => outline.inset(end) > END_TOLERANCE)) return null;
  // Land lies left of the coastline: an island's ring runs counter-clockwise.
  const islands = rings.filter((ring) => ringArea(ring) > 0);
  const enclosedSeas = rings.filter((ring) => ringArea(ring) < 0);
  const land = chains.length > 0 ? outline.close(chains) : [];
  const sea =
    chains.length > 0
      ? outline.close(chains.map((chain) => [...chain].reverse()))
      : [outline.ring()];
  return {
    land: [...land, ...islands].map((ring) => [ring]),
    sea: [...polygonsOf(sea, islands), ...enclosedSeas.map((ring) => [ring])],
  };
}
