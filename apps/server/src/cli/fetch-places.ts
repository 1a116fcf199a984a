/**
 * `npm run data:fetch -- "Lisbon" [MORE…]`: fetches the places around each city from
 * OpenStreetMap through Overpass (OVERPASS_URL) into the database the server uses, as opening
 * the city in the app does, with a progress bar. Stop the server first when it uses the
 * embedded database (it has one user). Nothing is fetched with OFFLINE=true.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { importBundle } from '../modules/catalog/import/bundle-import';
import { CatalogueEvents } from '../modules/catalog/import/catalogue-events';
import { createProgress } from '../modules/catalog/import/progress';
import { cityNamed } from '../modules/live-places/live-places.repository';
import { cityArea, fetchArea } from '../modules/live-places/live-places.service';

const names = process.argv.slice(2);
if (!names.length || names.includes('--help')) {
  console.log('usage: npm run data:fetch -- "Lisbon" ["Rome" …]');
  process.exit(names.length ? 0 : 2);
}

const config = loadConfig();
if (!config.overpass) {
  console.error('OFFLINE=true: OpenStreetMap is not asked for places.');
  process.exit(1);
}
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: config.pgliteDir },
);
const progress = createProgress((message) => console.error(message));
const ctx = { config, db: database.db, catalogue: new CatalogueEvents() };
let failed = false;
try {
  await database.migrate();
  // Places are located by their city: the world catalogue must be there first.
  if (config.bundleDir && existsSync(path.join(config.bundleDir, 'manifest.json'))) {
    await importBundle(database.db, config.bundleDir, progress);
  }
  for (const name of names) {
    const city = await cityNamed(database.db, name);
    if (!city) {
      console.error(`${name}: no such city in the catalogue`);
      failed = true;
      continue;
    }
    const started = performance.now();
    try {
      const area = await fetchArea(ctx, cityArea(city), progress);
      const seconds = (performance.now() - started) / 1000;
      const rate = area.elements ? Math.round(area.elements / seconds) : 0;
      console.log(
        `${city.name}: ${area.places} places from ${area.elements} OpenStreetMap elements in ` +
          `${seconds.toFixed(2)} s${rate ? ` (${rate.toLocaleString('en-US')} elements/s)` : ''}`,
      );
    } catch (error) {
      failed = true;
      console.error(
        `${city.name}: not fetched. ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
} finally {
  await database.close();
}
process.exit(failed ? 1 : 0);
