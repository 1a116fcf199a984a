import { ClusterSchema, GEO_KINDS, type Cluster } from '@ai-map/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ClusterLayer, MAX_BOX_TILES, type Box, type ClusterSink } from './cluster-layer';
import { PointSet, type GeoPoint, type IndexScope } from './geo-index';
import { presentFeature } from './present-cluster';

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 4,000 points: dense around two "cities" (one on the antimeridian), the rest over the world. */
function points(): GeoPoint[] {
  const rnd = random(7);
  const centres = [
    { lat: 48.85, lng: 2.35 },
    { lat: -17.8, lng: 179.95 },
  ];
  return Array.from({ length: 4000 }, (_, i) => {
    const centre = centres[i % 3];
    const lat = centre ? centre.lat + (rnd() - 0.5) * 0.4 : -80 + rnd() * 160;
    const rawLng = centre ? centre.lng + (rnd() - 0.5) * 0.6 : -180 + rnd() * 360;
    return {
      id: i + 1,
      kind: GEO_KINDS[i % 4]!,
      name: `Place ${i + 1}`,
      lat,
      lng: rawLng > 180 ? rawLng - 360 : rawLng,
      rating: Math.round(rnd() * 100) / 10,
      categories: [],
      type: null,
      cuisines: [],
      localCulture: i % 10 === 0,
      startDate: null,
      endDate: null,
    };
  });
}

/** The gathered JSON as the answer's array (a part may hold a whole tile's clusters). */
const parse = (sink: ClusterSink) =>
  ClusterSchema.array()
    .parse(JSON.parse(`[${sink.parts.join(',')}]`))
    .sort((a, b) => (a.id < b.id ? -1 : 1));

/** The plain path: supercluster's answer for the box, presented cluster by cluster. */
function plain(set: PointSet, scope: IndexScope, box: Box, zoom: number, outlines: boolean) {
  const clusters: Cluster[] = set
    .layer(scope)
    .index.getClusters(box, zoom)
    .map((f) => presentFeature(scope, f, outlines));
  return clusters.sort((a, b) => (a.id < b.id ? -1 : 1));
}

function gathered(set: PointSet, scope: IndexScope, box: Box, zoom: number, signedIn = false) {
  const sink: ClusterSink = { parts: [], singles: signedIn ? [] : null };
  set.layer(scope).gather(box, zoom, scope === 'all', sink);
  return sink;
}

/** A 1280×800 px view centred near a point at a zoom, as [west, south, east, north]. */
function view(rnd: () => number, zoom: number, lat: number, lng: number): Box {
  const halfLng = (640 * 360) / (256 * 2 ** zoom);
  const halfLat = Math.min(80, (400 * 360) / (256 * 2 ** zoom));
  const cLat = lat + (rnd() - 0.5) * halfLat;
  const cLng = Math.max(-180 + halfLng, Math.min(180 - halfLng, lng + (rnd() - 0.5) * halfLng));
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  return [
    round(Math.max(-180, cLng - halfLng)),
    round(Math.max(-85, cLat - halfLat)),
    round(Math.min(180, cLng + halfLng)),
    round(Math.min(85, cLat + halfLat)),
  ];
}

describe('cluster layers', () => {
  const set = new PointSet(points());

  it('answer every box exactly as the index does, from tiles serialized once', () => {
    const rnd = random(11);
    let compared = 0;
    for (let zoom = 3; zoom <= 19; zoom += 2) {
      for (const scope of ['attraction', 'all'] as const) {
        for (let i = 0; i < 6; i++) {
          const box = view(rnd, zoom, i % 2 ? 48.85 : 10, i % 2 ? 2.35 : 20);
          const expected = plain(set, scope, box, zoom, scope === 'all');
          // Twice: the first call fills the tiles, the second reads them.
          expect(parse(gathered(set, scope, box, zoom)), `z${zoom} ${box}`).toEqual(expected);
          expect(parse(gathered(set, scope, box, zoom))).toEqual(expected);
          // The signed-in path reads cluster by cluster, and notes each single point.
          const signedIn = gathered(set, scope, box, zoom, true);
          expect(parse(signedIn)).toEqual(expected);
          expect(signedIn.singles!.map((s) => `${s.point.kind}:${s.point.id}`).sort()).toEqual(
            expected.filter((c) => c.amount === 1).map((c) => c.id),
          );
          for (const s of signedIn.singles!) {
            expect(JSON.parse(signedIn.parts[s.at]!).id).toBe(`${s.point.kind}:${s.point.id}`);
          }
          compared += expected.length;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('answers boxes too large for the tiles from the index directly', () => {
    const world: Box = [-180, -85, 180, 85];
    // At zoom 9 the world spans 512 × 512 tiles, far more than MAX_BOX_TILES.
    expect(512 * 512).toBeGreaterThan(MAX_BOX_TILES);
    const expected = plain(set, 'food', world, 9, false);
    expect(parse(gathered(set, 'food', world, 9))).toEqual(expected);
  });

  it('drops every tile when over budget and answers the same afterwards', () => {
    const small = new PointSet(points(), { tileBudgetBytes: 20_000 });
    const drops = vi.spyOn(ClusterLayer.prototype, 'dropTiles');
    const rnd = random(5);
    for (let i = 0; i < 20; i++) {
      const zoom = 3 + 2 * (i % 7);
      const box = view(rnd, zoom, 48.85, 2.35);
      expect(parse(gathered(small, 'all', box, zoom))).toEqual(
        plain(small, 'all', box, zoom, true),
      );
    }
    expect(drops).toHaveBeenCalled();
    drops.mockRestore();
  });

  it('warms up the unfiltered layers', async () => {
    const fresh = new PointSet(points());
    await fresh.warmUp();
    for (const scope of [...GEO_KINDS, 'all'] as const) {
      expect(fresh.layer(scope).index.getClusters([-180, -85, 180, 85], 3).length).toBeGreaterThan(
        0,
      );
    }
  });
});
