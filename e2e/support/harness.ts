import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startTestSmtp } from '../../apps/server/src/test-support/test-smtp';
import { recordPage, recordServer } from './page-log';

const root = path.resolve(import.meta.dirname, '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A limit against hangs, not a speed check: a start on a seeded copy takes seconds, but the seed's
 * own start imports the whole world catalogue (30 s on a quiet machine, over 180 s when other jobs
 * share the two cores: a CI run failed there at load 10), so it passes a longer limit.
 */
const HEALTHY_WITHIN_MS = 180_000;
export const SEED_HEALTHY_WITHIN_MS = 900_000;

async function waitForHealth(
  url: string,
  server: ChildProcess,
  output: () => string,
  withinMs: number,
) {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

/**
 * A new data directory: a copy of the seed directory E2E_SEED_DATA_DIR (one a server of this
 * build filled and left: migrated, world catalogue imported), so a server started on it skips
 * the catalogue import (~30 s, minutes on a busy machine); each suite gets its own copy. The e2e
 * run's global set-up (seed-data-dir.ts) fills one seed per run; without one it starts empty.
 */
export async function newDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ai-map-e2e-'));
  const seed = process.env.E2E_SEED_DATA_DIR;
  if (seed) await cp(seed, dir, { recursive: true });
  return dir;
}

/**
 * The first map request after a start loads every point and builds the map index (seconds of
 * CPU, more on a busy machine); until then the embedded database answers one query at a time,
 * so a test's first page could wait behind it (a first chat message got no answer in 120 s
 * under load). Tests begin on a warm server, as users of a running deployment do.
 */
async function warmUp(url: string) {
  const response = await fetch(`${url}/api/v1/ai_map/geo/clusters`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      top_left: { lat: 48.87, lng: 2.32 },
      bottom_right: { lat: 48.85, lng: 2.36 },
      zoom: 16,
    }),
    signal: AbortSignal.timeout(180_000),
  });
  if (!response.ok) throw new Error(`warm-up clusters answered ${response.status}`);
}

export interface E2E {
  baseUrl: string;
  /** What the server printed so far (LOG_LEVEL warn: warnings and errors). */
  serverOutput(): string;
  smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  browser: Browser;
  /** A fresh browser context (own cookies) and page at the given viewport width. */
  newPage(width?: number, height?: number): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

export interface E2EOptions {
  /** Extra server environment, e.g. provider URLs pointing at local stand-ins; wins over the defaults. */
  env?: Record<string, string>;
  /** Extra chromium switches, e.g. a fake microphone playing a file. */
  browserArgs?: string[];
  /**
   * Runs on this data directory, left in place on close, instead of a fresh one: a second server
   * on a directory an earlier one filled skips the catalogue import (tens of seconds).
   */
  dataDir?: string;
}

export interface E2EServer {
  baseUrl: string;
  /** What the server printed so far. */
  output: () => string;
  /** Resolves once `/healthz` answers: migrated, catalogue imported, listening. */
  healthy(withinMs?: number): Promise<void>;
  /** SIGTERM, and waits for the exit (the embedded database closes cleanly). */
  stop(): Promise<void>;
}

/** Starts `apps/server/dist/main.js` on `dataDir` (embedded database, offline by default). */
export async function spawnServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<E2EServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      // No outside service; a suite that needs one passes OFFLINE=false and a local stand-in.
      OFFLINE: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const output = () => log;
  return {
    baseUrl,
    output,
    healthy: (withinMs = HEALTHY_WITHIN_MS) => waitForHealth(baseUrl, server, output, withinMs),
    async stop() {
      if (server.exitCode !== null) return;
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The built product as a user gets it: `apps/server/dist/main.js` serving the built web app on
 * its own embedded database (a copy of the run's seed, see `newDataDir`), mail going to a real
 * SMTP server, and Debian's chromium.
 */
export async function startE2E(options: E2EOptions = {}): Promise<E2E> {
  const smtp = await startTestSmtp();
  const dataDir = options.dataDir ?? (await newDataDir());
  const removeDataDir = () =>
    options.dataDir ? Promise.resolve() : rm(dataDir, { recursive: true, force: true });
  const server = await spawnServer(dataDir, { SMTP_URL: smtp.url, ...options.env });
  const { baseUrl } = server;
  recordServer(server.output);
  const stopAll = async () => {
    await server.stop();
    await smtp.close();
    await removeDataDir();
  };
  // The browser starts while the server does (its start is seconds of CPU on one core, the
  // launch another second). A server or browser left behind by a failed start (never healthy,
  // or no browser) would outlive the run.
  const launched = launchBrowser(options.browserArgs ?? []);
  const browser = await (async () => {
    try {
      await Promise.all([server.healthy().then(() => warmUp(baseUrl)), launched]);
      return await launched;
    } catch (error) {
      await launched.then((started) => started.close()).catch(() => undefined);
      await stopAll();
      throw error;
    }
  })();

  return {
    baseUrl,
    serverOutput: server.output,
    smtp,
    browser,
    async newPage(width = 1280, height = 800) {
      const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height } });
      const page = await context.newPage();
      recordPage(page);
      return { context, page };
    },
    async close() {
      await browser.close();
      await stopAll();
    },
  };
}

/** Debian's chromium, headless, with WebGL on the CPU. */
function launchBrowser(extraArgs: string[]) {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless=new',
      '--no-sandbox',
      // WebGL2 for the map (MapLibre 5) without a GPU: ANGLE on SwiftShader, the CPU renderer.
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--ignore-gpu-blocklist',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}
