/**
 * POST geo/clusters under load on 1,000,000 synthetic points (kept apart from the real data: the
 * geo routes are given the generated points directly, no database), against a trivial GET route
 * of the same app as the framework floor. Viewports are 1280×800 px at each zoom 3..16, centred
 * on the densest synthetic city. Run: npm run bench:clusters -w @ai-map/bench
 * (BENCH_POINTS, BENCH_DURATION_S, BENCH_CONNECTIONS). Results: bench/RESULTS.md.
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
import type { GeoPoint } from '../apps/server/src/modules/geo/geo-index';
import { geoRoutes } from '../apps/server/src/modules/geo/geo.routes';
import { errorsPlugin } from '../apps/server/src/plugins/errors';

const POINTS = Number(process.env.BENCH_POINTS ?? 1_000_000);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
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

// 300 "cities" hold 70 % of the points (σ ≈ 2–5 km), the rest is spread over the world.
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
await app.register(geoRoutes, { prefix: '/api/v1/ai_map', ctx: {} as AppContext, points });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

/** A 1280×800 px viewport (256 px tiles, Web Mercator) centred on a point. */
function viewport(zoom: number, lat: number, lng: number) {
  const worldPx = 256 * 2 ** zoom;
  const y = (phi: number) =>
    (0.5 - Math.log(Math.tan(Math.PI / 4 + (phi * Math.PI) / 360)) / (2 * Math.PI)) * worldPx;
  const latOf = (py: number) =>
    (Math.atan(Math.sinh(Math.PI * (1 - (2 * py) / worldPx))) * 180) / Math.PI;
  const cy = y(lat);
  const halfLng = ((1280 / 2) * 360) / worldPx;
  return {
    top_left: { lat: Math.min(85, latOf(cy - 400)), lng: Math.max(-180, lng - halfLng) },
    bottom_right: { lat: Math.max(-85, latOf(cy + 400)), lng: Math.min(180, lng + halfLng) },
    zoom,
  };
}

// Warm-up: build the four per-kind indexes before measuring.
let t0 = performance.now();
let res = await fetch(`${address}/api/v1/ai_map/geo/clusters`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(viewport(3, 48.8566, 2.3522)),
});
log(
  `index build (4 kinds, first request): ${((performance.now() - t0) / 1000).toFixed(1)} s, status ${res.status}`,
);

interface Row {
  title: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  clusters?: number;
}
const rows: Row[] = [];
async function run(title: string, options: autocannon.Options, clusters?: number) {
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
    clusters,
  };
  rows.push(row);
  log(
    `${title}: ${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}${clusters === undefined ? '' : `, ${clusters} clusters`}`,
  );
  return row;
}

log(
  `${DURATION_S} s per scenario, ${CONNECTIONS} connections; node ${process.version}; ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}`,
);
const floor = await run('GET /ping (framework floor)', { url: `${address}/ping` });
for (let zoom = 3; zoom <= 16; zoom++) {
  const body = JSON.stringify(viewport(zoom, 48.8566, 2.3522));
  t0 = performance.now();
  res = await fetch(`${address}/api/v1/ai_map/geo/clusters`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const { results } = (await res.json()) as { results: unknown[] };
  await run(
    `POST geo/clusters zoom ${zoom}${zoom === 3 ? ' (world view)' : zoom === 13 ? ' (city view)' : ''}`,
    {
      url: `${address}/api/v1/ai_map/geo/clusters`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    },
    results.length,
  );
}
const geoRows = rows.slice(1);
const worstRps = Math.min(...geoRows.map((r) => r.rps));
const worstP99 = Math.max(...geoRows.map((r) => r.p99));
log(
  `targets: throughput ≥ 50 % of the floor: worst ${((100 * worstRps) / floor.rps).toFixed(0)} % ${worstRps >= floor.rps / 2 ? 'MET' : 'MISSED'}; p99 < 25 ms: worst ${worstP99} ms ${worstP99 < 25 ? 'MET' : 'MISSED'}`,
);
log('\n| scenario | clusters | req/s | p50 ms | p99 ms |\n|---|---|---|---|---|');
for (const r of rows)
  log(`| ${r.title} | ${r.clusters ?? ''} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} |`);
await app.close();
