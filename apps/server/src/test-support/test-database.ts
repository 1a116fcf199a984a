import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, wrapPglite, type DatabaseHandle } from '../db/client';
import { importBundle } from '../modules/catalog/import/bundle-import';
import { silentProgress } from '../modules/catalog/import/progress';
import { writeTestBundle } from './test-bundle';

/** The PostgreSQL server the suite runs on: set for the `test:db:pg` pass of `npm test`. */
function suiteServerUrl(): string | undefined {
  if (process.env.TEST_DB !== 'postgres') return undefined;
  if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return process.env.TEST_DATABASE_URL;
}

/**
 * What a new test database holds: only the migrated schema, or also the small test catalogue of
 * test-bundle.ts imported as a test app with `catalogue: true` imports it.
 */
export type TestDatabaseContent = 'migrated' | 'catalogue';

/**
 * Where the suite's templates are (set by the server suite's global set-up, templates.ts): a
 * PGlite data directory dump (a tar file) per content, and on PostgreSQL a template database
 * per content. Without them (a bench, a single file run with another config) every database is
 * made the long way: created, migrated and, for `catalogue`, imported.
 */
export const TEMPLATE_ENV = {
  pglite: { migrated: 'TEST_PGLITE_TEMPLATE', catalogue: 'TEST_PGLITE_CATALOGUE_TEMPLATE' },
  postgres: { migrated: 'TEST_PG_TEMPLATE', catalogue: 'TEST_PG_CATALOGUE_TEMPLATE' },
} as const;

/** The tar files read by this process, kept: a file's app and its second database share one. */
const dumps = new Map<string, Promise<Blob>>();
function readDump(file: string): Promise<Blob> {
  let dump = dumps.get(file);
  if (!dump) {
    dump = readFile(file).then((bytes) => new Blob([bytes]));
    dumps.set(file, dump);
  }
  return dump;
}

/** Imports the test catalogue into `handle`, as createTestApp's `catalogue: true` always did. */
export async function importTestCatalogue(handle: DatabaseHandle): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ai-map-test-bundle-'));
  try {
    await importBundle(handle.db, await writeTestBundle(dir), silentProgress);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A fresh, migrated database (with the test catalogue when `content` is `catalogue`): in-memory
 * PGlite, or a throw-away database created on the PostgreSQL server at `serverUrl` (by default
 * the suite's, see above). Closing drops it. With the suite's templates it starts as a copy of
 * one (PGlite: loaded from a data directory dump; PostgreSQL: `CREATE DATABASE … TEMPLATE`),
 * which holds exactly what creating, migrating and importing would have made.
 */
export async function createTestDatabase(
  serverUrl: string | undefined = suiteServerUrl(),
  content: TestDatabaseContent = 'migrated',
): Promise<DatabaseHandle> {
  if (!serverUrl) {
    const template = process.env[TEMPLATE_ENV.pglite[content]];
    if (template) {
      const client = new PGlite({ loadDataDir: await readDump(template) });
      await client.waitReady;
      return wrapPglite(client);
    }
    const handle = await openDatabase({ pgliteDir: null });
    await handle.migrate();
    if (content === 'catalogue') await importTestCatalogue(handle);
    return handle;
  }

  // A template only serves the server it was made on.
  const template =
    serverUrl === process.env.TEST_DATABASE_URL
      ? process.env[TEMPLATE_ENV.postgres[content]]
      : undefined;
  const name = `ai_map_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  if (!template) {
    await handle.migrate();
    if (content === 'catalogue') await importTestCatalogue(handle);
  }
  return {
    ...handle,
    async close() {
      await handle.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const cleanup = new pg.Client({ connectionString: serverUrl });
  await cleanup.connect();
  await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await cleanup.end();
}
