/**
 * The parts of load.bench.ts that are not the run itself: the workload it sends, the statistics
 * it reports, its HTTP client and the server process it starts.
 */
import type { GeoKind } from '@ai-map/contracts';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../apps/server/src/test-support/processes';

// ---------------------------------------------------------------- workload and statistics

/** Questions the built-in assistant answers from the catalogue without planning a trip (a plan
 * would use up the free plan's trips long before the run ends). */
export const QUESTIONS = [
  'Show me Paris on the map',
  'When is the best time to visit Lisbon?',
  'What should I eat in Rome?',
  'What is the weather like in Barcelona in July?',
  'How much does a week in Prague cost?',
  'Tell me about Japan',
];
/** Where the map requests look: real cities of the catalogue, and the world view. */
const CITIES: [number, number][] = [
  [48.8566, 2.3522],
  [51.5074, -0.1278],
  [41.9028, 12.4964],
  [40.7128, -74.006],
  [35.6762, 139.6503],
  [41.3874, 2.1686],
  [38.7223, -9.1393],
  [50.0755, 14.4378],
  [52.52, 13.405],
  [13.7563, 100.5018],
  [1.3521, 103.8198],
  [25.2048, 55.2708],
  [20, 0],
];
const KINDS: (GeoKind[] | undefined)[] = [
  undefined,
  undefined,
  undefined,
  ['attraction'],
  ['food'],
  ['shop', 'event'],
];

export const percentile = (values: number[], q: number) => {
  if (!values.length) return NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};
/** Math.max(...values) overflows the stack on 150,000 values. */
export const maxOf = (values: number[]) =>
  values.length ? values.reduce((max, value) => Math.max(max, value), -Infinity) : NaN;
export const ms = (value: number) => (Number.isNaN(value) ? '–' : `${value.toFixed(1)} ms`);
export const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
export const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** Deterministic pseudo-random numbers (mulberry32): two runs send the same requests. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = random(14);

/** A 1280×800 px map viewport (Web Mercator, 512 px tiles as MapLibre) centred on a point. */
export function viewport(zoom: number, lat: number, lng: number) {
  const worldPx = 512 * 2 ** zoom;
  const y = (phi: number) =>
    (0.5 - Math.log(Math.tan(Math.PI / 4 + (phi * Math.PI) / 360)) / (2 * Math.PI)) * worldPx;
  const latOf = (py: number) =>
    (Math.atan(Math.sinh(Math.PI * (1 - (2 * py) / worldPx))) * 180) / Math.PI;
  const cy = y(lat);
  const halfLng = (640 * 360) / worldPx;
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

/** A cluster request: a random zoom 3..16, panned up to a screen away from a city. */
export function clusterBody(): string {
  const [lat, lng] = CITIES[Math.floor(rnd() * CITIES.length)]!;
  const zoom = 3 + Math.floor(rnd() * 14);
  const screenLng = (1280 * 360) / (512 * 2 ** zoom);
  const screenLat = Math.min(60, (800 * 180) / (512 * 2 ** zoom));
  const box = viewport(
    zoom,
    Math.max(-80, Math.min(80, lat + (rnd() - 0.5) * 2 * screenLat)),
    Math.max(-179, Math.min(179, lng + (rnd() - 0.5) * 2 * screenLng)),
  );
  const kinds = KINDS[Math.floor(rnd() * KINDS.length)];
  return JSON.stringify(kinds ? { ...box, kinds } : box);
}

/** The least-squares slope of `key` over the samples, in MB a minute. */
export function slopeMbPerMin(
  settled: { t: number; rss: number; heap: number }[],
  key: 'rss' | 'heap',
): number {
  if (settled.length < 2) return NaN;
  const n = settled.length;
  const mx = settled.reduce((s, p) => s + p.t, 0) / n;
  const my = settled.reduce((s, p) => s + p[key], 0) / n;
  const num = settled.reduce((s, p) => s + (p.t - mx) * (p[key] - my), 0);
  const den = settled.reduce((s, p) => s + (p.t - mx) ** 2, 0);
  return ((num / den) * 60) / 2 ** 20;
}

// ---------------------------------------------------------------- HTTP

/** Keep-alive requests to the server at `base`; one unanswered after `timeoutMs` fails. */
export function httpClient(base: string, timeoutMs: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  interface Answer {
    status: number;
    body: string;
  }
  function request(
    method: string,
    url: string,
    options: { body?: string; token?: string } = {},
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        `${base}${url}`,
        {
          method,
          agent,
          timeout: timeoutMs,
          headers: {
            ...(options.body ? { 'content-type': 'application/json' } : {}),
            ...(options.token ? { authorization: `Token ${options.token}` } : {}),
          },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (part: string) => (body += part));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', reject);
      req.end(options.body);
    });
  }
  return { agent, request };
}

// ---------------------------------------------------------------- the server process

/**
 * The app's main.ts in its own process (load-server.ts, which answers memory samples over IPC),
 * on a throw-away PostgreSQL database or the embedded PGlite, with its own DATA_DIR.
 */
export async function startServer(DB: string, PG_URL: string, REDIS_URL: string | undefined) {
  const serverDir = path.resolve(import.meta.dirname, '../apps/server');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ai-map-load-'));
  let databaseName: string | null = null;
  let databaseUrl: string | undefined;
  if (DB === 'postgres') {
    databaseName = `ai_map_load_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    const url = new URL(PG_URL);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  } else if (DB !== 'pglite') {
    throw new Error('BENCH_DB must be postgres or pglite');
  }

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let serverOutput = '';
  const server: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.resolve(import.meta.dirname, 'load-server.ts')],
    {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        LOG_FORMAT: 'json',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
        // No outside service: the Wikimedia sweep and live places stay off.
        OFFLINE: 'true',
        // Every user signs up from this one address.
        AUTH_RATE_LIMIT_PER_MINUTE: '100000',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ...(REDIS_URL ? { REDIS_URL } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
  const keep = (chunk: Buffer) => {
    serverOutput = (serverOutput + chunk.toString()).slice(-20_000);
  };
  server.stdout!.on('data', keep);
  server.stderr!.on('data', keep);
  const serverExited = new Promise<number | null>((resolve) => server.on('exit', resolve));

  interface ServerSample {
    memory: NodeJS.MemoryUsage;
    cpu: NodeJS.CpuUsage;
  }
  function sampleServer(): Promise<ServerSample> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('the server did not answer over IPC')),
        10_000,
      );
      server.once('message', (message) => {
        clearTimeout(timer);
        resolve(message as ServerSample);
      });
      server.send('memory');
    });
  }

  async function cleanUp() {
    if (server.exitCode === null) server.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    if (databaseName) {
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await admin.end();
    }
  }
  return {
    port,
    base,
    server,
    serverExited,
    /** The last 20,000 characters the server wrote. */
    output: () => serverOutput,
    sampleServer,
    cleanUp,
  };
}
