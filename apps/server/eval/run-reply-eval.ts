/**
 * The built-in assistant's whole-reply evaluation (docs/assistant.md): each case of
 * reply-cases.json (and, with `--heldout`, `--unseen` or `--unseen-2`, reply-cases-heldout.json,
 * reply-cases-unseen.json or reply-cases-unseen-2.json, each kept unseen while its round's code
 * was written)
 * is one chat of a fresh visitor. Every message goes through `builtinBrain()` — understanding,
 * tools, planner, stored trip, composed reply — on the full committed catalogue, and the
 * replies are judged (judge-reply.ts): the truth of every stated figure and "no data" sentence
 * against the database, the planned trip (sights only, no duplicates, no empty day, inside the
 * destination, every named city visited), and the case's own expectations.
 *
 * Prints the score per category, the number of replies with an untrue or unsupported statement,
 * and each failed case. Fails (exit 1) below 90 % of whole cases.
 * Run: npm run eval:assistant [-- --heldout | --unseen | --unseen-2 | --unseen-3 | --unseen-4 | --all] [-- --only <id prefix,…>]
 * The catalogue is a fresh in-memory PGlite (or TEST_DB=postgres with TEST_DATABASE_URL).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { builtinBrain } from '../src/modules/assistant/builtin-brain';
import type { LastEdit } from '../src/modules/assistant/brain/edit-memory.schema';
import type { PlanTrip } from '../src/modules/assistant/brain/intents';
import { visitorChat } from '../src/test-support/api';
import { appWithCatalogue } from './catalogue-cache';
import { findChatById } from '../src/modules/assistant/chat-messages.repository';
import { contextOf } from '../src/test-support/test-context';
import { tripFactsReader } from './trip-facts';
import {
  loadCatalogue,
  planProblems,
  untruths,
  withFigures,
  type ReplyCase,
  type TripFacts,
} from './judge-reply';

const out = (line = '') => process.stdout.write(`${line}\n`);

const args = process.argv.slice(2);
/** The parts: the seen cases, and each round's part kept unseen while its code was written. */
const PARTS: Record<string, string> = {
  heldout: 'reply-cases-heldout.json',
  unseen: 'reply-cases-unseen.json',
  'unseen-2': 'reply-cases-unseen-2.json',
  'unseen-3': 'reply-cases-unseen-3.json',
  'unseen-4': 'reply-cases-unseen-4.json',
  traveller: 'reply-cases-traveller.json',
};
/** Patterns of issue 27 that the traveller-written part names per case. */
const PATTERNS = [
  '',
  'wishes',
  'length',
  'words as places',
  'redirects',
  'consistency',
  'edits',
  'refusals & safety',
  'one-line questions',
];
/** With `--dump <file>`: every case's whole chat and trip as Markdown, for judging by hand. */
const dumpTo = args.includes('--dump') ? args[args.indexOf('--dump') + 1] : undefined;
const picked = Object.keys(PARTS).filter((part) => args.includes(`--${part}`));
/** With `--file <path>`: a cases file of one's own (same shape), e.g. a few messages to try. */
const own = args.includes('--file') ? args[args.indexOf('--file') + 1] : undefined;
const files = own
  ? [path.resolve(own)]
  : args.includes('--all')
    ? ['reply-cases.json', ...Object.values(PARTS)]
    : picked.length
      ? picked.map((part) => PARTS[part]!)
      : ['reply-cases.json'];
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const verbose = args.includes('--verbose');

const cases: (ReplyCase & { file: string })[] = [];
for (const file of files) {
  const parsed = JSON.parse(await readFile(path.resolve(import.meta.dirname, file), 'utf8')) as {
    cases: ReplyCase[];
  };
  for (const c of parsed.cases)
    if (!only || only.split(',').some((prefix) => c.id.startsWith(prefix)))
      cases.push({
        ...c,
        // The traveller-written part groups by its first pattern and lists words, not patterns,
        // that a misreading reply would say.
        category:
          c.category ??
          (`${c.patterns?.[0] ?? 0} ${PATTERNS[c.patterns?.[0] ?? 0]}` as ReplyCase['category']),
        expect: c.patterns
          ? {
              ...c.expect,
              not: c.expect?.not?.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
            }
          : (c.expect ?? {}),
        file,
      });
}

const started = Date.now();
const reuseFile = args.includes('--reuse-catalogue')
  ? args[args.indexOf('--reuse-catalogue') + 1]
  : undefined;
const { t, loaded } = await appWithCatalogue(reuseFile);
out(
  `catalogue ${loaded ? `loaded from ${reuseFile}` : 'imported'} in ${((Date.now() - started) / 1000).toFixed(1)} s (${t.database.driver})`,
);
const ctx = contextOf(t);
const db = t.database.db;
const catalogue = await loadCatalogue(db);
const tripFacts = tripFactsReader(ctx);

const km = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const r = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * r) / 2) ** 2 +
    Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.sin(((b.lng - a.lng) * r) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
};

interface Outcome {
  c: ReplyCase & { file: string };
  untrue: string[];
  failed: string[];
  replies: string[];
  ms: number[];
  trip: TripFacts | null;
}

/** The budget endpoint's total for the plan of one message in a fresh chat. */
async function planCost(message: string): Promise<number | null> {
  const { code, chat: created } = await visitorChat(t.app);
  const viewer = { userId: null, accessCode: code };
  const chat = await findChatById(db, created.id);
  if (!chat) throw new Error('chat vanished');
  await builtinBrain({
    ctx,
    chat,
    viewer,
    text: message,
    userLocation: null,
    history: [],
    draft: null,
  });
  const { facts } = await tripFacts(chat.id, viewer);
  return facts?.budget?.total ?? null;
}

const outcomes: Outcome[] = [];
for (const c of cases) {
  const { code, chat: created } = await visitorChat(t.app);
  const viewer = { userId: null, accessCode: code };
  let draft: PlanTrip | null = null;
  let lastEdit: LastEdit | null = null;
  // As the chat session keeps it: the request of the latest answer that planned a trip.
  let planned: PlanTrip | null = null;
  const replies: string[] = [];
  const untrue: string[] = [];
  const failed: string[] = [];
  const ms: number[] = [];
  let before: TripFacts | null = null;
  let beforeTripId: number | null = null;
  let after: TripFacts | null = null;
  let changed = false;
  let previousTotal: number | null = null; // an edit's reply quotes it: "(it was $X)"
  for (const [index, text] of c.turns.entries()) {
    const last = index === c.turns.length - 1;
    const { chat, facts } = await tripFacts(created.id, viewer);
    if (!chat) throw new Error('chat vanished');
    if (last) {
      before = facts;
      beforeTripId = chat.tripId;
    }
    const t0 = performance.now();
    let answer: string;
    try {
      const result = await builtinBrain({
        ctx,
        chat,
        viewer,
        text,
        userLocation: c.location ? { lat: c.location[0], lng: c.location[1] } : null,
        history: [],
        draft,
        lastEdit,
        planned,
      });
      answer = result.answer;
      draft = result.draft ?? null;
      lastEdit = result.lastEdit ?? null;
      planned = result.planned ?? planned;
      if (last) changed = result.isChanges;
    } catch (error) {
      answer = `(error) ${error instanceof Error ? error.message : String(error)}`;
      failed.push(`turn ${index + 1} threw: ${answer}`);
    }
    ms.push(performance.now() - t0);
    replies.push(answer);
    const now = await tripFacts(created.id, viewer);
    if (last) after = now.facts;
    const asked = c.turns.slice(0, index + 1).join(' ');
    for (const u of untruths(answer, asked, now.facts, catalogue, previousTotal))
      untrue.push(`turn ${index + 1}: ${u}`);
    previousTotal = now.facts?.budget?.total ?? null;
  }
  const reply = replies.at(-1) ?? '';
  const e = c.expect ?? {};
  for (const raw of e.says ?? []) {
    const re = withFigures(raw, catalogue);
    if (!new RegExp(re, 'i').test(reply)) failed.push(`does not say /${re}/`);
  }
  for (const re of e.not ?? []) if (new RegExp(re, 'i').test(reply)) failed.push(`says /${re}/`);
  if (e.plan) {
    if (!after) failed.push('no trip');
    else {
      failed.push(...planProblems(after, e.plan, reply));
      if (changed && after.budget) {
        const figure = `$${Math.round(after.budget.total).toLocaleString('en-US')}`;
        if (!reply.includes(figure)) failed.push(`budget ${figure} not in the reply`);
      }
      if (e.plan.budget !== undefined && after.budget) {
        const over = Math.round(after.budget.total) - e.plan.budget;
        const gap = `$${over.toLocaleString('en-US')}`;
        if (over > 0 && !reply.includes(gap)) failed.push(`over the budget by ${gap}, not said`);
        if (over <= 0 && /\bover (?:your|the) /i.test(reply)) failed.push('says over the budget');
      }
      if (e.plan.cheaperThan !== undefined && after.budget) {
        const other = await planCost(e.plan.cheaperThan);
        if (other === null) failed.push(`no plan for "${e.plan.cheaperThan}"`);
        else if (after.budget.total > other)
          failed.push(`costs $${after.budget.total}, more than without the budget ($${other})`);
        else if (
          e.plan.budget !== undefined &&
          other > e.plan.budget &&
          after.budget.total >= other
        )
          failed.push(`nothing cheaper chosen: $${after.budget.total} as without the budget`);
      }
      if (e.plan.month !== undefined) {
        const month = new Date(2026, e.plan.month - 1, 1).toLocaleString('en-US', {
          month: 'long',
        });
        if (!reply.includes(month) || !/°C/.test(reply))
          failed.push(`no ${month} weather in the reply`);
      }
    }
  }
  if (e.trip === 'none' && after) failed.push('a trip was made');
  if (e.trip === 'unchanged') {
    const same =
      beforeTripId !== null &&
      JSON.stringify(before?.stops.map((s) => [s.placeId, s.day, s.transport])) ===
        JSON.stringify(after?.stops.map((s) => [s.placeId, s.day, s.transport]));
    if (!same || changed) failed.push('the trip changed');
  }
  if (e.trip === 'changed' && !changed) failed.push('the trip did not change');
  if (e.legsChanged !== undefined) {
    const was = new Map(before?.stops.map((s) => [s.placeId, s.transport]) ?? []);
    const n = (after?.stops ?? []).filter(
      (s) => was.has(s.placeId) && was.get(s.placeId) !== s.transport,
    ).length;
    if (n !== e.legsChanged) failed.push(`${n} legs changed, expected ${e.legsChanged}`);
  }
  if (e.addedWithinKm !== undefined) {
    const had = new Set(before?.stops.map((s) => s.placeId) ?? []);
    const added = (after?.stops ?? []).filter((s) => !had.has(s.placeId));
    if (!added.length) failed.push('nothing added');
    for (const s of added) {
      const nearest = Math.min(...(before?.stops ?? []).map((o) => km(o, s)));
      if (!(nearest <= e.addedWithinKm))
        failed.push(`${s.name} is ${Math.round(nearest)} km from the trip`);
    }
  }
  outcomes.push({ c, untrue, failed, replies, ms, trip: after });
}

const pct = (a: number, b: number) => `${b ? ((100 * a) / b).toFixed(1) : '—'} %`;
const passed = (o: Outcome) => !o.untrue.length && !o.failed.length;
out(`\n${outcomes.length} cases (${files.join(', ')})\n`);
out('| category | passed | score |');
out('|---|---|---|');
const categories = [...new Set(outcomes.map((o) => o.c.category))].sort();
for (const cat of categories) {
  const of = outcomes.filter((o) => o.c.category === cat);
  out(
    `| ${cat} | ${of.filter(passed).length} / ${of.length} | ${pct(of.filter(passed).length, of.length)} |`,
  );
}
const ok = outcomes.filter(passed).length;
out(`| **all** | ${ok} / ${outcomes.length} | ${pct(ok, outcomes.length)} |`);
const untrueReplies = outcomes.reduce(
  (n, o) => n + new Set(o.untrue.map((u) => u.split(':')[0])).size,
  0,
);
out(`\nreplies with an untrue or unsupported statement: ${untrueReplies}`);
const all = outcomes.flatMap((o) => o.ms).sort((a, b) => a - b);
out(
  `turn latency over ${all.length} turns: p50 ${all[Math.floor(all.length / 2)]?.toFixed(1)} ms, p95 ${all[Math.ceil(all.length * 0.95) - 1]?.toFixed(1)} ms`,
);
for (const o of outcomes) {
  if (passed(o) && !verbose) continue;
  out(
    `\n${passed(o) ? '✓' : '✗'} ${o.c.id} [${o.c.category}] ${o.c.turns.map((x) => JSON.stringify(x)).join(' → ')}`,
  );
  for (const x of [...o.untrue, ...o.failed]) out(`    ${x}`);
  out(`    reply: ${o.replies.at(-1)?.replace(/\n/g, ' | ')}`);
}
if (dumpTo) await writeFile(dumpTo, dump(outcomes));
await t.close();
process.exitCode = ok / Math.max(1, outcomes.length) >= 0.9 ? 0 : 1;

/** Each chat in full (every turn and reply), the trip it left and the machine checks' findings. */
function dump(all: Outcome[]): string {
  const lines = [`# Whole replies (${all.length} cases), ${new Date().toISOString()}`, ''];
  for (const o of all) {
    lines.push(`## ${o.c.id} (${o.c.category})`, '');
    if (o.c.good) lines.push(`- good: ${o.c.good}`);
    if (o.c.harmful) lines.push(`- harmful: ${o.c.harmful}`);
    for (const [i, turn] of o.c.turns.entries()) {
      lines.push('', `**Traveller ${i + 1}:** ${turn}`, '');
      lines.push(`**Assistant:** ${o.replies[i] ?? '(none)'}`);
    }
    if (o.trip) {
      lines.push('', `Trip: ${o.trip.days} days, budget total ${o.trip.budget?.total ?? '—'}`);
      const days = [...new Set(o.trip.stops.map((s) => s.day))].sort((a, b) => a - b);
      for (const day of days)
        lines.push(
          `- day ${day}: ${o.trip.stops
            .filter((s) => s.day === day)
            .map(
              (s) => `${s.name} (${s.city ?? '?'}, ${s.iso2 ?? '?'}${s.type ? `, ${s.type}` : ''})`,
            )
            .join('; ')}`,
        );
    } else lines.push('', 'Trip: none');
    const findings = [...o.untrue, ...o.failed];
    lines.push('', `Machine checks: ${findings.length ? findings.join(' · ') : 'none failed'}`, '');
  }
  return lines.join('\n');
}
