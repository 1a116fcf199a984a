import type { FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';

export type LogFormat = 'auto' | 'pretty' | 'json';

/** Request and answer headers that carry credentials never reach the log. */
const REDACT = ['req.headers.authorization', 'req.headers.cookie'];

/**
 * Pretty lines for a person at a terminal, JSON lines for log collectors. `auto` picks by
 * whether standard output is a terminal; LOG_FORMAT=json or pretty forces one.
 */
export function usePrettyLogs(format: LogFormat, isTerminal: boolean): boolean {
  return format === 'pretty' || (format === 'auto' && isTerminal);
}

/** Fastify's logger: pino at the configured level, readable on a terminal. */
export function loggerOptions(
  level: string,
  format: LogFormat,
  isTerminal = process.stdout.isTTY === true,
): FastifyServerOptions['logger'] {
  if (!usePrettyLogs(format, isTerminal)) return { level, redact: REDACT };
  return {
    level,
    redact: REDACT,
    // A synchronous stream (no worker thread): lines stay in order with the start-up messages.
    stream: pretty({
      colorize: isTerminal,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
      singleLine: true,
    }),
  };
}
