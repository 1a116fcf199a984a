/**
 * Import of a 10,000-point file of saved places (issue 18): a KML whose first half are catalogue
 * places of the committed bundle as people save them (another spelling of the name: lower case,
 * punctuation dropped or "The …" added, and the pin up to ~40 m off), whose second half are
 * places of one's own (a home, a friend's café) 300–900 m from any of them, read and matched
 * by the import service's preview on a fresh database holding the bundle (PGlite in memory, or
 * PostgreSQL with BENCH_DATABASE_URL). Reported: time of the preview (read + match), the matched
 * share of each half (recall and false matches), and a commit of 2,000 points as ideas (the
 * most a trip keeps).
 * Run: npm run bench:imports -w @ai-map/bench   Results: bench/RESULTS.md
 */
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { inArray } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config';
import { places, plannerAccessCodes, trips } from '../apps/server/src/db/schema';
import { importBundle } from '../apps/server/src/modules/catalog/import/bundle-import';
import { silentProgress } from '../apps/server/src/modules/catalog/import/progress';
import { importPlaces } from '../apps/server/src/modules/imports/imports.service';
import { ImportPool, importPoolDefaults } from '../apps/server/src/modules/imports/import-pool';
import { kmlOf, type FixturePoint } from '../apps/server/src/modules/imports/imports.fixtures';
import { createRealtimeBus } from '../apps/server/src/plugins/realtime-bus';
import { createTestDatabase } from '../apps/server/src/test-support/test-database';
import type { AppContext } from '../apps/server/src/app-context';

const log = (line: string) => process.stdout.write(`${line}\n`);
const POINTS = 10_000;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** A deterministic pseudo-random sequence (the same file every run). */
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const METRES = 1 / 111_320;

const database = await createTestDatabase(process.env.BENCH_DATABASE_URL);
try {
  const started = Date.now();
  await importBundle(
    database.db,
    path.resolve(import.meta.dirname, '../data/bundle'),
    silentProgress,
  );
  log(`bundle imported in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.driver})`);

  const catalogue = await database.db
    .select({ name: places.name, lat: places.lat, lng: places.lng })
    .from(places)
    .where(inArray(places.kind, ['attraction', 'food', 'shop']))
    .orderBy(places.id);
  const step = Math.floor(catalogue.length / (POINTS / 2));
  const saved: FixturePoint[] = Array.from({ length: POINTS / 2 }, (_, i) => {
    const p = catalogue[i * step]!;
    const spelling = [
      (n: string) => n.toLowerCase(),
      (n: string) => n.replace(/[.'’,-]/g, ''),
      (n: string) => `The ${n}`,
      (n: string) => n,
    ][i % 4]!;
    const off = 40 * random();
    const angle = 2 * Math.PI * random();
    return {
      name: spelling(p.name),
      lat: p.lat + off * Math.sin(angle) * METRES,
      lng: p.lng + (off * Math.cos(angle) * METRES) / Math.cos((p.lat * Math.PI) / 180),
    };
  });
  const own: FixturePoint[] = Array.from({ length: POINTS / 2 }, (_, i) => {
    const p = catalogue[i * step + Math.floor(step / 2)]!;
    const off = 300 + 600 * random();
    const angle = 2 * Math.PI * random();
    return {
      name: ['Home', 'Grandma’s flat', 'Marta’s café', 'Parking spot', 'Hotel for the night'][
        i % 5
      ]!,
      lat: p.lat + off * Math.sin(angle) * METRES,
      lng: p.lng + (off * Math.cos(angle) * METRES) / Math.cos((p.lat * Math.PI) / 180),
    };
  });
  const kml = new TextEncoder().encode(kmlOf([...saved, ...own]));
  log(
    `file: ${POINTS.toLocaleString('en')} placemarks, ${(kml.length / 1024 / 1024).toFixed(2)} MB KML`,
  );

  await database.db.insert(plannerAccessCodes).values({ code: 'bench-imports' });
  const [trip] = await database.db
    .insert(trips)
    .values({ title: 'Bench', plannerAccessCode: 'bench-imports', durationDays: 3, version: 1 })
    .returning();
  const logger = pino({ level: 'silent' });
  const ctx = {
    config: loadConfig({ LOG_LEVEL: 'silent' }),
    db: database.db,
    log: logger,
    bus: createRealtimeBus({ redisUrl: undefined, prefix: 'bench', log: logger }),
    imports: new ImportPool(importPoolDefaults, logger),
  } as unknown as AppContext;
  const viewer = { userId: null, accessCode: 'bench-imports' };

  log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}, load ${load()}`,
  );
  for (const run of [1, 2, 3]) {
    const t0 = performance.now();
    const preview = await importPlaces(ctx, viewer, null, {
      tripId: trip!.id,
      fileName: 'saved.kml',
      bytes: kml,
      form: { mode: 'preview', target: 'ideas' },
    });
    const ms = performance.now() - t0;
    const firstHalf = preview.items.slice(0, POINTS / 2).filter((i) => i.match).length;
    const secondHalf = preview.items.slice(POINTS / 2).filter((i) => i.match).length;
    log(
      `preview ${run}: ${(ms / 1000).toFixed(2)} s; matched ${preview.matched_count.toLocaleString('en')} of ` +
        `${preview.items.length.toLocaleString('en')} (${((100 * preview.matched_count) / preview.items.length).toFixed(1)} %): ` +
        `saved catalogue places ${firstHalf}/${POINTS / 2} (${((100 * firstHalf) / (POINTS / 2)).toFixed(1)} %), ` +
        `own places matched by mistake ${secondHalf}/${POINTS / 2}; load ${load()}`,
    );
  }
  const two = new TextEncoder().encode(kmlOf([...saved.slice(0, 1_000), ...own.slice(0, 1_000)]));
  const t1 = performance.now();
  const committed = await importPlaces(ctx, viewer, null, {
    tripId: trip!.id,
    fileName: 'saved.kml',
    bytes: two,
    form: { mode: 'commit', target: 'ideas' },
  });
  log(
    `commit of 2,000 as ideas: ${((performance.now() - t1) / 1000).toFixed(2)} s, ` +
      `${'added_count' in committed ? committed.added_count : 0} added; load ${load()}`,
  );
  await ctx.imports.close();
} finally {
  await database.close();
}
