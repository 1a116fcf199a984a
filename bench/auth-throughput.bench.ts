/**
 * Account endpoints under load: the real app (PGlite in memory, or a throw-away database on
 * the PostgreSQL server of BENCH_DATABASE_URL) listening on loopback, driven by autocannon from the same process.
 * Login is bound by scrypt on purpose; profile reads measure the token lookup path.
 * Run: npm run bench   Results: bench/RESULTS.md
 */
import autocannon from 'autocannon';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createTestDatabase } from '../apps/server/src/test-support/test-database';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const api = '/api/v1/ai_map';

async function run(title: string, options: autocannon.Options) {
  const result = await autocannon({ duration: DURATION_S, ...options });
  const errors = result.non2xx + result.errors;
  console.log(
    `${title}: ${result.requests.average.toFixed(0)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx/errors ${errors}`,
  );
  return result;
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ai-map-bench-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
});
// A throw-away database (created and dropped on the server when BENCH_DATABASE_URL is set).
const database = await createTestDatabase(process.env.BENCH_DATABASE_URL);
const app = await buildApp({ ...config, webDistDir: null }, { database });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(
  `database: ${database.driver}; ${DURATION_S} s per scenario; node ${process.version}; ${os.cpus().length} cores`,
);

const email = `bench-${Date.now()}@example.org`;
const password = 'bench-password-42';
const registration = await fetch(`${address}${api}/users/registration/`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    full_name: 'Bench',
    email,
    password1: password,
    password2: password,
    userAgreement: true,
  }),
});
const { key } = (await registration.json()) as { key: string };

await run('GET users/profile/ (token lookup)', {
  url: `${address}${api}/users/profile/`,
  connections: 20,
  headers: { authorization: `Token ${key}` },
});
await run('POST users/login/ (scrypt N=2^15)', {
  url: `${address}${api}/users/login/`,
  method: 'POST',
  connections: 4,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password, remember: false }),
});
await run('GET /healthz (framework floor)', { url: `${address}/healthz`, connections: 20 });

await app.close();
await rm(dataDir, { recursive: true, force: true });
