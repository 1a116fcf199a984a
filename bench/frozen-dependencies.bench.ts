/**
 * A database and a Redis that freeze (a TCP relay in front of the real servers stops passing
 * bytes, sockets stay open: SIGSTOP as the app sees it), issue 28 §2:
 * - PostgreSQL frozen: how long `GET countries/` and `/healthz` take to answer, and with what;
 * - Redis frozen: trip edits' latency before, while the breaker is still closed, once open.
 * Run: npx tsx bench/frozen-dependencies.bench.ts (needs PostgreSQL at TEST_DATABASE_URL or
 * 127.0.0.1:5432 and redis-server on the PATH)   Results: bench/RESULTS.md
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { insertTrip, userIdOf } from '../apps/server/src/modules/planner/plan-together.fixtures';
import { api, registerUser, tokenHeader } from '../apps/server/src/test-support/api';
import { startFreezableRelay } from '../apps/server/src/test-support/freezable-relay';
import { freePort } from '../apps/server/src/test-support/processes';
import { createTestApp } from '../apps/server/src/test-support/test-app';
import { createTestDatabase } from '../apps/server/src/test-support/test-database';

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
};
const summary = (values: number[]) =>
  `n=${values.length}, p50 ${percentile(values, 0.5).toFixed(1)} ms, p99 ${percentile(values, 0.99).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;

console.log(`node ${process.version}; ${os.cpus().length} cores; ${os.cpus()[0]?.model}`);

// ---- PostgreSQL ----
const pgUrl = new URL(
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
const pgRelay = await startFreezableRelay(pgUrl.hostname, Number(pgUrl.port || 5432));
const viaRelay = new URL(pgUrl);
viaRelay.port = String(pgRelay.port);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ai-map-bench-'));
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const app = await buildApp(
  { ...config, webDistDir: null, bundleDir: null },
  { database: await createTestDatabase(viaRelay.toString()) },
);
await app.ready();
const ask = async (url: string) => {
  const started = performance.now();
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, ms: performance.now() - started, body: res.body };
};
const normal: number[] = [];
for (let i = 0; i < 50; i += 1) normal.push((await ask(api('countries/'))).ms);
console.log(`PostgreSQL up: GET countries/ ${summary(normal)}`);
pgRelay.freeze(true);
for (let i = 0; i < 3; i += 1) {
  for (const url of [api('countries/'), '/healthz']) {
    const { status, ms, body } = await ask(url);
    console.log(
      `PostgreSQL frozen: ${url} → ${status} in ${ms.toFixed(0)} ms ${body.slice(0, 220)}`,
    );
  }
  await new Promise((resolve) => setTimeout(resolve, 2500));
}
pgRelay.freeze(false);
await new Promise((resolve) => setTimeout(resolve, 2500));
const thawed = await ask(api('countries/'));
console.log(`PostgreSQL thawed: GET countries/ → ${thawed.status} in ${thawed.ms.toFixed(0)} ms`);
await app.close();
await pgRelay.close();
await rm(dataDir, { recursive: true, force: true });

// ---- Redis ----
function startRedis(port: number): ChildProcess {
  return spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
}
const redisPort = await freePort();
const redis = startRedis(redisPort);
await new Promise((resolve) => setTimeout(resolve, 300));
const redisRelay = await startFreezableRelay('127.0.0.1', redisPort);
const t = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${redisRelay.port}` } });
const health = async () =>
  (await t.app.inject({ method: 'GET', url: '/healthz' })).json<{ status: string }>().status;
while ((await health()) !== 'ok') await new Promise((resolve) => setTimeout(resolve, 50));
const user = await registerUser(t.app);
const { trip } = await insertTrip(t, { userId: await userIdOf(t, user.email) });
let n = 0;
const edit = async () => {
  const started = performance.now();
  const res = await t.app.inject({
    method: 'PATCH',
    url: api(`planner/trips/${trip.id}/`),
    headers: tokenHeader(user.key),
    payload: { title: `Edit ${(n += 1)}` },
  });
  if (res.statusCode !== 200) throw new Error(`edit answered ${res.statusCode}`);
  return performance.now() - started;
};
const edits = async (count: number) => {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) times.push(await edit());
  return times;
};
await edits(20);
const up = await edits(200);
console.log(`Redis up: trip edits ${summary(up)}`);
redisRelay.freeze(true);
const opening = await edits(3);
console.log(`Redis frozen, breaker closed: ${opening.map((ms) => ms.toFixed(0)).join(', ')} ms`);
const open = await edits(200);
console.log(`Redis frozen, breaker open: trip edits ${summary(open)} (status ${await health()})`);
console.log(
  `ratio of p50s (open / up): ${(percentile(open, 0.5) / percentile(up, 0.5)).toFixed(2)}`,
);
redisRelay.freeze(false);
const thawStarted = performance.now();
while ((await health()) !== 'ok') await new Promise((resolve) => setTimeout(resolve, 50));
console.log(
  `Redis thawed: breaker closed after ${(performance.now() - thawStarted).toFixed(0)} ms`,
);
const back = await edits(200);
console.log(`Redis back: trip edits ${summary(back)}`);
await t.close();
await redisRelay.close();
redis.kill('SIGTERM');
