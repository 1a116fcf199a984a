/**
 * The built-in assistant brain's evaluation: every message of assistant-cases.json goes through
 * `understand()` against the real catalogue, and each expected field is checked. Prints the
 * score per field and overall, and fails (exit 1) below 90 %.
 *
 * Catalogue: a fresh in-memory PGlite with the committed bundle (data/bundle) imported the way
 * the tests and benchmarks do it (about 20 s), so the score never depends on a local database's
 * state. `EVAL_DATABASE_URL` points it at a PostgreSQL server instead (a throw-away database is
 * created there and dropped). Run: `npm run eval:assistant`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { importBundle } from '../src/modules/catalog/import/bundle-import';
import { silentProgress } from '../src/modules/catalog/import/progress';
import { createDatabaseGazetteer } from '../src/modules/assistant/brain/gazetteer.repository';
import type { Gazetteer } from '../src/modules/assistant/brain/gazetteer';
import type { Intent, TripSummary } from '../src/modules/assistant/brain/intents';
import { understand } from '../src/modules/assistant/brain/understand';
import { createTestDatabase } from '../src/test-support/test-database';
import { scoreCase, type EvalCase } from './score-case';

const out = (line = '') => process.stdout.write(`${line}\n`);

const file = JSON.parse(
  await readFile(path.join(import.meta.dirname, 'assistant-cases.json'), 'utf8'),
) as { trips: Record<string, string[][]>; cases: EvalCase[] };

const started = Date.now();
const handle = await createTestDatabase(process.env.EVAL_DATABASE_URL);
await importBundle(
  handle.db,
  path.resolve(import.meta.dirname, '../../../data/bundle'),
  silentProgress,
);
out(`catalogue imported in ${((Date.now() - started) / 1000).toFixed(1)} s (${handle.driver})`);
const gazetteer = createDatabaseGazetteer(handle.db);

/** A trip context from stop names: each looked up in the catalogue for its id and position. */
async function tripOf(days: string[][], g: Gazetteer): Promise<TripSummary> {
  const stops: TripSummary['stops'] = [];
  for (const [d, names] of days.entries()) {
    for (const [p, name] of names.entries()) {
      const place = (await g.findPlaces(name))[0];
      if (!place) throw new Error(`trip stop "${name}" is not in the catalogue`);
      stops.push({
        id: 1000 + stops.length,
        name: place.name,
        kind: place.kind,
        day: d + 1,
        position: p + 1,
        numberInTrip: stops.length + 1,
        placeId: place.id,
        lat: place.lat,
        lng: place.lng,
      });
    }
  }
  return { days: days.length, stops };
}

const trips = new Map<string, TripSummary>();
for (const [name, days] of Object.entries(file.trips))
  trips.set(name, await tripOf(days, gazetteer));

const now = new Date('2026-11-23T12:00:00Z');
const fields = new Map<string, { passed: number; total: number }>();
let casesPassed = 0;
const failures: string[] = [];
for (const c of file.cases) {
  const intents: Intent[] = await understand(c.text, {
    gazetteer,
    now,
    trip: c.trip ? trips.get(c.trip) : undefined,
    userLocation: c.location ? { lat: c.location[0], lng: c.location[1] } : undefined,
  });
  const checks = scoreCase(c, intents);
  for (const check of checks) {
    const f = fields.get(check.field) ?? { passed: 0, total: 0 };
    f.total++;
    if (check.ok) f.passed++;
    fields.set(check.field, f);
  }
  const failed = checks.filter((x) => !x.ok);
  if (!failed.length) casesPassed++;
  else {
    failures.push(
      `✗ ${JSON.stringify(c.text)}\n    ${failed.map((x) => `${x.field}: expected ${x.expected}, got ${x.actual}`).join('\n    ')}`,
    );
  }
}

out(`\n${file.cases.length} cases\n`);
out('field          passed / total   score');
let checksPassed = 0;
let checksTotal = 0;
for (const [field, f] of [...fields].sort()) {
  checksPassed += f.passed;
  checksTotal += f.total;
  out(
    `${field.padEnd(14)} ${String(f.passed).padStart(6)} / ${String(f.total).padEnd(5)}   ${((100 * f.passed) / f.total).toFixed(1)} %`,
  );
}
const caseScore = (100 * casesPassed) / file.cases.length;
out(
  `\nall fields     ${checksPassed} / ${checksTotal}   ${((100 * checksPassed) / checksTotal).toFixed(1)} %`,
);
out(`whole cases    ${casesPassed} / ${file.cases.length}   ${caseScore.toFixed(1)} %`);
if (failures.length) out(`\n${failures.join('\n')}`);
await handle.close();
process.exitCode = caseScore >= 90 ? 0 : 1;
