/**
 * The built-in assistant's whole reply to a 7-day plan request, as the chat socket gets it:
 * `builtinBrain()` reads the chat's trip, understands the message against the catalogue, picks
 * the places, plans them with the itinerary engine, stores the trip, reads it back and composes
 * the answer. The catalogue is the full committed bundle (data/bundle, every country) in the
 * test app's database: in-memory PGlite (or, with TEST_DB=postgres and TEST_DATABASE_URL, a
 * throw-away database on that PostgreSQL server, as the test suite does).
 *
 * Every timed run is a fresh visitor (a new planner access code) with a fresh chat, so each one
 * is the first plan of a chat and no run meets the free plan's trip limit; creating the visitor
 * and the chat is not timed. The first turn loads the destination index and the land mask: it
 * is reported apart and excluded, as are BENCH_WARMUP more warm-up turns (default 10, one per
 * request). Then BENCH_RUNS turns (default 60) cycle through the requests below.
 * Run: npm run bench:assistant-turn -w @ai-map/bench   Results: bench/RESULTS.md
 */
import os from 'node:os';
import path from 'node:path';
import { importBundle } from '../apps/server/src/modules/catalog/import/bundle-import';
import { silentProgress } from '../apps/server/src/modules/catalog/import/progress';
import { builtinBrain } from '../apps/server/src/modules/assistant/builtin-brain';
import { findChatById } from '../apps/server/src/modules/assistant/chat-messages.repository';
import { createToolbox, readTrip } from '../apps/server/src/modules/assistant/tools/toolbox';
import { stopsOf } from '../apps/server/src/modules/assistant/tools/trip-summary';
import { visitorChat } from '../apps/server/src/test-support/api';
import { createTestApp } from '../apps/server/src/test-support/test-app';
import { contextOf } from '../apps/server/src/test-support/test-context';

const log = (line: string) => process.stdout.write(`${line}\n`);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);
const TARGET_P95_MS = 150;

/**
 * Varied ways of asking for a week: one city, two cities, a country, with and without interests
 * and pace. Destinations the sampled bundle has enough sights for (at least one stop a day).
 */
const REQUESTS = [
  'Plan 7 days in Rome with museums',
  'a week in Portugal, beaches and food',
  '7 days in Paris and Lyon',
  'One week in Barcelona with art and architecture',
  '7 days in Copenhagen with good food and cafes',
  '7 days in Florence and Milan, history and museums',
  'a week in Madrid with museums, relaxed pace',
  'Plan 7 days in Italy',
  '7 days in New York with architecture, packed schedule',
  'A week in Tokyo and Osaka',
];

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

const started = Date.now();
const t = await createTestApp();
await importBundle(
  t.database.db,
  path.resolve(import.meta.dirname, '../data/bundle'),
  silentProgress,
);
log(`catalogue imported in ${((Date.now() - started) / 1000).toFixed(1)} s (${t.database.driver})`);
const ctx = contextOf(t);

/** A new visitor and their new chat, through the API as the web app makes them. */
async function freshChat() {
  const { code, chat: created } = await visitorChat(t.app);
  const chat = await findChatById(t.database.db, created.id);
  if (!chat) throw new Error('the new chat is not stored');
  return { chat, viewer: { userId: null, accessCode: code } };
}

/** One timed turn: wall and CPU milliseconds of `builtinBrain`, checked to have planned 7 days. */
async function turn(text: string) {
  const { chat, viewer } = await freshChat();
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  const result = await builtinBrain({
    ctx,
    chat,
    viewer,
    text,
    userLocation: null,
    history: [],
    draft: null,
  });
  const wallMs = performance.now() - t0;
  const used = process.cpuUsage(cpu);
  // Not timed: the trip the turn stored must be a 7-day plan, or the run measured something else.
  const planned = await findChatById(t.database.db, chat.id);
  const trip = planned ? await readTrip(createToolbox(ctx, planned, viewer)) : null;
  const stops = trip ? stopsOf(trip).length : 0;
  if (!result.isChanges || trip?.duration_days !== 7 || stops < 7) {
    throw new Error(`"${text}" did not plan 7 days: ${JSON.stringify(result).slice(0, 300)}`);
  }
  return { wallMs, cpuMs: (used.user + used.system) / 1000, stops, answer: result.answer };
}

log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}`);
log(`load average before: ${load()}`);
const cold = await turn(REQUESTS[0]!);
log(
  `cold turn (loads the destination index and the land mask): ${fmt(cold.wallMs)} wall, ${fmt(cold.cpuMs)} CPU`,
);
for (let i = 0; i < WARMUP; i++) await turn(REQUESTS[i % REQUESTS.length]!);

const runs: { text: string; wallMs: number; cpuMs: number; stops: number }[] = [];
for (let i = 0; i < RUNS; i++) {
  const text = REQUESTS[i % REQUESTS.length]!;
  runs.push({ text, ...(await turn(text)) });
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};
const wall = runs.map((r) => r.wallMs);
const cpu = runs.map((r) => r.cpuMs);
log('');
log(`builtinBrain, 7-day plan requests, ${RUNS} timed runs (fresh visitor and chat each):`);
log('| | wall | CPU |');
log('|---|---|---|');
log(`| p50 | ${fmt(quantile(wall, 0.5))} | ${fmt(quantile(cpu, 0.5))} |`);
log(`| p95 | ${fmt(quantile(wall, 0.95))} | ${fmt(quantile(cpu, 0.95))} |`);
log(`| max | ${fmt(Math.max(...wall))} | ${fmt(Math.max(...cpu))} |`);
log('');
log('| request | stops | median wall | median CPU |');
log('|---|---|---|---|');
for (const text of REQUESTS) {
  const of = runs.filter((r) => r.text === text);
  if (!of.length) continue;
  log(
    `| ${text} | ${of[0]!.stops} | ${fmt(
      quantile(
        of.map((r) => r.wallMs),
        0.5,
      ),
    )} | ${fmt(
      quantile(
        of.map((r) => r.cpuMs),
        0.5,
      ),
    )} |`,
  );
}
const p95 = quantile(wall, 0.95);
log('');
log(
  `target p95 < ${TARGET_P95_MS} ms: ${p95 < TARGET_P95_MS ? 'met' : 'missed'}; load average after: ${load()}`,
);
await t.close();
