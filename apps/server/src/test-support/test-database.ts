import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';

/** The PostgreSQL server the suite runs on: set for the `test:db:pg` pass of `npm test`. */
function suiteServerUrl(): string | undefined {
  if (process.env.TEST_DB !== 'postgres') return undefined;
  if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return process.env.TEST_DATABASE_URL;
}

/**
 * A fresh, migrated database: in-memory PGlite, or a throw-away database created on the
 * PostgreSQL server at `serverUrl` (by default the suite's, see above). Closing drops it.
 */
export async function createTestDatabase(
  serverUrl: string | undefined = suiteServerUrl(),
): Promise<DatabaseHandle> {
  if (!serverUrl) {
    const handle = await openDatabase({ pgliteDir: null });
    await handle.migrate();
    return handle;
  }

  const name = `ai_map_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
