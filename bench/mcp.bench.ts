/**
 * MCP tool latency over HTTP: the SDK's own `Client` with `StreamableHTTPClientTransport`
 * against the real server listening on a local port (`POST /mcp`, stateless: every call is one
 * HTTP request that builds its server and transport), with the full committed catalogue
 * (data/bundle) in the test app's in-memory PGlite (or PostgreSQL with TEST_DB=postgres and
 * TEST_DATABASE_URL, as the test suite does).
 *
 * Each tool gets BENCH_WARMUP untimed calls (default 5), then BENCH_RUNS timed calls (default
 * 50): `tools/list` (the protocol's floor), search_places, destination_facts, where_to_go,
 * read_trip, an edit (add_stop, then remove_stop of the same place, each timed) and export_trip.
 * plan_trip is timed BENCH_PLANS times (default 10), each by a fresh user (untimed sign-up),
 * since the free plan allows three trips a month.
 * Run: npm run bench:mcp -w @ai-map/bench   Results: bench/RESULTS.md
 */
import { MCP_PATH, mcpTools } from '@ai-map/contracts';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { importBundle } from '../apps/server/src/modules/catalog/import/bundle-import';
import { silentProgress } from '../apps/server/src/modules/catalog/import/progress';
import { registerUser } from '../apps/server/src/test-support/api';
import { createTestApp } from '../apps/server/src/test-support/test-app';

const log = (line: string) => process.stdout.write(`${line}\n`);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const PLANS = Number(process.env.BENCH_PLANS ?? 10);
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};

const started = Date.now();
const t = await createTestApp();
await importBundle(
  t.database.db,
  path.resolve(import.meta.dirname, '../data/bundle'),
  silentProgress,
);
log(`catalogue imported in ${((Date.now() - started) / 1000).toFixed(1)} s (${t.database.driver})`);
await t.app.listen({ port: 0, host: '127.0.0.1' });
const endpoint = new URL(
  `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${MCP_PATH}`,
);

const clients: Client[] = [];
async function connect(key: string): Promise<Client> {
  const client = new Client({ name: 'mcp-bench', version: '1' });
  await client.connect(
    new StreamableHTTPClientTransport(endpoint, {
      requestInit: { headers: { authorization: `Bearer ${key}` } },
    }),
  );
  clients.push(client);
  return client;
}

/** A tool call's JSON; a failed call stops the benchmark (it would time something else). */
async function call<T>(client: Client, name: string, args: Record<string, unknown>): Promise<T> {
  const result = (await client.callTool({ name, arguments: args })) as {
    content: { text: string }[];
    isError?: boolean;
  };
  if (result.isError) throw new Error(`${name}: ${result.content[0]?.text}`);
  return (name === mcpTools.exportTrip ? result.content : JSON.parse(result.content[0]!.text)) as T;
}

const timings = new Map<string, number[]>();
async function timed<T>(label: string, run: () => Promise<T>, record = true): Promise<T> {
  const t0 = performance.now();
  const value = await run();
  if (record) {
    const list = timings.get(label) ?? [];
    list.push(performance.now() - t0);
    timings.set(label, list);
  }
  return value;
}

/** WARMUP untimed and RUNS timed calls of one step. */
async function repeat(label: string, step: () => Promise<unknown>) {
  for (let i = 0; i < WARMUP; i++) await timed(label, step, false);
  for (let i = 0; i < RUNS; i++) await timed(label, step);
}

log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}`);
log(`load average before: ${load()}`);

const owner = await connect((await registerUser(t.app)).key);
type TripView = { trip_id: number; itinerary: { stops: { place_id: number }[] }[] };
const planned = await call<{ trip: TripView }>(owner, mcpTools.planTrip, {
  destinations: ['Rome'],
  days: 3,
});
const tripId = planned.trip.trip_id;
const inTrip = new Set(planned.trip.itinerary.flatMap((day) => day.stops.map((s) => s.place_id)));
const sights = await call<{ places: { place_id: number; place_type: string }[] }>(
  owner,
  mcpTools.searchPlaces,
  { near: 'Rome', limit: 30 },
);
const extra = sights.places.find((place) => !inTrip.has(place.place_id));
if (!extra) throw new Error('no Rome sight outside the trip to add');

await repeat('tools/list', () => owner.listTools());
await repeat(mcpTools.searchPlaces, () =>
  call(owner, mcpTools.searchPlaces, { near: 'Rome', kind: 'attraction', categories: ['museums'] }),
);
await repeat(mcpTools.destinationFacts, () =>
  call(owner, mcpTools.destinationFacts, { destination: 'Japan' }),
);
await repeat(mcpTools.whereToGo, () =>
  call(owner, mcpTools.whereToGo, { month: 2, beach: true, max_weekly_usd: 1500 }),
);
await repeat(mcpTools.readTrip, () => call(owner, mcpTools.readTrip, { trip_id: tripId }));
for (let i = 0; i < WARMUP + RUNS; i++) {
  const record = i >= WARMUP;
  const added = await timed(
    mcpTools.addStop,
    () =>
      call<{ added_stop_id: number }>(owner, mcpTools.addStop, {
        trip_id: tripId,
        place_id: extra.place_id,
        place_type: extra.place_type,
        day: 2,
      }),
    record,
  );
  await timed(
    mcpTools.removeStop,
    () => call(owner, mcpTools.removeStop, { trip_id: tripId, stop_id: added.added_stop_id }),
    record,
  );
}
await repeat(mcpTools.exportTrip, () =>
  call(owner, mcpTools.exportTrip, { trip_id: tripId, format: 'gpx' }),
);
for (let i = 0; i < PLANS; i++) {
  const planner = await connect((await registerUser(t.app)).key);
  await timed(mcpTools.planTrip, () =>
    call(planner, mcpTools.planTrip, { destinations: ['Paris'], days: 3 }),
  );
}

log('');
log('| call | runs | p50 | p95 | max |');
log('|---|---|---|---|---|');
for (const [label, values] of timings) {
  log(
    `| ${label} | ${values.length} | ${fmt(quantile(values, 0.5))} | ${fmt(quantile(values, 0.95))} | ${fmt(Math.max(...values))} |`,
  );
}
log('');
log(`load average after: ${load()}`);
await Promise.all(clients.map((client) => client.close()));
await t.close();
