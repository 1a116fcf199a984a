/**
 * Latency of the built-in assistant brain on a 7-day plan request: `understand()` against the
 * real catalogue (the committed bundle in an in-memory PGlite, or a throw-away database on
 * BENCH_DATABASE_URL) plus `composeReply()` of a 7-day plan of real places. The itinerary
 * engine is not part of this: it is timed with the planner. Reports p50/p95/p99 over
 * BENCH_RUNS runs (default 500) after a warm-up that loads the destination index.
 * Run: npm run bench:assistant -w @ai-map/bench   Results: bench/RESULTS.md
 */
import { sql } from 'drizzle-orm';
import os from 'node:os';
import path from 'node:path';
import {
  composeReply,
  type ReplyInput,
} from '../apps/server/src/modules/assistant/brain/compose-reply';
import { createDatabaseGazetteer } from '../apps/server/src/modules/assistant/brain/gazetteer.repository';
import type { IntentOf } from '../apps/server/src/modules/assistant/brain/intents';
import { understand } from '../apps/server/src/modules/assistant/brain/understand';
import { importBundle } from '../apps/server/src/modules/catalog/import/bundle-import';
import { silentProgress } from '../apps/server/src/modules/catalog/import/progress';
import { createTestDatabase } from '../apps/server/src/test-support/test-database';

const log = (line: string) => process.stdout.write(`${line}\n`);
const runs = Number(process.env.BENCH_RUNS ?? 500);
const message =
  'Plan a 7-day trip to Rome in May with museums, history and good food, relaxed pace';

const started = Date.now();
const handle = await createTestDatabase(process.env.BENCH_DATABASE_URL);
await importBundle(handle.db, path.resolve(import.meta.dirname, '../data/bundle'), silentProgress);
log(`import: ${((Date.now() - started) / 1000).toFixed(1)} s (${handle.driver})`);
const gazetteer = createDatabaseGazetteer(handle.db);
const now = new Date('2026-11-23T12:00:00Z');

let t0 = performance.now();
const first = await understand(message, { gazetteer, now });
log(`first call (loads the destination index): ${(performance.now() - t0).toFixed(0)} ms`);
const plan = first[0] as IntentOf<'plan_trip'>;
if (plan?.type !== 'plan_trip' || plan.days !== 7) {
  throw new Error(`unexpected understanding: ${JSON.stringify(first)}`);
}
// Four stops a day from the city's best-rated attractions: what the planner's answer holds.
const rows = (await handle.db.execute(sql`
  select name from places where kind = 'attraction' and city_id = ${plan.destinations[0]!.id}
  order by rating desc, id limit 28`)) as unknown as { rows: { name: string }[] };
const reply: ReplyInput = {
  kind: 'plan',
  title: plan.destinations[0]!.name,
  days: Array.from({ length: 7 }, (_, d) => ({
    day: d + 1,
    stops: rows.rows.slice(d * 4, d * 4 + 4).map((r, k) => ({
      name: r.name,
      transport: k < 3 ? ('walk' as const) : null,
      minutesToNext: k < 3 ? 15 : null,
    })),
  })),
  budget: { amount: 1100, currency: 'USD' },
  interests: plan.interests.map((i) => i.category),
  missingInterests: [],
  interestsFromPreferences: false,
};

const times: number[] = [];
for (let i = 0; i < runs; i++) {
  t0 = performance.now();
  await understand(message, { gazetteer, now });
  composeReply(reply, message);
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
log(
  `understand + compose, 7-day plan request, ${runs} runs: p50 ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, p99 ${at(0.99).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms`,
);
log(
  `machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}, load ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
await handle.close();
