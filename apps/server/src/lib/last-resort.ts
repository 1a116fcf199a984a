import type { EventEmitter } from 'node:events';

/** The part of a pino logger the last resort uses. */
interface ErrorLog {
  error(object: { err: unknown }, message: string): void;
  fatal(object: { err: unknown }, message: string): void;
}

/** Escaped exceptions within a minute that still leave the process running. */
export const ESCAPED_EXCEPTIONS_PER_MINUTE = 10;

/**
 * The process's policy for errors that escaped every handler (main.ts installs it on `process`).
 * Requests have Fastify's error handler (one 500) and socket frames their own try/catch (the
 * socket closes), so what still arrives here is one operation's failure, not the process's:
 * it is logged and the server keeps serving everyone else. A rejected promise nobody awaited is
 * logged the same way. Only a burst of escaped exceptions (more than
 * {@link ESCAPED_EXCEPTIONS_PER_MINUTE} in a minute), a sign of state broken for good, ends the
 * process with 1 for its supervisor to restart it.
 */
export function installLastResort(
  target: EventEmitter,
  log: ErrorLog,
  exit: (code: number) => void,
  now: () => number = Date.now,
): void {
  let recent: number[] = [];
  target.on('uncaughtException', (error: unknown) => {
    const at = now();
    recent = [...recent.filter((time) => at - time < 60_000), at];
    if (recent.length > ESCAPED_EXCEPTIONS_PER_MINUTE) {
      log.fatal({ err: error }, 'uncaught exception; too many within a minute, exiting');
      exit(1);
      return;
    }
    log.error({ err: error }, 'uncaught exception; the server keeps running');
  });
  target.on('unhandledRejection', (reason: unknown) => {
    log.error({ err: reason }, 'unhandled promise rejection; the server keeps running');
  });
}
