import type { FastifyBaseLogger } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../../../db/client';
import { blogDirFor, importBlog } from '../../blog/blog.import';
import { importBundle } from './bundle-import';
import type { CatalogueEvents } from './catalogue-events';
import { importHolidays } from './holiday-import';
import { createProgress } from './progress';

/**
 * Start-up step: imports the bundled catalogue the first time a database sees its version
 * (with a progress bar), then makes sure this and next year's holidays are there. A finished
 * import is announced on `events`, so the app's in-memory copies (the tiles) are rebuilt.
 */
export async function ensureCatalog(
  db: Database,
  bundleDir: string | null,
  log: FastifyBaseLogger,
  events: CatalogueEvents,
) {
  const progress = createProgress((message) => log.info(message));
  if (bundleDir && existsSync(path.join(bundleDir, 'manifest.json'))) {
    const started = Date.now();
    const result = await importBundle(db, bundleDir, progress);
    if (result.imported) {
      log.info(
        { counts: result.counts, skipped: result.skipped, seconds: (Date.now() - started) / 1000 },
        `world catalogue ${result.version} imported`,
      );
      events.imported();
    }
  } else if (bundleDir) {
    log.warn(
      { bundleDir },
      'no catalogue bundle found (run npm run data:build); starting without one',
    );
  }
  await importHolidays(db, progress);
  if (bundleDir) await importBlog(db, blogDirFor(bundleDir), log);
}
