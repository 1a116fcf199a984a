import type { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';
import {
  TEMPLATE_ENV,
  dropDatabase,
  importTestCatalogue,
  type TestDatabaseContent,
} from './test-database';

/**
 * The server suite's global set-up (vitest.config.ts): migrates one database, and one more with
 * the test catalogue, once per run, so each of the suite's test databases starts as a copy
 * instead of an initdb, the migrations and an import (test-database.ts). PGlite: data directory
 * dumps in a temporary folder; with TEST_DB=postgres also two template databases on
 * TEST_DATABASE_URL's server, named per run (runs side by side never share one). Test workers
 * are forked after this and inherit the environment variables that name them.
 */
export default async function setupTemplates() {
  const started = Date.now();
  const folder = await mkdtemp(path.join(os.tmpdir(), 'ai-map-test-templates-'));
  const set: string[] = [];
  const databases: string[] = [];
  const serverUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  const teardown = async () => {
    for (const name of set) delete process.env[name];
    if (serverUrl) for (const name of databases) await dropDatabase(serverUrl, name);
    await rm(folder, { recursive: true, force: true });
  };
  try {
    if (serverUrl) {
      const run = randomBytes(4).toString('hex');
      for (const content of ['migrated', 'catalogue'] as const) {
        const name = `ai_map_template_${content}_${run}`;
        databases.push(name);
        await makePostgresTemplate(serverUrl, name, content);
        process.env[TEMPLATE_ENV.postgres[content]] = name;
        set.push(TEMPLATE_ENV.postgres[content]);
      }
    } else {
      const handle = await openDatabase({ pgliteDir: null });
      try {
        await handle.migrate();
        await dumpTo(handle, path.join(folder, 'migrated.tar'), 'migrated');
        await importTestCatalogue(handle);
        await dumpTo(handle, path.join(folder, 'catalogue.tar'), 'catalogue');
      } finally {
        await handle.close();
      }
      set.push(TEMPLATE_ENV.pglite.migrated, TEMPLATE_ENV.pglite.catalogue);
    }
  } catch (error) {
    await teardown();
    throw error;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `test database templates (${serverUrl ? 'PostgreSQL' : 'PGlite'}) made in ${seconds} s\n`,
  );
  return teardown;
}

async function dumpTo(handle: DatabaseHandle, file: string, content: TestDatabaseContent) {
  await dumpDatabase(handle, file);
  process.env[TEMPLATE_ENV.pglite[content]] = file;
}

/** Writes a PGlite database's data directory to `file`, for `new PGlite({ loadDataDir })`. */
export async function dumpDatabase(handle: DatabaseHandle, file: string) {
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('none');
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
}

async function makePostgresTemplate(serverUrl: string, name: string, content: TestDatabaseContent) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  try {
    await handle.migrate();
    if (content === 'catalogue') await importTestCatalogue(handle);
  } finally {
    // A template copies only while nobody is connected to it.
    await handle.close();
  }
}
