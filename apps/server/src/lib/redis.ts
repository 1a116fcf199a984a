import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

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

/**
 * A Redis connection for one purpose. Errors are logged once per outage (ioredis repeats them
 * on every reconnect attempt; unhandled, an 'error' event would end the process), and the
 * return once, naming what runs locally meanwhile.
 */
export function connectRedis(
  url: string,
  log: FastifyBaseLogger,
  purpose: string,
  meanwhile: string,
  extra: { autoResubscribe?: boolean } = {},
): Redis {
  const client = new Redis(url, { ...OPTIONS, ...extra });
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

/** Whether a command sent now would reach Redis. */
export const redisReady = (client: Redis) => client.status === 'ready';
