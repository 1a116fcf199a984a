/**
 * Two app instances on one database and one Redis (a redis-server of its own on a free port),
 * measured before, during and after a Redis outage: trip edits made on instance 1 reaching a
 * trip socket on instance 2 (send → `trip_changed`), logins on both instances, and whether the
 * socket catches up once Redis is back (the resync `hello`).
 * Run: npm run bench:redis-outage -w @ai-map/bench (TEST_DB=postgres TEST_DATABASE_URL=… for
 * PostgreSQL)   Results: bench/RESULTS.md
 */
import { tripSocketPath } from '@ai-map/contracts';
import { type ChildProcess, spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { buildApp } from '../apps/server/src/app';
import {
  insertTrip,
  openSocket,
  userIdOf,
} from '../apps/server/src/modules/planner/plan-together.fixtures';
import {
  api,
  registerUser,
  STRONG_PASSWORD,
  tokenHeader,
} from '../apps/server/src/test-support/api';
import { freePort } from '../apps/server/src/test-support/processes';
import { createTestApp } from '../apps/server/src/test-support/test-app';

const EDITS = Number(process.env.BENCH_EDITS ?? 200);
const OUTAGE_S = Number(process.env.BENCH_OUTAGE_S ?? 10);

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
};
const summary = (values: number[]) =>
  `n=${values.length}, p50 ${percentile(values, 0.5).toFixed(1)} ms, p99 ${percentile(values, 0.99).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;

function startRedis(port: number): ChildProcess {
  return spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
}
async function stopRedis(server: ChildProcess) {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

const redisPort = await freePort();
let redis = startRedis(redisPort);
const first = await createTestApp({
  env: { REDIS_URL: `redis://127.0.0.1:${redisPort}`, AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
});
const second = await buildApp(
  { ...first.config, webDistDir: null, bundleDir: null },
  {
    database: { ...first.database, close: async () => undefined },
    rateLimitNamespace: first.rateLimitNamespace,
    realtimeNamespace: first.realtimeNamespace,
  },
);
await second.listen({ port: 0, host: '127.0.0.1' });
const healthOf = async (app: typeof second) =>
  (await app.inject({ method: 'GET', url: '/healthz' })).json<{ redis: { status: string } }>().redis
    .status;
async function until(check: () => Promise<boolean>) {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
}
await until(async () => (await healthOf(first.app)) === 'ok' && (await healthOf(second)) === 'ok');
console.log(
  `database: ${first.database.driver}; node ${process.version}; ${os.cpus().length} cores; ` +
    `${EDITS} edits per phase; ${OUTAGE_S} s outage`,
);

const user = await registerUser(first.app);
const { trip } = await insertTrip(first, { userId: await userIdOf(first, user.email) });
const base = `ws://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
const socket = openSocket(`${base}${tripSocketPath(trip.id)}?token=${user.key}`);
await socket.next('hello');
let version = 0;
const rename = async () => {
  const res = await first.app.inject({
    method: 'PATCH',
    url: api(`planner/trips/${trip.id}/`),
    headers: tokenHeader(user.key),
    payload: { title: `Edit ${version + 1}` },
  });
  if (res.statusCode !== 200) throw new Error(`edit answered ${res.statusCode}`);
  version += 1;
};

async function crossInstance(label: string) {
  const times: number[] = [];
  for (let i = 0; i < EDITS; i += 1) {
    const started = performance.now();
    await rename();
    await socket.next('trip_changed');
    times.push(performance.now() - started);
  }
  console.log(`${label}: edit on instance 1 → trip_changed on instance 2: ${summary(times)}`);
}

async function logins(label: string, durationMs: number) {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const deadline = performance.now() + durationMs;
  // Four clients at a time, alternating instances, for the whole span.
  await Promise.all(
    [0, 1, 2, 3].map(async (client) => {
      while (performance.now() < deadline) {
        const app = client % 2 ? second : first.app;
        const started = performance.now();
        const res = await app.inject({
          method: 'POST',
          url: api('users/login/'),
          payload: { email: user.email, password: STRONG_PASSWORD },
        });
        times.push(performance.now() - started);
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      }
    }),
  );
  console.log(
    `${label}: logins ${summary(times)}; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
}

await crossInstance('Redis up');
await logins('Redis up', 5000);

await stopRedis(redis);
const outageStarted = performance.now();
await until(async () => (await healthOf(first.app)) === 'unavailable');
const edits: number[] = [];
const outageLogins = logins('Redis down', OUTAGE_S * 1000);
while (performance.now() - outageStarted < OUTAGE_S * 1000) {
  const started = performance.now();
  await rename();
  edits.push(performance.now() - started);
  await new Promise((resolve) => setTimeout(resolve, 500));
}
await outageLogins;
const crossedDuringOutage = socket.received.filter((m) => m.type === 'trip_changed').length;
console.log(`Redis down: trip edits on instance 1 answered: ${summary(edits)}`);

redis = startRedis(redisPort);
const restarted = performance.now();
const hello = await socket.next('hello', 30_000);
console.log(
  `Redis back: resync hello on instance 2 after ${(performance.now() - restarted).toFixed(0)} ms ` +
    `with version ${hello.version} (latest ${version}; caught up: ${hello.version === version}); ` +
    `trip_changed during the outage: ${crossedDuringOutage - EDITS}`,
);
await crossInstance('Redis back');

socket.close();
await second.close();
await first.close();
await stopRedis(redis);
