import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startTestSmtp, type ReceivedMail } from '../../apps/server/src/test-support/test-smtp';
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
 * the catalogue import (~30 s, minutes on a busy machine); each server gets its own copy. The e2e
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
export async function warmUp(url: string) {
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

/** The mail a test server sent: its own SMTP server's, or the shared server's (`mailDirReader`). */
export interface Mailbox {
  /** Every message so far, oldest first (on the shared server, other files' too: find by address). */
  readonly received: ReceivedMail[];
  /** Resolves with the first message to `to` that arrives (or has arrived). */
  waitFor(to: string, timeoutMs?: number): Promise<ReceivedMail>;
}

export interface E2E {
  baseUrl: string;
  /**
   * What the server printed so far (LOG_LEVEL warn: warnings and errors); on the shared server,
   * since the run began.
   */
  serverOutput(): string;
  smtp: Mailbox;
  browser: Browser;
  /** A fresh browser context (own cookies) and page at the given viewport width. */
  newPage(width?: number, height?: number): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

export interface E2EOptions {
  /**
   * Extra server environment, e.g. provider URLs pointing at local stand-ins; wins over the
   * defaults. A file that passes any gets a server of its own.
   */
  env?: Record<string, string>;
  /** Extra chromium switches, e.g. a fake microphone playing a file. */
  browserArgs?: string[];
  /**
   * Runs its own server on this data directory, left in place on close, instead of a fresh copy
   * of the seed.
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

/**
 * Starts `apps/server/dist/main.js` on `dataDir` (embedded database, offline by default);
 * `logFile`, when given, gets what it prints too.
 */
export async function spawnServer(
  dataDir: string,
  env: Record<string, string> = {},
  logFile?: string,
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
  const file = logFile ? createWriteStream(logFile, { flags: 'a' }) : undefined;
  const record = (chunk: Buffer) => {
    log += chunk.toString();
    file?.write(chunk);
  };
  server.stdout?.on('data', record);
  server.stderr?.on('data', record);
  server.once('exit', () => file?.end());
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
 * Where the run's shared server is (set by the global set-up shared-server.ts, inherited by the
 * forked test workers): its address, the directory its mail lands in (one JSON file a message)
 * and the file its output goes to.
 */
export const SHARED_ENV = {
  url: 'E2E_SHARED_URL',
  mailDir: 'E2E_SHARED_MAIL_DIR',
  logFile: 'E2E_SHARED_LOG',
} as const;

/** The shared server's mail, read from the directory its SMTP server writes each message to. */
export function mailDirReader(dir: string): Mailbox {
  const read = new Map<string, ReceivedMail>();
  const received = () => {
    for (const name of readdirSync(dir).sort()) {
      // A message is written under another name and renamed, so a `.json` file is whole.
      if (name.endsWith('.json') && !read.has(name)) {
        read.set(name, JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as ReceivedMail);
      }
    }
    return [...read.values()];
  };
  return {
    get received() {
      return received();
    },
    async waitFor(to: string, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received().find((m) => m.to.includes(to));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
}

/**
 * The built product as a user gets it: `apps/server/dist/main.js` serving the built web app on
 * its own embedded database (a copy of the run's seed, see `newDataDir`), mail going to a real
 * SMTP server, and Debian's chromium.
 *
 * A file that asks for no server environment and no data directory of its own runs on the run's
 * shared server (started once by the global set-up, shared-server.ts: each of these files used to
 * start its own, 10–20 s of CPU each), with a chromium of its own; the others, and every file
 * when the set-up did not run, start their own server.
 */
export async function startE2E(options: E2EOptions = {}): Promise<E2E> {
  const sharedUrl = process.env[SHARED_ENV.url];
  const ownServer = Object.keys(options.env ?? {}).length > 0 || options.dataDir !== undefined;
  if (sharedUrl && !ownServer) return onSharedServer(sharedUrl, options.browserArgs ?? []);
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
  return withBrowser(baseUrl, server.output, smtp, browser, stopAll);
}

/** A file's chromium on the run's shared server, which the global set-up started and warmed up. */
async function onSharedServer(baseUrl: string, browserArgs: string[]): Promise<E2E> {
  const logFile = process.env[SHARED_ENV.logFile]!;
  const output = () => readFileSync(logFile, 'utf8');
  recordServer(output);
  const launched = launchBrowser(browserArgs);
  try {
    // Quick: the server has answered since the set-up; this only says so if it died since.
    const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(60_000) });
    if (!response.ok) throw new Error(`the shared server's /healthz answered ${response.status}`);
  } catch (error) {
    await launched.then((started) => started.close()).catch(() => undefined);
    throw new Error(`the shared e2e server is not answering:\n${output().slice(-3000)}`, {
      cause: error,
    });
  }
  const mailbox = mailDirReader(process.env[SHARED_ENV.mailDir]!);
  return withBrowser(baseUrl, output, mailbox, await launched, async () => undefined);
}

function withBrowser(
  baseUrl: string,
  serverOutput: () => string,
  smtp: Mailbox,
  browser: Browser,
  stopServer: () => Promise<void>,
): E2E {
  return {
    baseUrl,
    serverOutput,
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
      await stopServer();
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
