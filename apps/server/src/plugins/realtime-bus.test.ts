import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatChannel } from '../modules/assistant/interrupted-turns';
import { tripChannel } from '../modules/planner/trip-events';
import { LocalBus, RedisBus, type RealtimeBus } from './realtime-bus';

const REDIS_URL = 'redis://127.0.0.1:6379';
const error = vi.fn();
const log = { error, warn: vi.fn(), info: vi.fn() } as unknown as FastifyBaseLogger;

/** Collects what a subscription receives and lets a test wait for the n-th message. */
function inbox() {
  const received: unknown[] = [];
  return {
    received,
    handler: (message: unknown) => received.push(message),
    async waitFor(count: number, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`got ${received.length} of ${count} messages`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return received;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

const opened: RealtimeBus[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((bus) => bus.close()));
});

function localBus() {
  const bus = new LocalBus(log);
  opened.push(bus);
  return bus;
}

function redisBus(prefix: string) {
  const bus = new RedisBus(REDIS_URL, prefix, log);
  opened.push(bus);
  return bus;
}

describe('the bus as the app sees it (RealtimeBus, BusEvents)', () => {
  it("types a channel's messages by its topic: receivers need no cast", async () => {
    // The types are checked by `npm run typecheck`: each directive below fails it when the line
    // under it type-checks. At run time the calls go through a real bus.
    const bus: RealtimeBus = localBus();
    const versions: number[] = [];
    const notices: string[] = [];
    await bus.subscribe(tripChannel(1), (change) => versions.push(change.version));
    await bus.subscribe(chatChannel(1), (notice) => notices.push(notice.message));
    await bus.publish(tripChannel(1), { tripId: 1, version: 4, type: 'trip_updated' });
    await bus.publish(chatChannel(1), { message: 'The turn was interrupted.' });
    // @ts-expect-error -- a trip's channel carries trip changes, not a chat's notices
    await bus.publish(tripChannel(2), { message: 'x' });
    // @ts-expect-error -- a channel of no declared topic
    await bus.publish('nobody:1', {});
    expect(versions).toEqual([4]);
    expect(notices).toEqual(['The turn was interrupted.']);
  });
});

describe('LocalBus', () => {
  it('delivers to the listeners of the channel only, as JSON copies', async () => {
    const bus = localBus();
    const a = inbox();
    const other = inbox();
    await bus.subscribe('trip:1', a.handler);
    await bus.subscribe('trip:2', other.handler);
    const message = { type: 'stop_added', when: new Date(0) };
    await bus.publish('trip:1', message);
    // A listener sees what a listener in another instance would: the date became a string.
    expect(a.received).toEqual([{ type: 'stop_added', when: '1970-01-01T00:00:00.000Z' }]);
    expect(other.received).toEqual([]);
  });

  it('stops delivering after unsubscribe, and one throwing listener spares the others', async () => {
    const bus = localBus();
    const kept = inbox();
    const dropped = inbox();
    await bus.subscribe('c', () => {
      throw new Error('broken listener');
    });
    await bus.subscribe('c', kept.handler);
    const stop = await bus.subscribe('c', dropped.handler);
    await bus.publish('c', 1);
    stop();
    stop(); // twice is harmless
    await bus.publish('c', 2);
    expect(kept.received).toEqual([1, 2]);
    expect(dropped.received).toEqual([1]);
    expect(bus.listenerCount('c')).toBe(2);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ channel: 'c' }),
      'realtime listener failed',
    );
  });
});

describe('RedisBus', () => {
  const prefix = () => `ai-map-test-bus-${randomBytes(6).toString('hex')}:`;

  it('carries a message to the other instance once, and to its own listeners once', async () => {
    const p = prefix();
    const one = redisBus(p);
    const two = redisBus(p);
    const atOne = inbox();
    const atTwo = inbox();
    await one.subscribe('trip:7', atOne.handler);
    await two.subscribe('trip:7', atTwo.handler);

    await one.publish('trip:7', { n: 1 });
    // Its own listeners hear it at once, before Redis has carried it anywhere.
    expect(atOne.received).toEqual([{ n: 1 }]);
    await atTwo.waitFor(1);
    await two.publish('trip:7', { n: 2 });
    await atOne.waitFor(2);
    await atTwo.waitFor(2);
    await settle(); // an echo of its own message would arrive by now
    expect(atOne.received).toEqual([{ n: 1 }, { n: 2 }]);
    expect(atTwo.received).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('keeps prefixes apart and unsubscribes from Redis when the last listener leaves', async () => {
    const p = prefix();
    const publisher = redisBus(p);
    const listener = redisBus(p);
    const stranger = redisBus(prefix());
    const first = inbox();
    const second = inbox();
    const foreign = inbox();
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    const subscribers = async () =>
      ((await redis.pubsub('NUMSUB', `${p}c`)) as [string, number])[1];
    const stopFirst = await listener.subscribe('c', first.handler);
    const stopSecond = await listener.subscribe('c', second.handler);
    await stranger.subscribe('c', foreign.handler);

    // Two local listeners share one Redis subscription.
    expect(await subscribers()).toBe(1);
    await publisher.publish('c', 'a');
    await first.waitFor(1);
    await second.waitFor(1);
    stopFirst();
    await publisher.publish('c', 'b');
    await second.waitFor(2);
    expect(await subscribers()).toBe(1);
    stopSecond();
    await settle(); // the UNSUBSCRIBE reaches Redis
    expect(await subscribers()).toBe(0);
    await publisher.publish('c', 'c');
    await settle();
    redis.disconnect();

    expect(first.received).toEqual(['a']);
    expect(second.received).toEqual(['a', 'b']);
    expect(foreign.received).toEqual([]);
  });
});
