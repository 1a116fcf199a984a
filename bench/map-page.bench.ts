/**
 * Cold loads of the map page at Valletta (hundreds of bundled places): the built product as the
 * e2e suite runs it (its harness: `apps/server/dist/main.js` on a fresh data dir, Debian
 * chromium with WebGL on SwiftShader), each load in a new browser context (empty cache), timed
 * from navigation start to the web app's 'map:first-markers' mark (the first frame that
 * painted a marker) and its 'map:markers-settled' mark (the map idle after it), plus the
 * JavaScript the page loaded, gzipped at level 9. Needs `npm run build` first.
 * Run: npm run bench:map-page -w @ai-map/bench (BENCH_RUNS, default 12). Results: bench/RESULTS.md.
 */
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { startE2E } from '../e2e/support/harness';
import { firstMarkersMs, markersSettledMs } from '../e2e/support/map';

const RUNS = Number(process.env.BENCH_RUNS ?? 12);
const MAP_PAGE = '/#map=15/35.8989/14.5146';
const TARGET_MS = 1500;
const log = (line: string) => process.stdout.write(`${line}\n`);

/** Where a cold load spends its time, in ms from navigation start (resource timing). */
const MILESTONES = {
  'MapLibre loaded': { resource: '/maplibre-gl', at: 'responseEnd' },
  'style asked (map created)': { resource: '/map/style.json', at: 'startTime' },
  'clusters asked (map loaded)': { resource: '/geo/general_clusters', at: 'startTime' },
  'clusters answered': { resource: '/geo/general_clusters', at: 'responseEnd' },
} as const;
/** The web app's own marks: first markers painted, then the map settled (basemap drawn too). */
const MARKS = ['first markers', 'markers settled'] as const;
type Milestone = keyof typeof MILESTONES | (typeof MARKS)[number];

interface Load {
  times: Record<Milestone, number>;
  /** Every .js file the page loaded, by path, with its body. */
  scripts: Map<string, Buffer>;
}

/** The milestones' times on the page's clock, from the first resource entry of each. */
const milestoneTimes = (page: Page) =>
  page.evaluate((milestones) => {
    const entries = performance.getEntriesByType('resource').map((entry) => entry.toJSON());
    return Object.fromEntries(
      Object.entries(milestones).map(([name, { resource, at }]) => [
        name,
        entries.find((entry) => (entry.name as string).includes(resource))?.[at] as number,
      ]),
    );
  }, MILESTONES);

const e2e = await startE2E();

async function coldLoad(): Promise<Load> {
  const { context, page } = await e2e.newPage(1280, 800);
  const bodies: Promise<[string, Buffer]>[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) bodies.push(response.body().then((body) => [pathname, body]));
  });
  await page.goto(MAP_PAGE);
  const firstMarkers = await firstMarkersMs(page);
  const settled = await markersSettledMs(page);
  const times = {
    ...(await milestoneTimes(page)),
    'first markers': firstMarkers,
    'markers settled': settled,
  } as Load['times'];
  const scripts = new Map(await Promise.all(bodies));
  await context.close();
  return { times, scripts };
}

/** Nearest-rank percentile. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

try {
  // The server's first clusters call builds its indexes: a warm-up load, reported, not counted.
  const warmUp = await coldLoad();
  log(`warm-up load: first markers ${ms(warmUp.times['first markers'])} (not counted)`);

  const loads: Load[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const load = await coldLoad();
    loads.push(load);
    const steps = Object.entries(load.times).map(([name, time]) => `${name} ${ms(time)}`);
    log(`run ${run}: ${steps.join(', ')}`);
  }

  const sorted = (milestone: Milestone) =>
    loads.map((load) => load.times[milestone]).sort((a, b) => a - b);
  const loadAverage = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  log('');
  log(`${RUNS} cold loads; load average after the runs ${loadAverage}`);
  log('| milestone | p50 | p90 | max |');
  log('|---|---|---|---|');
  for (const milestone of [...Object.keys(MILESTONES), ...MARKS] as Milestone[]) {
    const times = sorted(milestone);
    log(
      `| ${milestone} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 90))} | ${ms(times.at(-1)!)} |`,
    );
  }
  const p90 = percentile(sorted('first markers'), 90);
  log(`target: first markers under ${ms(TARGET_MS)} at p90: ${p90 < TARGET_MS ? 'MET' : 'MISSED'}`);

  const scripts = [...loads[loads.length - 1]!.scripts].map(([file, body]) => ({
    file: path.basename(file),
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
  }));
  scripts.sort((a, b) => b.gzip - a.gzip);
  const total = (key: 'raw' | 'gzip') => scripts.reduce((sum, script) => sum + script[key], 0);
  log('');
  log(
    `JavaScript loaded: ${scripts.length} files, ${kb(total('raw'))} raw, ${kb(total('gzip'))} gzip -9`,
  );
  log('| file | raw | gzip -9 |');
  log('|---|---|---|');
  for (const script of scripts) {
    log(`| \`${script.file}\` | ${kb(script.raw)} | ${kb(script.gzip)} |`);
  }
} finally {
  await e2e.close();
}
