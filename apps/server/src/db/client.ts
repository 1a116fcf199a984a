import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { boundPglite, boundPool, DEFAULT_TIMEOUTS, type DatabaseTimeouts } from './bounded-waits';
import { lockDataDir } from './data-dir-lock';

/**
 * Both drivers expose the same PostgreSQL query builder; the app only sees this type. It has no
 * schema, so Drizzle's relational API (`db.query.trips.findMany()`) does not type-check: queries
 * are built with the query builder, in repositories (issue 30 item 3; sql-boundaries.test.ts).
 */
export type Database = PgDatabase<PgQueryResultHKT>;

/** Resolves when the database answers a trivial query (the health check's probe). */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** This process is the database's only user (the embedded one in a locked folder). */
  exclusive: boolean;
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** The committed SQL migrations; tsup copies them next to the bundle. */
const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export type DatabaseTarget =
  | { url: string }
  /** `role` names this process in the embedded database's lock ("server", "data:import"). */
  | { pgliteDir: string | null; role?: string };

/**
 * Opens PostgreSQL when a URL is given, otherwise the embedded PGlite database in `pgliteDir`
 * (or in memory when it is null). One schema and one set of migrations serve both.
 */
export async function openDatabase(
  target: DatabaseTarget,
  timeouts: DatabaseTimeouts = DEFAULT_TIMEOUTS,
): Promise<DatabaseHandle> {
  if ('url' in target) {
    // A server that does not answer fails a request in seconds (503) instead of holding it
    // (bounded-waits.ts): the pool's acquire limit, the server's statement limit, and the
    // watch on each query for a server that stopped answering altogether.
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      connectionTimeoutMillis: timeouts.acquireMs,
      ...(timeouts.statementMs > 0 && { statement_timeout: timeouts.statementMs }),
    });
    boundPool(pool, target.url, timeouts);
    // An idle connection that the server drops (restart, failover, DROP DATABASE … FORCE) emits
    // 'error' on the pool; unhandled, that would end the process. The pool replaces the client.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool);
    return {
      db: db as unknown as Database,
      driver: 'postgres',
      exclusive: false,
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  // The embedded database has no lock of its own: a second process on the folder is refused
  // before it opens anything (data-dir-lock.ts). The lock sits beside the database folder.
  const lock = target.pgliteDir
    ? await lockDataDir(path.dirname(target.pgliteDir), target.role ?? 'server')
    : undefined;
  try {
    if (target.pgliteDir) await mkdir(target.pgliteDir, { recursive: true });
    const client = target.pgliteDir ? new PGlite(target.pgliteDir) : new PGlite();
    await client.waitReady;
    boundPglite(client, timeouts);
    return wrapPglite(client, lock);
  } catch (error) {
    await lock?.release();
    throw error;
  }
}

/**
 * The handle of an open PGlite client; `lock` is its folder's lock, released on close. The test
 * suites open in-memory clients from a data directory dump this way (test-database.ts).
 */
export function wrapPglite(client: PGlite, lock?: { release(): Promise<void> }): DatabaseHandle {
  const db = drizzlePglite(client);
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    exclusive: lock !== undefined,
    migrate: () => migratePglite(db, { migrationsFolder }),
    async close() {
      await client.close();
      await lock?.release();
    },
  };
}
