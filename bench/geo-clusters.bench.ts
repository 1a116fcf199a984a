/**
 * POST geo/clusters under load on 1,000,000 synthetic points (kept apart from the real data: the
 * geo routes are given a store of generated points, no database), against a trivial GET route of
 * the same app as the framework floor. At each zoom 3..16 three scenarios, 1280×800 px viewports:
 * a fixed world view (centred on 20° N 0° E), a fixed city view (centred on the densest synthetic
 * city) and random pans (a different viewport around one of five dense cities on every request,
 * so that nothing can answer from a cache of identical requests). Run:
 * npm run bench:clusters -w @ai-map/bench (BENCH_POINTS, BENCH_DURATION_S, BENCH_CONNECTIONS,
 * BENCH_WORKERS, BENCH_ZOOMS=3-16). Results: bench/RESULTS.md.
 */
import { GEO_KINDS } from '@ai-map/contracts';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import os from 'node:os';
import type { AppContext } from '../apps/server/src/app-context';
import { CatalogueEvents } from '../apps/server/src/modules/catalog/import/catalogue-events';
import type { GeoPoint } from '../apps/server/src/modules/geo/geo-index';
import { geoRoutes } from '../apps/server/src/modules/geo/geo.routes';
import { GeoStore } from '../apps/server/src/modules/geo/geo.store';
import { errorsPlugin } from '../apps/server/src/plugins/errors';

const POINTS = Number(process.env.BENCH_POINTS ?? 1_000_000);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
const [ZOOM_FROM, ZOOM_TO] = (process.env.BENCH_ZOOMS ?? '3-16').split('-').map(Number) as [
  number,
  number,
];
/** Distinct viewports per random-pan scenario; each connection walks through them in turn. */
const PANS = 5000;
const log = (line: string) => process.stdout.write(`${line}\n`);

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = random(42);
const gauss = () => Math.sqrt(-2 * Math.log(rnd() || 1e-9)) * Math.cos(2 * Math.PI * rnd());

// 300 "cities" hold 70 % of the points (σ ≈ 3–4 km), the rest is spread over the world.
const cities = Array.from({ length: 300 }, () => ({
  lat: -50 + rnd() * 115,
  lng: -170 + rnd() * 340,
}));
cities[0] = { lat: 48.8566, lng: 2.3522 };
const started = performance.now();
const points: GeoPoint[] = [];
for (let i = 0; i < POINTS; i++) {
  const inCity = rnd() < 0.7;
  // Zipf-like: city 0 is the densest.
  const city = cities[Math.min(cities.length - 1, Math.floor(cities.length * rnd() ** 3))]!;
  const lat = inCity ? city.lat + gauss() * 0.03 : -60 + rnd() * 130;
  const lng = inCity ? city.lng + gauss() * 0.04 : -180 + rnd() * 360;
  points.push({
    id: i + 1,
    kind: GEO_KINDS[i % 4]!,
    name: `Place ${i + 1}`,
    lat: Math.max(-85, Math.min(85, lat)),
    lng: Math.max(-180, Math.min(180, lng)),
    rating: Math.round(rnd() * 100) / 10,
    categories: [],
    type: null,
    cuisines: [],
    localCulture: rnd() < 0.1,
    startDate: null,
    endDate: null,
  });
}
log(
  `generated ${POINTS.toLocaleString('en')} points in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
await app.register(errorsPlugin);
app.get('/ping', async () => ({ status: 'ok' }));
const ctx = { log: app.log, catalogue: new CatalogueEvents() } as AppContext;
const store = new GeoStore(null, app.log, { points });
await app.register(geoRoutes, { prefix: '/api/v1/ai_map', ctx, store });
let t0 = performance.now();
const address = await app.listen({ port: 0, host: '127.0.0.1' });
// Listening started the build in the background; this waits for the same build.
await store.start();
log(
  `index build at start-up (points + 5 unfiltered layers: 4 kinds and all): ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

/**
 * The world's width in px at a zoom, as MapLibre draws it (512 px tiles): the zoom the map sends
 * is MapLibre's, and the server's cluster radius is measured on those tiles too.
 */
const worldPxAt = (zoom: number) => 512 * 2 ** zoom;

/** A 1280×800 px viewport of the map (Web Mercator) centred on a point. */
function viewport(zoom: number, lat: number, lng: number) {
  const worldPx = worldPxAt(zoom);
  const y = (phi: number) =>
    (0.5 - Math.log(Math.tan(Math.PI / 4 + (phi * Math.PI) / 360)) / (2 * Math.PI)) * worldPx;
  const latOf = (py: number) =>
    (Math.atan(Math.sinh(Math.PI * (1 - (2 * py) / worldPx))) * 180) / Math.PI;
  const cy = y(lat);
  const halfLng = ((1280 / 2) * 360) / worldPx;
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  return {
    top_left: {
      lat: round(Math.min(85, latOf(cy - 400))),
      lng: round(Math.max(-180, lng - halfLng)),
    },
    bottom_right: {
      lat: round(Math.max(-85, latOf(cy + 400))),
      lng: round(Math.min(180, lng + halfLng)),
    },
    zoom,
  };
}

/** A viewport panned up to one screen away from one of the five densest cities. */
function pan(zoom: number) {
  const city = cities[Math.floor(rnd() * 5)]!;
  const screenLng = (1280 * 360) / worldPxAt(zoom);
  const screenLat = Math.min(60, (800 * 180) / worldPxAt(zoom));
  return viewport(
    zoom,
    Math.max(-80, Math.min(80, city.lat + (rnd() - 0.5) * 2 * screenLat)),
    Math.max(-179, Math.min(179, city.lng + (rnd() - 0.5) * 2 * screenLng)),
  );
}

const clustersUrl = `${address}/api/v1/ai_map/geo/clusters`;
const json = { 'content-type': 'application/json' };

interface Row {
  title: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  clusters?: number;
  kb?: number;
}
const rows: Row[] = [];
async function run(title: string, options: autocannon.Options, answer?: string) {
  const result = await autocannon({
    duration: DURATION_S,
    connections: CONNECTIONS,
    // The load generator runs in a worker thread so it does not share the server's event loop.
    workers: WORKERS,
    ...options,
  });
  const row: Row = {
    title,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
    clusters:
      answer === undefined ? undefined : (JSON.parse(answer) as { results: [] }).results.length,
    kb: answer === undefined ? undefined : Buffer.byteLength(answer) / 1024,
  };
  rows.push(row);
  log(
    `${title}: ${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}` +
      (row.clusters === undefined ? '' : `, ${row.clusters} clusters, ${row.kb!.toFixed(1)} KB`),
  );
  return row;
}

const ask = async (body: string) =>
  (await fetch(clustersUrl, { method: 'POST', headers: json, body })).text();

log(
  `${DURATION_S} s per scenario, ${CONNECTIONS} connections, ${WORKERS} load worker(s); node ${process.version}; ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}`,
);
const floor = await run('GET /ping (framework floor)', { url: `${address}/ping` });
for (let zoom = ZOOM_FROM; zoom <= ZOOM_TO; zoom++) {
  for (const [name, lat, lng] of [
    ['world view', 20, 0],
    ['city view', 48.8566, 2.3522],
  ] as const) {
    const body = JSON.stringify(viewport(zoom, lat, lng));
    // One request first: its answer is reported, and it fills the tiles this view needs.
    const answer = await ask(body);
    await run(
      `zoom ${zoom} ${name}`,
      { url: clustersUrl, method: 'POST', headers: json, body },
      answer,
    );
  }
  t0 = performance.now();
  const requests = Array.from({ length: PANS }, () => ({
    method: 'POST' as const,
    path: '/api/v1/ai_map/geo/clusters',
    headers: json,
    body: JSON.stringify(pan(zoom)),
  }));
  await run(`zoom ${zoom} random pans`, { url: address, requests });
}
const geoRows = rows.slice(1);
const worstRps = Math.min(...geoRows.map((r) => r.rps));
const worstP99 = Math.max(...geoRows.map((r) => r.p99));
const memory = process.memoryUsage();
log(
  `memory after the run: rss ${(memory.rss / 2 ** 20).toFixed(0)} MB, heap used ${(memory.heapUsed / 2 ** 20).toFixed(0)} MB`,
);
log(
  `targets: throughput ≥ 50 % of the floor: worst ${((100 * worstRps) / floor.rps).toFixed(0)} % ${worstRps >= floor.rps / 2 ? 'MET' : 'MISSED'}; p99 < 25 ms: worst ${worstP99} ms ${worstP99 < 25 ? 'MET' : 'MISSED'}`,
);
log(
  '\n| scenario | clusters | KB | req/s | % of floor | p50 ms | p99 ms |\n|---|---|---|---|---|---|---|',
);
for (const r of rows) {
  const size = r.kb === undefined ? '' : r.kb.toFixed(1);
  log(
    `| ${r.title} | ${r.clusters ?? ''} | ${size} | ${r.rps.toFixed(0)} | ${((100 * r.rps) / floor.rps).toFixed(0)} % | ${r.p50} | ${r.p99} |`,
  );
}
await app.close();
