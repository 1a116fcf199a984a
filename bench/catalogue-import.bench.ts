/**
 * What a first start costs and how fast OpenStreetMap extracts load: migrates a fresh embedded
 * database (PGlite in memory, or a throw-away PostgreSQL database with BENCH_DATABASE_URL),
 * imports the bundled world catalogue, then imports OSM extracts through the same code as
 * `npm run data:import`, reporting nodes per second (nodes in the file ÷ import time).
 * Run: npm run bench:import -w @ai-map/bench   Results: bench/RESULTS.md
 */
import { readPbf } from '@ai-map/osm';
import os from 'node:os';
import path from 'node:path';
import { importBundle } from '../apps/server/src/modules/catalog/import/bundle-import';
import { importOsmFile } from '../apps/server/src/modules/catalog/import/osm-import';
import { silentProgress } from '../apps/server/src/modules/catalog/import/progress';
import { createTestDatabase } from '../apps/server/src/test-support/test-database';

const repo = path.resolve(import.meta.dirname, '..');
const extracts = path.resolve(repo, 'data/sources/osm');
const files = (
  process.env.BENCH_OSM_FILES ?? 'malta-2018-08-27.osm.pbf,copenhagen-centre-2012.osm.pbf'
).split(',');

async function countNodes(file: string): Promise<number> {
  let nodes = 0;
  for await (const batch of readPbf(file, { types: ['node'] })) nodes += batch.length;
  return nodes;
}

const started = Date.now();
const database = await createTestDatabase(process.env.BENCH_DATABASE_URL);
const migrated = Date.now();
const bundle = await importBundle(database.db, path.join(repo, 'data/bundle'), silentProgress);
const imported = Date.now();
console.log(`database: ${database.driver}; node ${process.version}; ${os.cpus().length} cores`);
console.log(
  `first start: migrate ${((migrated - started) / 1000).toFixed(1)} s, bundle import ${((imported - migrated) / 1000).toFixed(1)} s ` +
    `(${Object.entries(bundle.counts)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ')})`,
);

for (const name of files) {
  const file = path.join(extracts, name);
  const nodes = await countNodes(file);
  const result = await importOsmFile(database.db, file, silentProgress);
  console.log(
    `${name}: ${nodes} nodes, ${result.places} places in ${result.seconds.toFixed(2)} s → ` +
      `${Math.round(nodes / result.seconds).toLocaleString('en-US')} nodes/s ` +
      `(${(result.bytes / 1024 / 1024 / result.seconds).toFixed(1)} MB/s, including the stats refresh)`,
  );
}
await database.close();
