import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * The database did not answer in time, or is known not to answer just now. The errors plugin
 * answers it with 503 and Retry-After; `/healthz` shows `reason`.
 */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';
  constructor(readonly reason: string) {
    super(`The database is unavailable: ${reason}`);
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * How long a caller may wait for the database. A request must answer (503 at worst) within a
 * few seconds even when the database hangs: a server that accepts connections and never
 * answers, or an embedded database held by a transaction that never ends.
 */
export interface DatabaseTimeouts {
  /** Getting a PostgreSQL connection from the pool, connecting included. */
  acquireMs: number;
  /**
   * PostgreSQL's own `statement_timeout` for this app's connections: a statement that runs
   * longer is cancelled by the server (SQLSTATE 57014, answered 503). Bulk imports lift it for
   * their transaction (catalog/import/import.repository.ts `liftStatementTimeout`). 0: none.
   */
  statementMs: number;
  /**
   * A PostgreSQL query with no answer for this long has the server probed on a fresh
   * connection: a slow statement on a live server goes on (statementMs bounds it), a server
   * that does not answer the probe either fails the query at once.
   */
  suspectMs: number;
  /** The probe's own limit, connecting included. */
  probeMs: number;
  /** PGlite (one in-process connection): the longest wait for a turn on it. */
  embeddedWaitMs: number;
  /** After a hang is seen, queries fail at once for this long before one may try again. */
  coolDownMs: number;
}

export const DEFAULT_TIMEOUTS: DatabaseTimeouts = {
  acquireMs: 3000,
  statementMs: 60_000,
  suspectMs: 2000,
  probeMs: 2000,
  embeddedWaitMs: 4000,
  coolDownMs: 2000,
};

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/** Remembers a hang so that queries meanwhile fail fast instead of each paying the wait. */
class HangMemory {
  private down: { reason: string; until: number } | undefined;

  constructor(private readonly coolDownMs: number) {}

  /** Throws while a hang seen lately has not cooled down. */
  check(): void {
    if (this.down && Date.now() < this.down.until) {
      throw new DatabaseUnavailableError(this.down.reason);
    }
  }

  fail(reason: string): DatabaseUnavailableError {
    this.down = { reason, until: Date.now() + this.coolDownMs };
    return new DatabaseUnavailableError(reason);
  }

  recover(): void {
    this.down = undefined;
  }
}

type QueryFn = (...args: unknown[]) => unknown;

/**
 * Bounds every wait of a PostgreSQL pool. Acquiring is bounded by the pool itself
 * (`connectionTimeoutMillis`). A query is watched: after `suspectMs` without an answer the
 * server is probed on a connection of its own; when the probe fails too, the server is hung
 * (a frozen host, a full disk, a network partition that keeps the socket open): the query's
 * connection is destroyed, so it is never reused in an unknown state, and the query fails
 * with the probe's reason. A pg `query_timeout` alone could not tell a hung server from a
 * long import statement, and would cut those.
 */
export function boundPool(
  pool: pg.Pool,
  connectionString: string,
  timeouts: DatabaseTimeouts,
): void {
  const memory = new HangMemory(timeouts.coolDownMs);
  const probe = hangProbe(connectionString, timeouts);
  boundConnect(pool, memory, timeouts);

  pool.on('connect', (client: pg.PoolClient) => {
    const query = client.query.bind(client) as QueryFn;
    // Both forms again: drizzle's transactions await client.query, the pool's query() (every
    // query outside a transaction) passes a callback. Submittables (cursors) are not used.
    (client as unknown as { query: QueryFn }).query = (...args: unknown[]) => {
      if (typeof (args[0] as { submit?: unknown } | null)?.submit === 'function') {
        return query(...args);
      }
      const last = args[args.length - 1];
      const callback =
        typeof last === 'function'
          ? (last as (error: unknown, result?: unknown) => void)
          : undefined;
      const refused = refusedWhileHung(memory, callback);
      if (refused) return refused.value;
      let settled = false;
      let onHang: (error: DatabaseUnavailableError) => void = () => undefined;
      const timer = setTimeout(() => {
        void probe().then((reason) => {
          if (settled || reason === undefined) return;
          settled = true;
          onHang(memory.fail(reason));
          // The socket may answer later, or never: either way the connection is given up.
          const socket = (client as unknown as { connection?: { stream?: { destroy(): void } } })
            .connection?.stream;
          client.on('error', () => undefined);
          socket?.destroy();
        });
      }, timeouts.suspectMs);
      /** True for the first outcome only: a late answer after a hang is dropped. */
      const first = () => {
        clearTimeout(timer);
        const was = settled;
        settled = true;
        return !was;
      };
      if (callback) {
        onHang = (error) => callback(error);
        return query(...args.slice(0, -1), (error: unknown, result: unknown) => {
          if (!first()) return;
          if (!error) memory.recover();
          callback(error, result);
        });
      }
      return new Promise((resolve, reject) => {
        onHang = reject;
        (query(...args) as Promise<unknown>).then(
          (result) => {
            if (!first()) return;
            memory.recover();
            resolve(result);
          },
          (error: unknown) => {
            if (first()) reject(error);
          },
        );
      });
    };
  });
}

/**
 * A probe of a server that has not answered a query for `suspectMs`: undefined when it answers
 * `select 1` on a fresh connection within probeMs, else the reason it is taken for hung. Probes
 * asked for meanwhile share the running one.
 */
function hangProbe(
  connectionString: string,
  timeouts: DatabaseTimeouts,
): () => Promise<string | undefined> {
  let probing: Promise<string | undefined> | undefined;
  return () =>
    (probing ??= (async () => {
      const client = new pg.Client({
        connectionString,
        connectionTimeoutMillis: timeouts.probeMs,
        query_timeout: timeouts.probeMs,
      });
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.query('select 1');
        return undefined;
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        return `PostgreSQL did not answer a query within ${seconds(timeouts.suspectMs)}, nor a new connection within ${seconds(timeouts.probeMs)} (${detail})`;
      } finally {
        void client.end().catch(() => undefined);
        probing = undefined;
      }
    })());
}

/**
 * While a hang is remembered, a call is refused the way its caller waits: a rejected promise,
 * or the error handed to its callback on the next tick. Null when the call may go ahead.
 */
function refusedWhileHung(
  memory: HangMemory,
  callback: ((error: unknown) => void) | undefined,
): { value: unknown } | null {
  try {
    memory.check();
    return null;
  } catch (error) {
    if (!callback) return { value: Promise.reject(error) };
    process.nextTick(() => callback(error));
    return { value: undefined };
  }
}

/**
 * Bounds acquiring a connection of `pool`, in both forms: drizzle's transactions await it, the
 * pool's own query() passes a callback. A hang seen lately fails at once; the pool's acquire
 * timeout is named.
 */
function boundConnect(pool: pg.Pool, memory: HangMemory, timeouts: DatabaseTimeouts): void {
  const connect = pool.connect.bind(pool) as QueryFn;
  const named = (error: unknown, started: number) =>
    error instanceof Error && Date.now() - started >= timeouts.acquireMs * 0.9
      ? new DatabaseUnavailableError(
          `PostgreSQL did not accept a connection within ${seconds(timeouts.acquireMs)} (${error.message})`,
        )
      : error;
  (pool as unknown as { connect: QueryFn }).connect = (...args: unknown[]) => {
    const callback = args[0] as ((error: unknown, ...rest: unknown[]) => void) | undefined;
    const started = Date.now();
    const refused = refusedWhileHung(memory, callback);
    if (refused) return refused.value;
    if (callback) {
      return connect((error: unknown, ...rest: unknown[]) =>
        callback(error ? named(error, started) : error, ...rest),
      );
    }
    return (connect() as Promise<unknown>).catch((error: unknown) => {
      throw named(error, started);
    });
  };
}

/**
 * Bounds the wait for a turn on an embedded database. PGlite runs one query or transaction at
 * a time, in this process: a transaction that never ends (it awaits something that never
 * comes) would hold every other query for good. A query or transaction that has not started
 * within `embeddedWaitMs` fails with 503, and never runs later: its turn, when it comes, is
 * skipped, so no write lands after its caller was told it failed. Once started, it runs to the
 * end (WebAssembly on this thread cannot be interrupted, nor would that leave the data sound).
 */
export function boundPglite(client: PGlite, timeouts: DatabaseTimeouts): void {
  const memory = new HangMemory(timeouts.coolDownMs);
  // Every query and transaction of PGlite takes this mutex (PGliteInterface in its typings).
  const runExclusive = client._runExclusiveTransaction.bind(client);
  client._runExclusiveTransaction = <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      memory.check();
    } catch (error) {
      return Promise.reject(error);
    }
    return new Promise<T>((resolve, reject) => {
      let abandoned = false;
      const timer = setTimeout(() => {
        abandoned = true;
        reject(
          memory.fail(
            `the embedded database has been busy with another query or transaction for more than ${seconds(timeouts.embeddedWaitMs)}`,
          ),
        );
      }, timeouts.embeddedWaitMs);
      runExclusive(async () => {
        clearTimeout(timer);
        if (abandoned) return undefined as T;
        memory.recover();
        return fn();
      }).then(
        (result) => {
          if (!abandoned) resolve(result);
        },
        (error: unknown) => {
          if (!abandoned) reject(error);
        },
      );
    });
  };
}
