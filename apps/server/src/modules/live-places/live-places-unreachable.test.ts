import { API_BASE, LiveAreaSchema, livePaths } from '@ai-map/contracts';
import { createServer, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACK_OFF_BASE_MS,
  BACK_OFF_CAP_MS,
  UnreachableHosts,
  unreachableHosts,
  WARN_EVERY_MS,
} from '../../lib/unreachable-hosts';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { contextOf } from '../../test-support/test-context';
import { findArea } from './live-places.repository';
import { LiveAreaQueue } from './live-area-queue';
import { cityArea } from './live-places.service';
import { cityBy } from '../catalog/catalog.repository';

/** A port nobody listens on: connections are refused, as without internet behind a proxy. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The app's real logger (pino through Fastify), its JSON lines kept to read what an operator sees. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { log: Fastify({ logger: { level: 'info', stream } }).log, lines };
}

describe('Overpass out of reach (no internet, default mode)', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    url = `http://127.0.0.1:${await closedPort()}/api/interpreter`;
    t = await createTestApp({
      catalogue: true,
      env: { OFFLINE: 'false', OVERPASS_URL: url, OVERPASS_MIN_INTERVAL_S: '0' },
    });
  });
  afterAll(async () => t?.close());

  const ask = async (city_slug: string) =>
    LiveAreaSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: `${API_BASE}/${livePaths.areas}`,
          payload: { city_slug },
        })
      ).json(),
    );

  it('warns once without a stack, stops asking, and tells the page', async () => {
    const { log, lines } = capturedLog();
    const queue = new LiveAreaQueue({ ...contextOf(t), log });
    const cityOf = async (slug: string) => (await cityBy(t.database.db, { slug }))!.city;
    // Several areas queued at once, as a visitor moving over the map does.
    for (const slug of ['marseille', 'valletta']) await queue.request(cityArea(await cityOf(slug)));
    await queue.idle();
    for (const slug of ['marseille', 'valletta']) {
      expect((await findArea(t.database.db, `city:${slug}`))?.status).toBe('failed');
    }
    const warnings = lines.filter((line) => (line.level as number) >= 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40, code: 'ECONNREFUSED' });
    expect(warnings[0]!.msg).toMatch(
      /^Cannot reach OpenStreetMap \(Overpass\) at 127\.0\.0\.1:\d+/,
    );
    expect(warnings[0]!.msg).toContain('set OFFLINE=true');
    expect(JSON.stringify(lines)).not.toMatch(/stack|"err"/);
    expect(unreachableHosts.waitFor(url)).toBeGreaterThan(BACK_OFF_BASE_MS - 5000);

    // Meanwhile nothing more is queued: the page hears that OpenStreetMap is out of reach and
    // no area stays "queued" or "running" for it to show a pill about.
    const answer = await ask('valletta');
    expect(answer).toMatchObject({ enabled: true, reachable: false, status: 'failed' });
    const fresh = await ask('marseille');
    expect(fresh.reachable).toBe(false);
    expect(['queued', 'running']).not.toContain(fresh.status);
    await queue.request(cityArea(await cityOf('marseille')));
    await queue.idle();
    expect(lines.filter((line) => (line.level as number) >= 40)).toHaveLength(1);
  });
});

describe('the back-off of an unreachable host', () => {
  it('doubles up to its cap, warns once per 10 minutes, and resets on an answer', () => {
    let now = 0;
    const hosts = new UnreachableHosts(() => now);
    const { log, lines } = capturedLog();
    const refused = Object.assign(new TypeError('fetch failed'), {
      cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    });
    const url = 'https://overpass.example/api/interpreter';
    const waits: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      expect(hosts.failed(url, 'Overpass', refused, log)).toBe(true);
      waits.push(hosts.waitFor(url));
      now += hosts.waitFor(url);
    }
    expect(waits.slice(0, 4)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(Math.max(...waits)).toBe(BACK_OFF_CAP_MS);
    // 10 failures over ~3 hours: one warning per 10 minutes at most.
    const warnings = lines.filter((line) => line.level === 40);
    expect(warnings.length).toBeLessThanOrEqual(Math.ceil(now / WARN_EVERY_MS));
    expect(warnings.length).toBeLessThan(10);
    // Another failure (an HTTP 500 answer) is not a reachability problem: left to the caller.
    expect(hosts.failed(url, 'Overpass', new Error('Overpass answered HTTP 500'), log)).toBe(false);
    hosts.succeeded(url, 'Overpass', log);
    expect(hosts.waitFor(url)).toBe(0);
    expect(lines.at(-1)).toMatchObject({ level: 30 });
  });
});
