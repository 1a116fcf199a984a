import type { FastifyBaseLogger } from 'fastify';
import { type Command, Redis, ReplyError } from 'ioredis';

/**
 * Redis only accelerates this app (shared rate-limit counters, the cross-instance realtime bus),
 * so a command must fail fast rather than hold a request while Redis is away: no offline queue
 * (a command on a broken connection fails at once), a short command timeout, reconnects at
 * most a second apart. Callers check `redisReady` and take their local path meanwhile.
 */
const OPTIONS = {
  connectTimeout: 1000,
  commandTimeout: 500,
  maxRetriesPerRequest: 0,
  enableOfflineQueue: false,
  retryStrategy: (attempt: number) => Math.min(attempt * 100, 1000),
} as const;

/** Commands that failed or timed out in a row before the breaker opens. */
export const BREAKER_THRESHOLD = 3;
/** How long an open breaker keeps callers away before one PING tries Redis again. */
export const BREAKER_COOL_DOWN_MS = 5000;

/**
 * A Redis that answers slowly or not at all, on a connection that still looks ready (a frozen
 * host, a stopped process), would make every caller pay the command timeout. After
 * {@link BREAKER_THRESHOLD} failed or timed-out commands in a row the breaker opens: callers
 * take their local path at once, as while Redis is away. After {@link BREAKER_COOL_DOWN_MS} a
 * PING of its own (no request waits on it) tries again: answered, the breaker closes (the
 * client emits `breakerClosed`); not, it stays open for another cool-down. A reply error
 * (WRONGTYPE and the like) is an answer: Redis is there.
 */
class RedisBreaker {
  state: 'closed' | 'open' | 'half-open' = 'closed';
  private failures = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly client: Redis,
    private readonly log: FastifyBaseLogger,
    private readonly purpose: string,
    private readonly meanwhile: string,
  ) {
    const send = client.sendCommand.bind(client);
    client.sendCommand = (command: Command, ...rest: unknown[]) => {
      command.promise.then(
        () => this.succeeded(),
        (error: unknown) => (error instanceof ReplyError ? this.succeeded() : this.failed(error)),
      );
      return (send as (command: Command, ...rest: unknown[]) => unknown)(command, ...rest);
    };
    client.once('end', () => clearTimeout(this.timer));
  }

  private succeeded(): void {
    this.failures = 0;
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.log.info({ purpose: this.purpose }, `Redis answers again for ${this.purpose}`);
    this.client.emit('breakerClosed');
  }

  private failed(error: unknown): void {
    this.failures += 1;
    if (
      this.state === 'half-open' ||
      (this.state === 'closed' && this.failures >= BREAKER_THRESHOLD)
    ) {
      if (this.state === 'closed') {
        this.log.warn(
          { purpose: this.purpose, reason: error instanceof Error ? error.message : String(error) },
          `Redis is not answering for ${this.purpose}; ${this.meanwhile}`,
        );
      }
      this.state = 'open';
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.probe(), BREAKER_COOL_DOWN_MS);
      this.timer.unref();
    }
  }

  private probe(): void {
    if (this.client.status === 'end') return;
    this.state = 'half-open';
    // Its outcome reaches succeeded()/failed() through sendCommand like any other command's.
    this.client.ping().catch(() => undefined);
  }
}

const breakers = new WeakMap<Redis, RedisBreaker>();

/**
 * A Redis connection for one purpose. Errors are logged once per outage (ioredis repeats them
 * on every reconnect attempt; unhandled, an 'error' event would end the process), and the
 * return once, naming what runs locally meanwhile. A breaker keeps a Redis that stopped
 * answering from costing each caller its timeout ({@link RedisBreaker}).
 */
export function connectRedis(
  url: string,
  log: FastifyBaseLogger,
  purpose: string,
  meanwhile: string,
  extra: { autoResubscribe?: boolean } = {},
): Redis {
  const client = new Redis(url, { ...OPTIONS, ...extra });
  breakers.set(client, new RedisBreaker(client, log, purpose, meanwhile));
  let away = false;
  // Redis shut down cleanly closes without an error; the reconnect attempts after it report one.
  client.on('error', (error: Error) => {
    if (away) return;
    away = true;
    log.warn({ err: error, purpose }, `Redis unavailable for ${purpose}; ${meanwhile}`);
  });
  client.on('ready', () => {
    if (!away) return;
    away = false;
    log.info({ purpose }, `Redis is back for ${purpose}`);
  });
  return client;
}

/** Whether a command sent now would reach Redis and be answered (its breaker is closed). */
export const redisReady = (client: Redis) =>
  client.status === 'ready' && (breakers.get(client)?.state ?? 'closed') === 'closed';
