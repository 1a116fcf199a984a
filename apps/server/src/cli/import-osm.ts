/**
 * `npm run data:import -- FILE.osm.pbf [MORE…]`: loads the points of interest of OpenStreetMap
 * extracts (e.g. from download.geofabrik.de) into the database the server uses (DATABASE_URL,
 * or the embedded one in DATA_DIR: stop the server first, the embedded database has one user
 * and its lock refuses this command while the server holds it).
 */
import { OsmFormatError } from '@ai-map/osm';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { importBundle } from '../modules/catalog/import/bundle-import';
import { importOsmFile } from '../modules/catalog/import/osm-import';
import { createProgress } from '../modules/catalog/import/progress';

// npm runs workspace scripts in the workspace folder; paths given by the user are relative to
// where they typed the command.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

const files = process.argv.slice(2);
if (!files.length || files.includes('--help')) {
  console.log('usage: npm run data:import -- FILE.osm.pbf [FILE.osm.gz …]');
  process.exit(files.length ? 0 : 2);
}

const config = loadConfig();
let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl }
      : { pgliteDir: config.pgliteDir, role: 'data:import' },
  );
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(`Not imported: ${error.message}`);
  process.exit(1);
}
const progress = createProgress((message) => console.error(message));
let failed = false;
try {
  await database.migrate();
  // Places are located by their nearest city: the world catalogue must be there first.
  if (config.bundleDir && existsSync(path.join(config.bundleDir, 'manifest.json'))) {
    await importBundle(database.db, config.bundleDir, progress);
  }
  for (const file of files) {
    const absolute = path.resolve(file);
    if (!existsSync(absolute)) {
      console.error(`${file}: no such file`);
      failed = true;
      continue;
    }
    try {
      const result = await importOsmFile(database.db, absolute, progress);
      if (!result.imported) {
        console.log(`${file}: already imported (version ${result.version}); nothing to do.`);
        continue;
      }
      const kinds = Object.entries(result.byKind)
        .map(([kind, n]) => `${n} ${kind}`)
        .join(', ');
      console.log(
        `${file}: ${result.places} places (${kinds || 'none'}) in ${result.seconds.toFixed(1)} s, ` +
          `${(result.bytes / 1024 / 1024 / Math.max(result.seconds, 0.001)).toFixed(1)} MB/s`,
      );
    } catch (error) {
      failed = true;
      const reason =
        error instanceof OsmFormatError
          ? error.message
          : error instanceof Error
            ? error.message
            : String(error);
      console.error(`${file}: not imported, the database is unchanged. ${reason.slice(0, 500)}`);
    }
  }
} finally {
  await database.close();
}
process.exit(failed ? 1 : 0);
