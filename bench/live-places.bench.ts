/**
 * Places from OpenStreetMap on demand at city scale: a local Overpass stand-in, in a process of
 * its own (overpass-process.ts), answers a 20,000-element city (nodes and ways with centres:
 * food, sights, shops, banks, changers, rentals) around each of five cities of the bundle, and
 * `fetchArea` — what `npm run data:fetch -- "Lisbon"` and a city page run — posts the query,
 * reads the JSON, maps the tags, upserts the places by OSM id and refreshes counts and ratings,
 * on a fresh database holding the committed bundle (PGlite in memory; PGlite in a new folder
 * under BENCH_PGLITE_DIR, as `data:fetch` opens it; or a throw-away PostgreSQL database with
 * BENCH_DATABASE_URL). The five cities are fetched one after another
 * (first fetches: inserts), then again (refreshes: the same rows, unchanged). Reported: elements
 * per second over each whole fetch and their median, and the map index rebuild the fetch sets
 * off (the app's GeoStore, as after `catalogue.imported()`), with the map points it then holds
 * in the area. The first fetch of the run is also the first in its process, as with
 * `npm run data:fetch`: its code is not yet compiled by V8's optimising tier.
 * Run: npm run bench:live-places -w @ai-map/bench   Results: bench/RESULTS.md
 */
import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { importBundle } from '../apps/server/src/modules/catalog/import/bundle-import';
import { CatalogueEvents } from '../apps/server/src/modules/catalog/import/catalogue-events';
import { silentProgress } from '../apps/server/src/modules/catalog/import/progress';
import { cityNamed } from '../apps/server/src/modules/live-places/live-places.repository';
import { cityArea, fetchArea } from '../apps/server/src/modules/live-places/live-places.service';
import { GeoStore } from '../apps/server/src/modules/geo/geo.store';
import { createTestDatabase } from '../apps/server/src/test-support/test-database';

const log = (line: string) => process.stdout.write(`${line}\n`);
const ELEMENTS = Number(process.env.BENCH_ELEMENTS ?? 20_000);
const TARGET_PER_S = 20_000;
/** Large enough that a square of 0.08° around the centre lies inside the city's area. */
const CITIES = ['Lisbon', 'Madrid', 'Rome', 'Vienna', 'Prague'];

/** The folder of a PGlite database on disk, removed at the end. */
const folder = process.env.BENCH_PGLITE_DIR
  ? await mkdtemp(path.join(process.env.BENCH_PGLITE_DIR, 'live-'))
  : undefined;
const database = folder
  ? await openDatabase({ pgliteDir: path.join(folder, 'db') })
  : await createTestDatabase(process.env.BENCH_DATABASE_URL);
if (folder) await database.migrate();
// The map's point index, wired as geo.routes wires it: rebuilt in the background after a fetch.
const store = new GeoStore(database.db, pino({ level: 'silent' }));
let overpassProcess: ReturnType<typeof fork> | undefined;
try {
  const bundleStarted = Date.now();
  await importBundle(
    database.db,
    path.resolve(import.meta.dirname, '../data/bundle'),
    silentProgress,
  );
  log(`bundle imported in ${((Date.now() - bundleStarted) / 1000).toFixed(1)} s`);
  if (database.driver === 'postgres') {
    // The import's dirty pages written out now, not by the fetches' own backends evicting them.
    await database.db.execute(sql`CHECKPOINT`);
  }
  const cities = await Promise.all(
    CITIES.map(async (name) => {
      const city = await cityNamed(database.db, name);
      if (!city) throw new Error(`${name} is not in the bundle`);
      return city;
    }),
  );
  overpassProcess = fork(
    path.resolve(import.meta.dirname, 'overpass-process.ts'),
    [JSON.stringify({ centres: cities, elements: ELEMENTS, spanDeg: 0.08 })],
    { execArgv: ['--import', 'tsx'] },
  );
  const child = overpassProcess;
  const overpass = await new Promise<{ url: string }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { url: string }));
    child.once('exit', (code) => reject(new Error(`The Overpass stand-in ended (${code})`)));
  });
  const config = loadConfig({ OFFLINE: 'false', OVERPASS_URL: overpass.url, LOG_LEVEL: 'silent' });
  const ctx = { config, db: database.db, catalogue: new CatalogueEvents() };
  ctx.catalogue.onImported(() => store.invalidate());
  await store.start();
  const mapPointsIn = async ([west, south, east, north]: [number, number, number, number]) =>
    (await store.points()).points.filter(
      (p) => p.lng >= west && p.lng <= east && p.lat >= south && p.lat <= north,
    ).length;

  log(
    `${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}, ${database.driver}${folder ? ' (folder)' : ''}, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  for (const run of ['first fetch (insert)', 'refresh (update)']) {
    const rates: number[] = [];
    for (const city of cities) {
      const area = cityArea(city);
      const before = run.startsWith('first') ? await mapPointsIn(area.bbox) : undefined;
      const started = Date.now();
      const fetched = await fetchArea(ctx, area);
      const seconds = (Date.now() - started) / 1000;
      const rate = Math.round((fetched.elements ?? 0) / seconds);
      rates.push(rate);
      const rebuildStarted = Date.now();
      await (await store.points()).warmUp();
      log(
        `${run}, ${city.name}: ${fetched.elements} elements → ${fetched.places} places in ` +
          `${seconds.toFixed(2)} s: ${rate.toLocaleString('en-US')} elements/s; map index rebuilt ` +
          `${((Date.now() - rebuildStarted) / 1000).toFixed(2)} s after: ` +
          `${before === undefined ? '' : `${before} → `}${await mapPointsIn(area.bbox)} map points in the area`,
      );
    }
    const middle = median(rates);
    log(
      `${run}: median ${middle.toLocaleString('en-US')} elements/s ` +
        `(${Math.min(...rates).toLocaleString('en-US')}–${Math.max(...rates).toLocaleString('en-US')}) ` +
        `${middle >= TARGET_PER_S ? '≥' : '<'} ${TARGET_PER_S.toLocaleString('en-US')}`,
    );
  }
} finally {
  overpassProcess?.disconnect();
  store.close();
  await database.close();
  if (folder) await rm(folder, { recursive: true, force: true });
}
