/**
 * Imports while the server serves (issue 28 §3): the built server (`apps/server/dist/main.js`,
 * as `npm start` runs it, on a fresh embedded database without the catalogue: the files below
 * are refused at the 10,000-place limit, so no catalogue place is ever matched) receives rounds
 * of four 100,000-point KMZ imports at once, each from its own visitor (access code), while one
 * client asks `GET /healthz` every 20 ms; a last round sends the four from one visitor. Reported:
 * each round's answers and times, the `/healthz` latency while imports ran (p50, p99, max), and
 * the server's RSS before, at its peak (the kernel's high-water mark, reset before the rounds)
 * and after.
 *
 * Run: npm run build -w @ai-map/server && npm run bench:imports-parallel -w @ai-map/bench
 *   BENCH_ROUNDS (5). Results: bench/RESULTS.md.
 */
import { API_BASE, importPaths } from '@ai-map/contracts';
import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gridPoints, kmlOf, kmzOf } from '../apps/server/src/modules/imports/imports.fixtures';
import { freePort } from '../apps/server/src/test-support/processes';
import { httpClient, load, mb, ms, percentile, maxOf } from './load-support';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const POINTS = 100_000;
const PARALLEL = 4;
const HEALTH_EVERY_MS = 20;
const log = (line: string) => process.stdout.write(`${line}\n`);

const serverDir = path.resolve(import.meta.dirname, '../apps/server');
const mainJs = path.join(serverDir, 'dist/main.js');
if (!existsSync(mainJs)) throw new Error('build the server first: npm run build -w @ai-map/server');

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ai-map-imports-bench-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let output = '';
const server = spawn(process.execPath, [mainJs], {
  cwd: serverDir,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    DATA_DIR: path.join(dataDir, 'data'),
    // An empty folder: no catalogue import on start (the files are refused before matching).
    BUNDLE_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    OFFLINE: 'true',
    // The access codes of the rounds come from this one address.
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
server.stdout.on('data', keep);
server.stderr.on('data', keep);

/** The server's resident set and its high-water mark, from the kernel. */
async function rss(): Promise<{ now: number; peak: number }> {
  const status = await readFile(`/proc/${server.pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]) * 1024;
  return { now: kb('VmRSS'), peak: kb('VmHWM') };
}

const { request } = httpClient(base, 30_000);

try {
  const started = performance.now();
  for (;;) {
    const up = await request('GET', '/healthz').then(
      (res) => res.status === 200,
      () => false,
    );
    if (up) break;
    if (server.exitCode !== null || performance.now() - started > 120_000) {
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  log(
    `commit ${commit}, ${new Date().toISOString().slice(0, 10)}; ${os.cpus().length} × ` +
      `${os.cpus()[0]?.model}, Node ${process.version}; load ${load()}`,
  );

  const codes: string[] = [];
  for (let i = 0; i < PARALLEL; i++) {
    const res = await request('GET', `${API_BASE}/planner/planner_access_code`);
    codes.push((JSON.parse(res.body) as { planner_access_code: string }).planner_access_code);
  }
  const kmz = kmzOf(kmlOf(gridPoints(POINTS, 10, 10)));
  log(
    `file: ${POINTS.toLocaleString('en')} placemarks, KMZ ${mb(kmz.length)} ` +
      `(${(kmz.length / 1024).toFixed(0)} KB)`,
  );

  async function importOnce(code: string): Promise<{ status: number; ms: number; body: string }> {
    const data = new FormData();
    data.append('mode', 'preview');
    data.append('file', new Blob([new Uint8Array(kmz)]), 'saved.kmz');
    const t0 = performance.now();
    const res = await fetch(
      `${base}${API_BASE}/${importPaths.newTripImport}?planner_access_code=${code}`,
      { method: 'POST', body: data },
    );
    const body = await res.text();
    return { status: res.status, ms: performance.now() - t0, body: body.slice(0, 160) };
  }

  /** `/healthz` asked one after another until `until` settles; each answer's time. */
  async function pollHealth(until: Promise<unknown>): Promise<number[]> {
    let done = false;
    void until.finally(() => (done = true));
    const times: number[] = [];
    while (!done) {
      const t0 = performance.now();
      const res = await request('GET', '/healthz');
      if (res.status !== 200) throw new Error(`/healthz answered ${res.status}: ${res.body}`);
      times.push(performance.now() - t0);
      await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
    }
    return times;
  }

  // One import alone first, so that the rounds do not measure a cold start.
  const cold = (await rss()).now;
  const warm = await importOnce(codes[0]!);
  log(`warm-up import: ${warm.status} in ${ms(warm.ms)}: ${warm.body}`);
  log(`server RSS: ${mb(cold)} before the warm-up, ${mb((await rss()).now)} after`);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const idle = await pollHealth(new Promise((resolve) => setTimeout(resolve, 2_000)));
  log(`/healthz idle: p50 ${ms(percentile(idle, 0.5))}, p99 ${ms(percentile(idle, 0.99))}`);

  const before = await rss();
  // Resets the high-water mark (proc(5), clear_refs "5"), so the peak is that of the rounds.
  await writeFile(`/proc/${server.pid}/clear_refs`, '5');
  const health: number[] = [];
  const rounds = [
    ...Array.from({ length: ROUNDS }, () => ({ label: 'four visitors', codes })),
    { label: 'one visitor', codes: codes.map(() => codes[0]!) },
  ];
  for (const [i, round] of rounds.entries()) {
    const imports = Promise.all(round.codes.map((code) => importOnce(code)));
    const [answers, times] = await Promise.all([imports, pollHealth(imports)]);
    health.push(...times);
    const statuses = answers.map((a) => `${a.status} ${(a.ms / 1000).toFixed(2)} s`).join(', ');
    log(
      `round ${i + 1} (${round.label}): ${statuses}; /healthz ${times.length}× p99 ` +
        `${ms(percentile(times, 0.99))}, max ${ms(maxOf(times))}; RSS ${mb((await rss()).now)}`,
    );
    for (const body of new Set(answers.map((a) => `${a.status}: ${a.body}`))) log(`  ${body}`);
  }
  const peak = (await rss()).peak;
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const after = await rss();
  log(
    `/healthz while importing: ${health.length} answers, p50 ${ms(percentile(health, 0.5))}, ` +
      `p99 ${ms(percentile(health, 0.99))}, max ${ms(maxOf(health))}`,
  );
  log(
    `server RSS: ${mb(before.now)} before, peak ${mb(peak)} (growth ${mb(peak - before.now)}), ` +
      `${mb(after.now)} 5 s after; load ${load()}`,
  );
} finally {
  server.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
}
