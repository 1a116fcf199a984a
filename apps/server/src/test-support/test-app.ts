import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppOptions } from '../app';
import { loadConfig } from '../config';
import { CatalogueEvents } from '../modules/catalog/import/catalogue-events';
import { createTestDatabase } from './test-database';

export interface TestAppOptions {
  /** Extra environment, e.g. SMTP_URL or AUTH_RATE_LIMIT_PER_MINUTE. */
  env?: Record<string, string>;
  /** Import the small test catalogue of test-bundle.ts (two countries, a few cities and places). */
  catalogue?: boolean;
  /** Start the open-data sweeps as a running server does (off: tests call them step by step). */
  backgroundSweeps?: boolean;
  /** Other sizes and limits for the import readers. */
  importPool?: AppOptions['importPool'];
}

/**
 * The real app on a fresh database and a temporary DATA_DIR, for `inject`. Close it in
 * `afterAll`: that drops the database and the directory.
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ai-map-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://app.test',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    // No test reaches an outside service; the ones that need one point it at a local fake.
    OFFLINE: 'true',
    ...options.env,
  });
  const database = await createTestDatabase(
    undefined,
    options.catalogue ? 'catalogue' : 'migrated',
  );
  // Redis rate-limit counters of this app live under their own prefix.
  const rateLimitNamespace = `ai-map-test-${randomBytes(6).toString('hex')}-`;
  // So do its realtime channels: test files running side by side never hear each other.
  const realtimeNamespace = `ai-map-test-realtime-${randomBytes(6).toString('hex')}:`;
  // Tests that import a catalogue into the running app announce it here, as main.ts does.
  const catalogue = new CatalogueEvents();
  const app = await buildApp(
    { ...config, webDistDir: null, bundleDir: null },
    {
      database,
      rateLimitNamespace,
      realtimeNamespace,
      catalogue,
      backgroundSweeps: options.backgroundSweeps ?? false,
      importPool: options.importPool,
    },
  );
  await app.ready();
  return {
    app,
    config,
    database,
    rateLimitNamespace,
    realtimeNamespace,
    catalogue,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A test app started before the tests of the enclosing `describe` and closed after them. The
 * object is filled in once the app has started, so the shared helpers of test files split from
 * one suite can hold it from the start.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options));
  });
  // `close` is missing when the start failed; vitest reports that failure, not this one.
  afterAll(() => t.close?.());
  return t;
}

/** Listens on a free local port, for tests of the sockets: the running app's ws:// base. */
export async function listenForSockets(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}
