import type { GeoPoint, IndexScope, PointIndex } from './geo-index';
import { isCluster, presentFeature } from './present-cluster';
import { latY, lngX, tileOf, xLng, yLat } from './web-mercator';

/** [west, south, east, north] in degrees, west ≤ east (a box across the antimeridian is split first). */
export type Box = [number, number, number, number];

/**
 * The clusters whose centre lies in one 256 px tile of one zoom, already written as JSON.
 * Clusters of a built index never change, so each is serialized once, the first time a box
 * reaches its tile, and every later answer only copies text.
 */
interface ClusterTile {
  lngs: Float64Array;
  lats: Float64Array;
  /** The clusters' JSON joined by commas: a tile wholly inside the box goes in in one piece. */
  json: string;
  /** Where each cluster's JSON ends in `json` (the next one starts after the comma). */
  ends: Uint32Array;
  /** The place of each single point, null for clusters: a signed-in viewer's flags patch these. */
  points: (GeoPoint | null)[];
}

/** A single point gathered for a signed-in viewer, and where its JSON sits in `parts`. */
export interface GatheredSingle {
  at: number;
  point: GeoPoint;
  lng: number;
  lat: number;
}

/** What an answer collects, over every layer and box it asks. */
export interface ClusterSink {
  /** The JSON of the answer's clusters: one cluster, or a whole tile's, per part. */
  parts: string[];
  /** The single points gathered, when the viewer is signed in (else null: no flags to patch). */
  singles: GatheredSingle[] | null;
}

/**
 * Boxes spanning more tiles than this are answered from the index directly, without the tile
 * cache: only a box far larger than any screen does that (a 4K screen spans about 160 tiles).
 */
export const MAX_BOX_TILES = 1024;

/**
 * The memory the tiles of one point set may hold. Going over drops every tile of every layer:
 * tiles refill in about a millisecond per screen, so a rare full drop costs less than keeping
 * recency order on every tile read.
 */
export class TileBudget {
  private used = 0;
  constructor(
    private readonly limit: number,
    private readonly overflow: () => void,
  ) {}
  charge(bytes: number) {
    this.used += bytes;
    if (this.used > this.limit) this.overflow();
  }
  refund(bytes: number) {
    this.used -= bytes;
  }
}

// A tile's lookup bounds are widened by this share of a tile so that no centre is lost to
// rounding; each centre is then kept only by the tile its own coordinates fall in.
const TILE_PAD = 0.01;

/** One supercluster index (a scope, maybe filtered) and the JSON of its clusters, tile by tile. */
export class ClusterLayer {
  /** Tiles by zoom and outline choice (key zoom * 2 + outlines), then by tile (row * tiles + column). */
  private grids = new Map<number, Map<number, ClusterTile>>();
  private bytes = 0;

  constructor(
    readonly scope: IndexScope,
    readonly index: PointIndex,
    private readonly budget: TileBudget,
  ) {}

  /** Adds the clusters of `box` at `zoom` to the sink, as `index.getClusters` would find them. */
  gather([west, south, east, north]: Box, zoom: number, outlines: boolean, sink: ClusterSink) {
    const tiles = 2 ** zoom;
    // The box in tile units.
    const left = lngX(west) * tiles;
    const right = lngX(east) * tiles;
    const top = latY(north) * tiles;
    const bottom = latY(south) * tiles;
    const x0 = tileOf(lngX(west), tiles);
    const x1 = tileOf(lngX(east), tiles);
    const y0 = tileOf(latY(north), tiles);
    const y1 = tileOf(latY(south), tiles);
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > MAX_BOX_TILES) {
      this.gatherDirect([west, south, east, north], zoom, outlines, sink);
      return;
    }
    const gridKey = zoom * 2 + (outlines ? 1 : 0);
    let grid = this.grid(gridKey);
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        let tile = grid.get(y * tiles + x);
        if (!tile) {
          tile = this.build(gridKey, zoom, outlines, x, y);
          // Building may have overflowed the budget, which replaces the grids.
          grid = this.grid(gridKey);
        }
        const n = tile.ends.length;
        if (n === 0) continue;
        // Flags are patched per single point, so a signed-in viewer takes the per-cluster path.
        if (sink.singles === null && x >= left && x + 1 <= right && y >= top && y + 1 <= bottom) {
          sink.parts.push(tile.json);
          continue;
        }
        for (let i = 0, start = 0; i < n; start = tile.ends[i]! + 1, i++) {
          const lng = tile.lngs[i]!;
          const lat = tile.lats[i]!;
          if (lng < west || lng > east || lat < south || lat > north) continue;
          const point = tile.points[i];
          if (sink.singles && point) sink.singles.push({ at: sink.parts.length, point, lng, lat });
          // A slice of the tile's text: V8 keeps it as a view, nothing is copied here.
          sink.parts.push(tile.json.slice(start, tile.ends[i]));
        }
      }
    }
  }

  /** Counts memory the tiles took; over the budget, every tile is dropped (and refilled later). */
  private charge(bytes: number) {
    this.bytes += bytes;
    this.budget.charge(bytes);
  }

  /** Forgets every tile (the budget overflowed, or the layer left its cache). */
  dropTiles() {
    this.grids = new Map();
    this.budget.refund(this.bytes);
    this.bytes = 0;
  }

  private grid(key: number) {
    let grid = this.grids.get(key);
    if (!grid) {
      grid = new Map();
      this.grids.set(key, grid);
    }
    return grid;
  }

  private build(gridKey: number, zoom: number, outlines: boolean, x: number, y: number) {
    const tiles = 2 ** zoom;
    const features = this.index.getClusters(
      [
        Math.max(-180, xLng((x - TILE_PAD) / tiles)),
        yLat((y + 1 + TILE_PAD) / tiles),
        Math.min(180, xLng((x + 1 + TILE_PAD) / tiles)),
        yLat((y - TILE_PAD) / tiles),
      ],
      zoom,
    );
    const lngs: number[] = [];
    const lats: number[] = [];
    const json: string[] = [];
    const points: (GeoPoint | null)[] = [];
    for (const feature of features) {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      if (tileOf(lngX(lng), tiles) !== x || tileOf(latY(lat), tiles) !== y) continue;
      lngs.push(lng);
      lats.push(lat);
      json.push(JSON.stringify(presentFeature(this.scope, feature, outlines)));
      points.push(isCluster(feature) ? null : feature.properties);
    }
    const ends = new Uint32Array(json.length);
    for (let i = 0, end = -1; i < json.length; i++) {
      end += 1 + json[i]!.length;
      ends[i] = end;
    }
    const tile: ClusterTile = {
      lngs: Float64Array.from(lngs),
      lats: Float64Array.from(lats),
      json: json.join(','),
      ends,
      points,
    };
    // The text (one or two bytes a character), the arrays (8 + 8 + 4 + 8 bytes a cluster) and the
    // objects, roughly.
    const bytes = 2 * tile.json.length + 28 * json.length + 400;
    this.grid(gridKey).set(y * tiles + x, tile);
    this.charge(bytes);
    return tile;
  }

  /** The plain path: the index's answer for the box, serialized cluster by cluster. */
  private gatherDirect(box: Box, zoom: number, outlines: boolean, sink: ClusterSink) {
    for (const feature of this.index.getClusters(box, zoom)) {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      if (sink.singles && !isCluster(feature)) {
        sink.singles.push({ at: sink.parts.length, point: feature.properties, lng, lat });
      }
      sink.parts.push(JSON.stringify(presentFeature(this.scope, feature, outlines)));
    }
  }
}
