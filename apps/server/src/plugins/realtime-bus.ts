import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';

/** Receives one message published on a channel (already parsed from JSON). */
export type BusHandler = (message: unknown) => void;

/**
 * Fan-out of small JSON messages to whoever listens on a channel, in this process and — with
 * Redis — in every other instance of the app. Delivery is best effort: a client that misses a
 * message catches up by refetching (every message names a version to compare against).
 */
export interface RealtimeBus {
  /** Resolves once the message has been handed to local listeners and, with Redis, to Redis. */
  publish(channel: string, message: unknown): Promise<void>;
  /** Resolves once the subscription is live; the returned function ends it. */
  subscribe(channel: string, handler: BusHandler): Promise<() => void>;
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

  async subscribe(channel: string, handler: BusHandler): Promise<() => void> {
    this.emitter.on(channel, handler);
    return () => {
      this.emitter.off(channel, handler);
    };
  }

  listenerCount(channel: string): number {
    return this.emitter.listenerCount(channel);
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

/**
 * Redis pub/sub between app instances. A message is delivered to local listeners at once (no
 * round trip, and same-instance clients stay live while Redis is away) and published for the
 * others; each instance ignores the echo of its own messages. The subscriber needs a connection
 * of its own: a Redis connection in subscribe mode can run no other commands.
 */
export class RedisBus implements RealtimeBus {
  private readonly instanceId = randomUUID();
  private readonly local: LocalBus;
  private readonly publisher: Redis;
  private readonly subscriber: Redis;

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.local = new LocalBus(log);
    const options = { connectTimeout: 2000, maxRetriesPerRequest: 1 };
    this.publisher = new Redis(url, options);
    this.subscriber = new Redis(url, options);
    // ioredis reconnects by itself and resubscribes; an unhandled 'error' would end the process.
    for (const connection of [this.publisher, this.subscriber]) {
      connection.on('error', (error: Error) => log.warn({ err: error }, 'realtime Redis error'));
    }
    this.subscriber.on('message', (redisChannel: string, raw: string) => {
      this.receive(redisChannel, raw);
    });
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

  async publish(channel: string, message: unknown): Promise<void> {
    const json = JSON.stringify(message);
    this.local.deliver(channel, json);
    const envelope: Envelope = { origin: this.instanceId, json };
    await this.publisher.publish(this.prefix + channel, JSON.stringify(envelope));
  }

  async subscribe(channel: string, handler: BusHandler): Promise<() => void> {
    const unsubscribeLocal = await this.local.subscribe(channel, handler);
    // Redis counts one subscription per connection and channel: the first local listener opens
    // it, the last one to leave closes it.
    if (this.local.listenerCount(channel) === 1) {
      try {
        await this.subscriber.subscribe(this.prefix + channel);
      } catch (error) {
        unsubscribeLocal();
        throw error;
      }
    }
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      unsubscribeLocal();
      if (this.local.listenerCount(channel) === 0) {
        this.subscriber.unsubscribe(this.prefix + channel).catch((error: unknown) => {
          this.log.warn({ err: error, channel }, 'realtime unsubscribe failed');
        });
      }
    };
  }

  async close(): Promise<void> {
    await this.local.close();
    this.subscriber.disconnect();
    this.publisher.disconnect();
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
