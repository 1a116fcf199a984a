/**
 * Places from OpenStreetMap on demand at city scale: a local Overpass stand-in answers a
 * 20,000-element city around Lisbon (nodes and ways with centres: food, sights, shops, banks,
 * changers, rentals), and `fetchArea` — what `npm run data:fetch -- "Lisbon"` and a city page
 * run — posts the query, reads the JSON, maps the tags, upserts the places by OSM id and
 * refreshes counts and ratings, on a fresh database holding the committed bundle (PGlite in
 * memory, or a throw-away PostgreSQL database with BENCH_DATABASE_URL). Reported: elements per
 * second over the whole fetch, for a first fetch (inserts) and a refresh (the same rows updated),
 * and the map index rebuild the fetch sets off (the app's GeoStore, as after
 * `catalogue.imported()`), with the map points it then holds in the area.
 * Run: npm run bench:live-places -w @ai-map/bench   Results: bench/RESULTS.md
 */
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../apps/server/src/config';
import { importBundle } from '../apps/server/src/modules/catalog/import/bundle-import';
import { CatalogueEvents } from '../apps/server/src/modules/catalog/import/catalogue-events';
import { type Progress, silentProgress } from '../apps/server/src/modules/catalog/import/progress';
import { cityNamed } from '../apps/server/src/modules/live-places/live-places.repository';
import { cityArea, fetchArea } from '../apps/server/src/modules/live-places/live-places.service';
import { GeoStore } from '../apps/server/src/modules/geo/geo.store';
import { startFakeOverpass, syntheticCity } from '../apps/server/src/test-support/fake-overpass';
import { createTestDatabase } from '../apps/server/src/test-support/test-database';

const log = (line: string) => process.stdout.write(`${line}\n`);
const ELEMENTS = Number(process.env.BENCH_ELEMENTS ?? 20_000);
const TARGET_PER_S = 20_000;
const LISBON = { lat: 38.7223, lng: -9.1393 };

const overpass = await startFakeOverpass(syntheticCity(LISBON, ELEMENTS, { spanDeg: 0.08 }));
const database = await createTestDatabase(process.env.BENCH_DATABASE_URL);
// The map's point index, wired as geo.routes wires it: rebuilt in the background after a fetch.
const store = new GeoStore(database.db, pino({ level: 'silent' }));
try {
  const bundleStarted = Date.now();
  await importBundle(
    database.db,
    path.resolve(import.meta.dirname, '../data/bundle'),
    silentProgress,
  );
  log(`bundle imported in ${((Date.now() - bundleStarted) / 1000).toFixed(1)} s`);
  const config = loadConfig({ OFFLINE: 'false', OVERPASS_URL: overpass.url, LOG_LEVEL: 'silent' });
  const ctx = { config, db: database.db, catalogue: new CatalogueEvents() };
  const lisbon = await cityNamed(database.db, 'Lisbon');
  if (!lisbon) throw new Error('Lisbon is not in the bundle');
  ctx.catalogue.onImported(() => store.invalidate());
  await store.start();
  const [west, south, east, north] = cityArea(lisbon).bbox;
  const mapPointsInArea = async () =>
    (await store.points()).points.filter(
      (p) => p.lng >= west && p.lng <= east && p.lat >= south && p.lat <= north,
    ).length;
  log(`map points in the area before: ${await mapPointsInArea()}`);

  log(
    `${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (const run of ['first fetch (insert)', 'refresh (update)']) {
    const marks: Record<string, number> = {};
    const progress: Progress = {
      start: (stage) => (marks[`${stage} start`] = Date.now()),
      tick: () => undefined,
      update: () => undefined,
      done: () => undefined,
    };
    const started = Date.now();
    const area = await fetchArea(ctx, cityArea(lisbon), progress);
    const seconds = (Date.now() - started) / 1000;
    const overpassS = ((marks['places start'] ?? started) - started) / 1000;
    const rate = Math.round((area.elements ?? 0) / seconds);
    log(
      `${run}: ${area.elements} elements → ${area.places} places in ${seconds.toFixed(2)} s ` +
        `(Overpass request + JSON ${overpassS.toFixed(2)} s, mapping + upsert + counts ${(seconds - overpassS).toFixed(2)} s): ` +
        `${rate.toLocaleString('en-US')} elements/s ${rate >= TARGET_PER_S ? '≥' : '<'} ${TARGET_PER_S.toLocaleString('en-US')}`,
    );
    const rebuildStarted = Date.now();
    await (await store.points()).warmUp();
    log(
      `  map index rebuilt ${((Date.now() - rebuildStarted) / 1000).toFixed(2)} s after the fetch: ` +
        `${await mapPointsInArea()} map points in the area`,
    );
  }
} finally {
  store.close();
  await database.close();
  await overpass.close();
}
