import { apiPaths } from '@ai-map/contracts';
import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { api } from '../test-support/api';
import { startFreezableRelay, startSilentServer } from '../test-support/freezable-relay';
import { createTestDatabase } from '../test-support/test-database';

const DETAIL = 'The database is not answering just now. Please try again in a few seconds.';
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function appOn(database: DatabaseHandle) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ai-map-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const app = await buildApp({ ...config, webDistDir: null, bundleDir: null }, { database });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Asks, timing the answer: a hung database must be answered within a few seconds. */
async function timed(app: FastifyInstance, url: string) {
  const started = performance.now();
  const res = await app.inject({ method: 'GET', url });
  return { res, ms: performance.now() - started };
}

async function expectUnavailable(app: FastifyInstance, reason: RegExp) {
  const countries = await timed(app, api('countries/'));
  expect(countries.res.statusCode).toBe(503);
  expect(countries.res.headers['retry-after']).toBe('5');
  expect(countries.res.json()).toEqual({ detail: DETAIL, code: 'service_unavailable' });
  expect(countries.ms).toBeLessThan(5000);
  const health = await timed(app, '/healthz');
  expect(health.res.statusCode).toBe(503);
  expect(health.res.json()).toMatchObject({
    status: 'unavailable',
    database: { status: 'unavailable', reason: expect.stringMatching(reason) },
  });
  expect(health.ms).toBeLessThan(5000);
}

describe('while the database is unreachable', () => {
  let t: Awaited<ReturnType<typeof appOn>>;
  beforeAll(async () => {
    // A port nobody listens on: every connection is refused, as while PostgreSQL restarts.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    t = await appOn(await openDatabase({ url: `postgres://postgres@127.0.0.1:${port}/none` }));
  });
  afterAll(async () => t?.close());

  it.each([
    ['GET', api('countries/')],
    ['POST', api(apiPaths.login)],
  ])('answers %s %s with 503 and Retry-After', async (method, url) => {
    const res = await t.app.inject({
      method: method as 'GET' | 'POST',
      url,
      ...(method === 'POST' && { payload: { email: 'a@example.com', password: 'whatever-1' } }),
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ detail: DETAIL, code: 'service_unavailable' });
  });

  it('says so on /healthz, and why', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      status: 'unavailable',
      database: {
        driver: 'postgres',
        status: 'unavailable',
        reason: expect.stringMatching(/ECONNREFUSED/) as string,
      },
      redis: { status: 'not_configured' },
    });
  });
});

describe('a PostgreSQL server that accepts connections and never answers', () => {
  let t: Awaited<ReturnType<typeof appOn>>;
  let silent: Awaited<ReturnType<typeof startSilentServer>>;
  beforeAll(async () => {
    silent = await startSilentServer();
    t = await appOn(
      await openDatabase({ url: `postgres://postgres@127.0.0.1:${silent.port}/none` }),
    );
  });
  afterAll(async () => {
    await t?.close();
    await silent?.close();
  });

  it('answers 503 within 5 s, and /healthz says why', async () => {
    await expectUnavailable(t.app, /did not accept a connection within 3 s/);
  }, 20_000);
});

describe('a PostgreSQL server that freezes while the app is connected', () => {
  let t: Awaited<ReturnType<typeof appOn>>;
  let relay: Awaited<ReturnType<typeof startFreezableRelay>>;
  beforeAll(async () => {
    const target = new URL(pgUrl);
    relay = await startFreezableRelay(target.hostname, Number(target.port || 5432));
    const viaRelay = new URL(pgUrl);
    viaRelay.port = String(relay.port);
    t = await appOn(await createTestDatabase(viaRelay.toString()));
  }, 60_000);
  afterAll(async () => {
    relay?.freeze(false);
    await t?.close();
    await relay?.close();
  });

  it('answers 503 within 5 s while frozen, fails fast meanwhile, and recovers', async () => {
    expect((await t.app.inject({ method: 'GET', url: api('countries/') })).statusCode).toBe(200);
    relay.freeze(true);
    await expectUnavailable(t.app, /PostgreSQL did not answer a query within 2 s/);
    // Right after a hang was seen, requests do not each pay the wait again.
    const meanwhile = await timed(t.app, api('countries/'));
    expect(meanwhile.res.statusCode).toBe(503);
    expect(meanwhile.ms).toBeLessThan(1000);
    relay.freeze(false);
    // The hung connections were given up; new ones work once the cool-down has passed.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const again = await t.app.inject({ method: 'GET', url: api('countries/') });
    expect(again.statusCode, again.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  }, 30_000);
});

describe('an embedded database held by a transaction that never ends', () => {
  let t: Awaited<ReturnType<typeof appOn>>;
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: null });
    await database.migrate();
    t = await appOn(database);
  }, 60_000);
  afterAll(async () => t?.close());

  it('answers 503 within 5 s, and recovers once the transaction ends', async () => {
    let release!: () => void;
    const held = database.db.transaction(() => new Promise<void>((resolve) => (release = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expectUnavailable(t.app, /embedded database has been busy .* more than 4 s/);
    release();
    await held;
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const again = await t.app.inject({ method: 'GET', url: api('countries/') });
    expect(again.statusCode, again.body).toBe(200);
  }, 30_000);
});
