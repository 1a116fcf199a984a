import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createRequire } from 'node:module';
import { redisReady } from './redis';

type Incr = FastifyRateLimitStore['incr'];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** The two stores @fastify/rate-limit ships (it exports neither; their files are public). */
interface ShippedStores {
  RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: Redis,
    key: string,
  ) => FastifyRateLimitStore;
  LocalStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
  ) => FastifyRateLimitStore;
}
const require = createRequire(import.meta.url);
const { RedisStore, LocalStore }: ShippedStores = {
  RedisStore: require('@fastify/rate-limit/store/RedisStore.js') as ShippedStores['RedisStore'],
  LocalStore: require('@fastify/rate-limit/store/LocalStore.js') as ShippedStores['LocalStore'],
};

/**
 * Rate-limit counters in Redis (shared by every instance) while Redis answers, and in this
 * process while it does not: a Redis outage must not turn logins into errors, and a client
 * still meets a limit (per instance) meanwhile. The connection logs the outage once
 * (lib/redis.ts); a command that fails on a connection that looked ready is counted locally.
 */
class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  incr: Incr = (key, callback, timeWindow, max) => {
    if (!redisReady(this.redis)) {
      this.local.incr(key, callback, timeWindow, max);
      return;
    }
    this.shared.incr(
      key,
      (error, result) => {
        if (!error) {
          callback(null, result);
          return;
        }
        this.log.debug({ err: error }, 'rate-limit counter in Redis failed; counted locally');
        this.local.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  };

  child(routeOptions: RouteOptions): FastifyRateLimitStore {
    return new FallbackStore(
      this.redis,
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
      this.log,
    );
  }
}

/** The `store` option of @fastify/rate-limit: Redis first, this process's memory as fallback. */
export function fallbackRateLimitStore(
  redis: Redis,
  nameSpace: string,
  log: FastifyBaseLogger,
): FastifyRateLimitStoreCtor {
  return class SharedOrLocalStore extends FallbackStore {
    // The plugin hands its global parameters, which carry these two (its types leave them out).
    constructor(options: FastifyRateLimitOptions) {
      const { continueExceeding = false, exponentialBackoff = false } = options as {
        continueExceeding?: boolean;
        exponentialBackoff?: boolean;
      };
      super(
        redis,
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
        log,
      );
    }
  };
}
