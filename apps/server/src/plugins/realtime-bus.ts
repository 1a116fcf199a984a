import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { connectRedis, redisReady } from '../lib/redis';

/**
 * What a channel carries, by its topic: the part of its name before the colon (`trip:12` carries
 * a `trip` message). Empty here, below the modules: each module that publishes declares its
 * channels' message by augmenting this interface beside its channel function
 * (planner/trip-events.ts, assistant/interrupted-turns.ts), so a receiver gets the message typed,
 * with no cast, and a publisher cannot send another kind of message on it (issue 30 item 3).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by augmentation
export interface BusEvents {}

/** A topic of the bus: a key of {@link BusEvents}. */
export type BusTopic = keyof BusEvents & string;

/** A channel of topic `K`: `${K}:${id}`. */
export type BusChannel<K extends BusTopic = BusTopic> = `${K}:${string}`;

/** Receives one message published on a channel (already parsed from JSON). */
export type BusHandler<M = unknown> = (message: M) => void;

/**
 * Fan-out of small JSON messages to whoever listens on a channel, in this process and — with
 * Redis — in every other instance of the app. Delivery is best effort: a client that misses a
 * message catches up by refetching (every message names a version to compare against).
 */
export interface RealtimeBus {
  /** Resolves once the message has been handed to local listeners and, with Redis, to Redis. */
  publish<K extends BusTopic>(channel: BusChannel<K>, message: BusEvents[K]): Promise<void>;
  /** Resolves once the subscription is live; the returned function ends it. */
  subscribe<K extends BusTopic>(
    channel: BusChannel<K>,
    handler: BusHandler<BusEvents[K]>,
  ): Promise<() => void>;
  /**
   * Calls `listener` when messages from other instances may have been missed (Redis was away and
   * is back), so that whoever shows live data compares versions and refetches. The returned
   * function stops it. Never called by a bus of one process.
   */
  onResync(listener: () => void): () => void;
  /** Whether messages reach other instances now: null for a bus of one process. */
  crossInstance(): boolean | null;
  close(): Promise<void>;
}

/**
 * Listeners of this process. Messages go through a JSON round trip so that a listener sees
 * exactly what a listener in another instance would.
 */
export class LocalBus implements RealtimeBus {
  private readonly emitter = new EventEmitter();

  constructor(private readonly log: FastifyBaseLogger) {
    // One listener per open socket: hundreds on a busy trip are expected, not a leak.
    this.emitter.setMaxListeners(0);
  }

  async publish(channel: string, message: unknown): Promise<void> {
    this.deliver(channel, JSON.stringify(message));
  }

  /** Hands a serialized message to this process's listeners; one failing listener spares the rest. */
  deliver(channel: string, json: string): void {
    for (const listener of this.emitter.listeners(channel) as BusHandler[]) {
      try {
        listener(JSON.parse(json));
      } catch (error) {
        this.log.error({ err: error, channel }, 'realtime listener failed');
      }
    }
  }

  /**
   * Any channel and any handler: the {@link RealtimeBus} interface, which the app sees, types a
   * channel's messages by its topic. (`never`: a handler of any message type is taken.)
   */
  async subscribe(channel: string, handler: BusHandler<never>): Promise<() => void> {
    // The one place a message's type is taken on trust: it was published on this channel.
    const listener = handler as BusHandler;
    this.emitter.on(channel, listener);
    return () => {
      this.emitter.off(channel, listener);
    };
  }

  listenerCount(channel: string): number {
    return this.emitter.listenerCount(channel);
  }

  /** One process misses nothing. */
  onResync(): () => void {
    return () => undefined;
  }

  crossInstance(): null {
    return null;
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/** What travels through Redis: the publishing instance's id lets it skip its own echo. */
interface Envelope {
  origin: string;
  json: string;
}

/** Resolves once `client` is ready, or false after `timeoutMs`. */
function readyWithin(client: Redis, timeoutMs: number): Promise<boolean> {
  if (redisReady(client)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      client.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    client.once('ready', onReady);
  });
}

/**
 * Redis pub/sub between app instances. A message is delivered to local listeners at once (no
 * round trip, and same-instance clients stay live while Redis is away) and published for the
 * others; each instance ignores the echo of its own messages. The subscriber needs a connection
 * of its own: a Redis connection in subscribe mode can run no other commands.
 *
 * Redis may go away at any time: publishing then skips Redis at once (no queue, no wait), the
 * channels wanted are kept here and subscribed again whenever the subscriber connects, and
 * after such a gap `onResync` listeners are told, since other instances' messages were lost.
 */
export class RedisBus implements RealtimeBus {
  private readonly instanceId = randomUUID();
  private readonly local: LocalBus;
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  /** Redis channels with at least one local listener. */
  private readonly channels = new Set<string>();
  private readonly resyncListeners = new Set<() => void>();
  /** Until a connection was first ready, callers wait briefly for it (the app is starting). */
  private readonly everReady = new WeakSet<Redis>();

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.local = new LocalBus(log);
    const meanwhile = 'live updates reach clients of this instance only meanwhile';
    this.publisher = connectRedis(url, log, 'live updates (publishing)', meanwhile);
    // Subscriptions are renewed here, with the resync after them, rather than by ioredis.
    this.subscriber = connectRedis(url, log, 'live updates (listening)', meanwhile, {
      autoResubscribe: false,
    });
    this.publisher.on('ready', () => this.everReady.add(this.publisher));
    this.subscriber.on('ready', () => {
      const first = !this.everReady.has(this.subscriber);
      this.everReady.add(this.subscriber);
      void this.resubscribe(first);
    });
    // Redis answered again after its breaker had opened (lib/redis.ts): messages were skipped
    // meanwhile, and a subscribe may not have reached it. Subscribing again is harmless.
    for (const client of [this.publisher, this.subscriber]) {
      client.on('breakerClosed', () => void this.resubscribe(false));
    }
    this.subscriber.on('message', (redisChannel: string, raw: string) => {
      this.receive(redisChannel, raw);
    });
  }

  /** After a (re)connect: the wanted channels again, then the listeners catch up. */
  private async resubscribe(first: boolean): Promise<void> {
    try {
      if (this.channels.size) await this.subscriber.subscribe(...this.channels);
    } catch (error) {
      this.log.warn({ err: error }, 'realtime resubscribe failed');
      return;
    }
    if (first) return;
    for (const listener of this.resyncListeners) {
      try {
        listener();
      } catch (error) {
        this.log.error({ err: error }, 'realtime resync listener failed');
      }
    }
  }

  private async connected(client: Redis): Promise<boolean> {
    if (redisReady(client)) return true;
    if (this.everReady.has(client)) return false;
    return readyWithin(client, 1000);
  }

  private receive(redisChannel: string, raw: string): void {
    if (!redisChannel.startsWith(this.prefix)) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch {
      this.log.warn({ channel: redisChannel }, 'realtime message is not JSON');
      return;
    }
    if (envelope.origin === this.instanceId || typeof envelope.json !== 'string') return;
    this.local.deliver(redisChannel.slice(this.prefix.length), envelope.json);
  }

  /** Never waits on an absent Redis: the other instances' clients catch up through the resync. */
  async publish(channel: string, message: unknown): Promise<void> {
    const json = JSON.stringify(message);
    this.local.deliver(channel, json);
    if (!(await this.connected(this.publisher))) return;
    const envelope: Envelope = { origin: this.instanceId, json };
    try {
      await this.publisher.publish(this.prefix + channel, JSON.stringify(envelope));
    } catch (error) {
      this.log.debug({ err: error, channel }, 'realtime message not published');
    }
  }

  async subscribe(channel: string, handler: BusHandler<never>): Promise<() => void> {
    const unsubscribeLocal = await this.local.subscribe(channel, handler);
    const redisChannel = this.prefix + channel;
    // Redis counts one subscription per connection and channel: the first local listener opens
    // it, the last one to leave closes it. Without Redis, the next connect subscribes it.
    if (this.local.listenerCount(channel) === 1) {
      this.channels.add(redisChannel);
      if (await this.connected(this.subscriber)) {
        await this.subscriber.subscribe(redisChannel).catch((error: unknown) => {
          this.log.debug({ err: error, channel }, 'realtime subscribe deferred to the reconnect');
        });
      }
    }
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      unsubscribeLocal();
      if (this.local.listenerCount(channel) === 0) {
        this.channels.delete(redisChannel);
        if (!redisReady(this.subscriber)) return;
        this.subscriber.unsubscribe(redisChannel).catch((error: unknown) => {
          this.log.warn({ err: error, channel }, 'realtime unsubscribe failed');
        });
      }
    };
  }

  onResync(listener: () => void): () => void {
    this.resyncListeners.add(listener);
    return () => {
      this.resyncListeners.delete(listener);
    };
  }

  async close(): Promise<void> {
    await this.local.close();
    this.resyncListeners.clear();
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }

  /** Both connections reach Redis now. */
  crossInstance(): boolean {
    return redisReady(this.publisher) && redisReady(this.subscriber);
  }
}

/** Redis when the app has REDIS_URL (several instances share it), otherwise this process only. */
export function createRealtimeBus(options: {
  redisUrl: string | undefined;
  prefix: string;
  log: FastifyBaseLogger;
}): RealtimeBus {
  return options.redisUrl
    ? new RedisBus(options.redisUrl, options.prefix, options.log)
    : new LocalBus(options.log);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's bus (the same as its AppContext's), for tests that need the running app's one. */
    realtimeBus: RealtimeBus;
  }
}
