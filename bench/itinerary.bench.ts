/**
 * The itinerary engine (docs/itinerary.md): tour quality and time on four TSPLIB instances with
 * proven optimal tours (bench/data/tsplib, EUC_2D distances rounded as TSPLIB does), and the
 * balance of the day split (longest day over the mean day, visit plus travel minutes) on
 * synthetic trips. Target: within 2% of optimal in at most 100 ms per instance.
 * Run: npm run bench:itinerary -w @ai-map/bench (BENCH_RUNS, default 11). Results: bench/RESULTS.md.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultLandMask } from '../apps/server/src/modules/planner/itinerary/land-mask';
import {
  planItinerary,
  type ItineraryPlace,
} from '../apps/server/src/modules/planner/itinerary/plan-itinerary';
import { balanceRatio } from '../apps/server/src/modules/planner/itinerary/split-days';
import { solveClosedTour, tourCost } from '../apps/server/src/modules/planner/itinerary/tour';
import { euc2dMatrix, parseTsplib } from '../apps/server/src/modules/planner/itinerary/tsplib';

const RUNS = Number(process.env.BENCH_RUNS ?? 11);
const TARGET_GAP = 0.02;
const TARGET_MS = 100;
const OPTIMA = { berlin52: 7542, eil51: 426, st70: 675, kroA100: 21282 } as const;
const log = (line: string) => process.stdout.write(`${line}\n`);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const fmt = (value: number, digits = 1) => value.toFixed(digits);

/** Wall and CPU milliseconds of each run of `work`, after one warm-up run (JIT). */
function timed<T>(work: () => T): { result: T; wallMs: number[]; cpuMs: number[] } {
  let result = work();
  const wallMs: number[] = [];
  const cpuMs: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    result = work();
    wallMs.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpuMs.push((used.user + used.system) / 1000);
  }
  return { result, wallMs, cpuMs };
}

log(`node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}`);
log(
  `load average before: ${os
    .loadavg()
    .map((v) => fmt(v, 2))
    .join(' ')}`,
);
log('');
log(
  '| instance | nodes | optimum | tour found | gap | median wall | max wall | median CPU | target |',
);
log('|---|---|---|---|---|---|---|---|---|');
for (const [name, optimum] of Object.entries(OPTIMA)) {
  const file = path.join(import.meta.dirname, 'data/tsplib', `${name}.tsp`);
  const matrix = euc2dMatrix(parseTsplib(readFileSync(file, 'utf8')).points);
  const { result, wallMs, cpuMs } = timed(() => solveClosedTour(matrix));
  const length = tourCost(matrix, result);
  const gap = length / optimum - 1;
  const met = gap <= TARGET_GAP && median(wallMs) <= TARGET_MS ? 'met' : 'missed';
  log(
    `| ${name} | ${matrix.n} | ${optimum} | ${length} | ${fmt(gap * 100, 2)}% | ` +
      `${fmt(median(wallMs))} ms | ${fmt(Math.max(...wallMs))} ms | ${fmt(median(cpuMs))} ms | ${met} |`,
  );
}

/** Deterministic pseudo-random numbers (Park–Miller). */
function random(seed: number) {
  let state = seed;
  return () => (state = (state * 16807) % 2147483647) / 2147483647;
}

/** `count` places scattered over about 9 × 9 km around a centre, 45–120 minutes each. */
function city(
  name: string,
  centre: { lat: number; lng: number },
  count: number,
  seed: number,
  spread = 1,
): ItineraryPlace[] {
  const next = random(seed);
  return Array.from({ length: count }, (_, i) => ({
    key: `${name}-${i}`,
    lat: centre.lat + (next() - 0.5) * 0.08 * spread,
    lng: centre.lng + (next() - 0.5) * 0.12 * spread,
    visitMinutes: [45, 60, 90, 120][Math.floor(next() * 4)]!,
    kind: 'attraction',
    cityKey: name,
  }));
}

const PARIS = { lat: 48.8566, lng: 2.3522 };
const trips: { name: string; days: number; places: ItineraryPlace[] }[] = [
  { name: '30 places in Paris, 4 days', days: 4, places: city('paris', PARIS, 30, 1) },
  { name: '12 places in Paris, 5 days', days: 5, places: city('paris', PARIS, 12, 2) },
  {
    name: '60 places in Paris, Lyon and Rome, 7 days',
    days: 7,
    places: [
      ...city('paris', PARIS, 20, 3),
      ...city('lyon', { lat: 45.764, lng: 4.8357 }, 20, 4),
      ...city('rome', { lat: 41.9028, lng: 12.4964 }, 20, 5),
    ],
  },
  {
    name: '16 places on Malta and Gozo, 3 days',
    days: 3,
    places: [
      ...city('valletta', { lat: 35.8989, lng: 14.5146 }, 10, 6, 0.15),
      ...city('victoria', { lat: 36.0444, lng: 14.2394 }, 6, 7, 0.15),
    ],
  },
  {
    name: '100 places in 5 European capitals, 14 days',
    days: 14,
    places: [
      ...city('paris', PARIS, 20, 8),
      ...city('brussels', { lat: 50.8503, lng: 4.3517 }, 20, 9),
      ...city('amsterdam', { lat: 52.3676, lng: 4.9041 }, 20, 10),
      ...city('berlin', { lat: 52.52, lng: 13.405 }, 20, 11),
      ...city('prague', { lat: 50.0755, lng: 14.4378 }, 20, 12),
    ],
  },
];

log('');
const cpu = process.cpuUsage();
const loadStarted = performance.now();
defaultLandMask();
const loadCpu = process.cpuUsage(cpu);
log(
  `land mask built once in ${fmt(performance.now() - loadStarted, 0)} ms wall, ` +
    `${fmt((loadCpu.user + loadCpu.system) / 1000, 0)} ms CPU (not counted below)`,
);
log('');
log(
  '| trip | days | balance (longest / mean day) | day loads, min | legs by transport | median plan time |',
);
log('|---|---|---|---|---|---|');
for (const trip of trips) {
  const { result, wallMs } = timed(() => planItinerary({ days: trip.days, places: trip.places }));
  const loads = result.days.map((d) => d.visitMinutes + d.travelMinutes);
  const modes = new Map<string, number>();
  for (const stop of result.days.flatMap((d) => d.stops)) {
    if (stop.legToNext)
      modes.set(stop.legToNext.transport, (modes.get(stop.legToNext.transport) ?? 0) + 1);
  }
  log(
    `| ${trip.name} | ${trip.days} | ${fmt(balanceRatio(loads), 3)} | ${loads.join(', ')} | ` +
      `${[...modes].map(([mode, count]) => `${mode} ${count}`).join(', ')} | ${fmt(median(wallMs))} ms |`,
  );
}
log('');
log(
  `load average after: ${os
    .loadavg()
    .map((v) => fmt(v, 2))
    .join(' ')}`,
);
