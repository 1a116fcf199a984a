import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { importBundle } from '../src/modules/catalog/import/bundle-import';
import { silentProgress } from '../src/modules/catalog/import/progress';
import { createTestApp } from '../src/test-support/test-app';
import { dumpDatabase } from '../src/test-support/templates';
import { TEMPLATE_ENV } from '../src/test-support/test-database';

const bundleDir = path.resolve(import.meta.dirname, '../../../data/bundle');

/** The dump exists and was written after every file of the bundle. */
async function isNewerThanBundle(file: string): Promise<boolean> {
  const written = await stat(file).then(
    (s) => s.mtimeMs,
    () => 0,
  );
  if (!written) return false;
  const names = await readdir(bundleDir);
  const changed = await Promise.all(
    names.map(async (n) => (await stat(path.join(bundleDir, n))).mtimeMs),
  );
  return changed.every((mtime) => mtime < written);
}

/**
 * A test app on the whole committed catalogue. With a `reuseFile` (`--reuse-catalogue <file>`,
 * PGlite only) the imported catalogue is kept as a data directory dump, and later runs start from
 * it while it is newer than the bundle: ~20 s instead of the 70–290 s import, for trying a few
 * cases again and again while changing the assistant.
 */
export async function appWithCatalogue(reuseFile: string | undefined) {
  const loaded = reuseFile !== undefined && (await isNewerThanBundle(reuseFile));
  if (loaded) process.env[TEMPLATE_ENV.pglite.migrated] = reuseFile;
  const t = await createTestApp();
  if (!loaded) await importBundle(t.database.db, bundleDir, silentProgress);
  if (reuseFile && !loaded) await dumpDatabase(t.database, reuseFile);
  return { t, loaded };
}
