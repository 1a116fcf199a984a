import { apiPaths } from '@ai-map/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { api } from '../test-support/api';

describe('while the database is unreachable', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let dataDir: string;
  beforeAll(async () => {
    // A port nobody listens on: every connection is refused, as while PostgreSQL restarts.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ai-map-test-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    app = await buildApp(
      { ...config, webDistDir: null, bundleDir: null },
      { database: await openDatabase({ url: `postgres://postgres@127.0.0.1:${port}/none` }) },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['GET', api('countries/')],
    ['POST', api(apiPaths.login)],
  ])('answers %s %s with 503 and Retry-After', async (method, url) => {
    const res = await app.inject({
      method: method as 'GET' | 'POST',
      url,
      ...(method === 'POST' && { payload: { email: 'a@example.com', password: 'whatever-1' } }),
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      detail: 'The service is briefly unavailable. Please try again in a few seconds.',
      code: 'service_unavailable',
    });
  });

  it('says so on /healthz', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      status: 'unavailable',
      database: { driver: 'postgres', status: 'unavailable' },
      redis: { status: 'not_configured' },
    });
  });
});
