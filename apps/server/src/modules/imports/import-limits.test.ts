import { apiPaths, IMPORT_RETRY_AFTER_S, importMessages, importPaths } from '@ai-map/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { api } from '../../test-support/api';
import { useTestApp } from '../../test-support/test-app';
import { form, kmlFile } from './imports-api.fixtures';

/**
 * The limits of the import readers (import-pool.ts), on real worker threads: a read that never
 * ends and one whose memory grows without bound come from the worker's test hooks, so what is
 * proven is that the pool stops them and the server goes on serving meanwhile.
 */

async function visitor(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: api(apiPaths.plannerAccessCode) });
  return res.json<{ planner_access_code: string }>().planner_access_code;
}

/** A preview of a small KML into a new trip, as `code`'s visitor. */
async function importAs(app: FastifyInstance, code: string) {
  const body = await form({ mode: 'preview' }, kmlFile());
  return app.inject({
    method: 'POST',
    url: `${api(importPaths.newTripImport)}?planner_access_code=${code}`,
    payload: body.payload,
    headers: body.headers,
  });
}

/** How long `/healthz` takes to answer 200. */
async function healthzMs(app: FastifyInstance): Promise<number> {
  const started = performance.now();
  const res = await app.inject({ method: 'GET', url: '/healthz' });
  expect(res.statusCode).toBe(200);
  return performance.now() - started;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a read that never ends', () => {
  const t = useTestApp({
    importPool: { testHook: 'spin', timeLimitMs: 3_000, threads: 1, queue: 1 },
  });

  it('is stopped at the time limit with 422, while /healthz answers at once', async () => {
    const code = await visitor(t.app);
    const started = performance.now();
    const reading = importAs(t.app, code);
    let settled = false;
    void reading.then(() => (settled = true));
    // The thread starts and spins meanwhile; the event loop is not the one spinning.
    await pause(1_000);
    expect(await healthzMs(t.app)).toBeLessThan(500);
    expect(settled).toBe(false);
    const res = await reading;
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: importMessages.tooSlow(3), code: 'invalid' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(3_000);
  });

  it('one import at a time per visitor (429), two for the server (503), both with Retry-After', async () => {
    const [first, second, third] = [
      await visitor(t.app),
      await visitor(t.app),
      await visitor(t.app),
    ];
    const reading = importAs(t.app, first);
    const waiting = importAs(t.app, second);
    await pause(200);

    const again = await importAs(t.app, first);
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe(String(IMPORT_RETRY_AFTER_S));
    expect(again.json()).toEqual({ detail: importMessages.oneAtATime, code: 'throttled' });

    // One thread reads, one file waits: a third visitor's is turned away, not queued.
    const busy = await importAs(t.app, third);
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe(String(IMPORT_RETRY_AFTER_S));
    expect(busy.json()).toEqual({ detail: importMessages.serverBusy, code: 'service_unavailable' });

    // The waiting file is read once the thread is free: its time limit starts then.
    expect([(await reading).statusCode, (await waiting).statusCode]).toEqual([422, 422]);
    // The visitor's slot is free again once its import is answered.
    expect((await importAs(t.app, first)).statusCode).toBe(422);
  });
});

describe('a read whose memory grows without bound', () => {
  const t = useTestApp({ importPool: { testHook: 'grow', memoryLimitMb: 64 } });

  it('is stopped at the memory limit with 413 naming it, and the server serves on', async () => {
    const res = await importAs(t.app, await visitor(t.app));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      detail: importMessages.tooMuchMemory(64),
      code: 'payload_too_large',
    });
    expect(await healthzMs(t.app)).toBeLessThan(500);
  });
});
