/**
 * Times `POST search/{type}/` queries on the full bundled catalogue, in an in-memory PGlite or in
 * a throw-away database on the PostgreSQL server of BENCH_DATABASE_URL:
 * `npm run bench:search -w @ai-map/bench`. Results: bench/RESULTS.md.
 */
import path from 'node:path';
import type { SearchRequest, SearchType } from '@ai-map/contracts';
import { SearchRequestSchema } from '@ai-map/contracts';
import type { AppContext } from '../apps/server/src/app-context';
import { importBundle } from '../apps/server/src/modules/catalog/import/bundle-import';
import { silentProgress } from '../apps/server/src/modules/catalog/import/progress';
import { runSearch } from '../apps/server/src/modules/search/search.service';
import { createTestDatabase } from '../apps/server/src/test-support/test-database';

const log = (line: string) => process.stdout.write(`${line}\n`);
const bundleDir = path.resolve(import.meta.dirname, '../data/bundle');
const handle = await createTestDatabase(process.env.BENCH_DATABASE_URL);
let started = Date.now();
await importBundle(handle.db, bundleDir, silentProgress);
log(`import: ${((Date.now() - started) / 1000).toFixed(1)} s (${handle.driver})`);
const ctx = { db: handle.db } as AppContext;

const cases: [SearchType, Partial<SearchRequest>][] = [
  ['general', { q: 'par' }],
  ['general', { q: 'san' }],
  ['general', { q: 'zürich' }],
  ['general', { q: 'museum' }],
  ['general', { q: 'a' }],
  ['general', {}],
  ['cities', { q: 'saint' }],
  ['cities', { q: 'ber', filters: { terrain: ['coastal'], month: 7, climate: ['warm'] } }],
  ['attractions', { q: 'castle', filters: { rating: [6, 10] } }],
  ['food', { q: 'caf', filters: { categories: ['cafes'] } }],
  ['countries', { q: 'ia', ordering: '-rating' }],
];
for (const [type, body] of cases) {
  const request = SearchRequestSchema.parse(body);
  await runSearch(ctx, type, request); // warm-up
  const runs = 5;
  started = performance.now();
  let count = 0;
  for (let i = 0; i < runs; i++) count = (await runSearch(ctx, type, request)).count;
  const ms = (performance.now() - started) / runs;
  log(`${type.padEnd(12)} ${JSON.stringify(body).padEnd(90)} ${count} hits  ${ms.toFixed(1)} ms`);
}
await handle.close();
