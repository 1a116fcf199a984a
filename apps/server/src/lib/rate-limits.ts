import type { Config } from '../config';

/** Per-client limit for the endpoints that guess or send mail (login, sign-up, reset, feedback). */
export function sensitiveRateLimit(config: Config) {
  return { rateLimit: { max: config.authRateLimitPerMinute, timeWindow: '1 minute' } };
}
