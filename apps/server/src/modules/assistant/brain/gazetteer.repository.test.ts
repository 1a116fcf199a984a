import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { writeTestBundle } from '../../../test-support/test-bundle';
import { createTestDatabase } from '../../../test-support/test-database';
import { importBundle } from '../../catalog/import/bundle-import';
import { silentProgress } from '../../catalog/import/progress';
import { createDatabaseGazetteer, type DatabaseGazetteer } from './gazetteer.repository';
import { understand } from './understand';

/**
 * The gazetteer on the real bundled catalogue, cut down to a few countries so the import stays
 * fast: France, Italy, Denmark, Spain, Venezuela and the United States with all their regions,
 * their cities over 100,000 people (in the United States only the namesakes of Paris, Rome and
 * Florence), Portugal with Porto only, the islands of Majorca and Favignana, and the places of
 * central Paris, central Rome and Valencia.
 */
const bundleDir = path.resolve(import.meta.dirname, '../../../../../../data/bundle');
const read = <T>(file: string): T[] =>
  gunzipSync(readFileSync(path.join(bundleDir, file)))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T);

type Row = Record<string, unknown>;
const COUNTRIES = new Set(['FR', 'IT', 'DK', 'ES', 'VE', 'US', 'PT']);
const US_CITIES = new Set(['Paris', 'Rome', 'Florence']);

describe('gazetteer on the bundled catalogue', () => {
  let handle: DatabaseHandle;
  let dir: string;
  let gazetteer: DatabaseGazetteer;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'ai-map-gazetteer-'));
    const countries = read<Row>('countries.ndjson.gz').filter((c) =>
      COUNTRIES.has(c.iso2 as string),
    );
    const regions = read<Row>('regions.ndjson.gz').filter((r) =>
      COUNTRIES.has(r.country_iso2 as string),
    );
    const cities = read<Row>('cities.ndjson.gz').filter((c) =>
      c.country_iso2 === 'US'
        ? US_CITIES.has(c.name as string)
        : c.country_iso2 === 'PT'
          ? c.slug === 'porto'
          : COUNTRIES.has(c.country_iso2 as string) &&
            ((c.population as number) > 100_000 ||
              ['majorca', 'favignana'].includes(c.slug as string)),
    );
    const within = (p: Row, lat: [number, number], lng: [number, number]) =>
      (p.lat as number) > lat[0] &&
      (p.lat as number) < lat[1] &&
      (p.lng as number) > lng[0] &&
      (p.lng as number) < lng[1];
    // Central Paris, central Rome and Valencia (Spain), whose attractions outweigh its larger
    // Venezuelan namesake.
    const places = read<Row>('places.ndjson.gz').filter(
      (p) =>
        within(p, [48.8, 48.9], [2.25, 2.42]) ||
        within(p, [41.85, 41.95], [12.4, 12.55]) ||
        within(p, [39.4, 39.55], [-0.45, -0.3]),
    );
    handle = await createTestDatabase();
    await importBundle(
      handle.db,
      await writeTestBundle(dir, { countries, regions, cities, places }),
      silentProgress,
    );
    gazetteer = createDatabaseGazetteer(handle.db);
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const top = async (phrase: string) => {
    const d = (await gazetteer.findDestinations(phrase))[0];
    return d && `${d.kind}:${d.name}:${d.countryCode}`;
  };

  it('finds destinations despite case, typos and other-language names', async () => {
    const expected: [phrase: string, destination: string | undefined][] = [
      ['Rome', 'city:Rome:IT'],
      ['rome', 'city:Rome:IT'],
      ['Roma', 'city:Rome:IT'],
      ['Rom', 'city:Rome:IT'],
      ['Pariss', 'city:Paris:FR'],
      ['Kopenhagen', 'city:Copenhagen:DK'],
      ['Copenhagn', 'city:Copenhagen:DK'],
      ['italy', 'country:Italy:IT'],
      ['Île-de-France', 'region:Île-de-France:FR'],
      ['ile de france', 'region:Île-de-France:FR'],
      ['Xyzzyq', undefined],
    ];
    for (const [phrase, destination] of expected) expect(await top(phrase)).toBe(destination);
  });

  it("finds an island by its other name, and only an island's or a region's (trav-016)", async () => {
    expect((await gazetteer.findDestinations('mallorca'))[0]?.name).toBe('Majorca');
    // Favignana's other name "Porto" is the name of a real city: no namesake question for it.
    expect((await gazetteer.findNamesakes('porto')).map((d) => d.name)).not.toContain('Favignana');
    const plan = await understand('5 days in mallorca in september', {
      gazetteer,
      now: new Date('2026-06-01'),
    });
    expect(plan[0]).toMatchObject({ type: 'plan_trip', destinations: [{ name: 'Majorca' }] });
  });

  it('prefers the big namesake unless the region or country is named', async () => {
    const expected: [phrase: string, destination: string | undefined][] = [
      ['Paris', 'city:Paris:FR'],
      ['Paris, Texas', 'city:Paris:US'],
      ['Rome Georgia', 'city:Rome:US'],
      ['Valencia', 'city:Valencia:ES'],
      ['Valencia Venezuela', 'city:Valencia:VE'],
    ];
    for (const [phrase, destination] of expected) expect(await top(phrase)).toBe(destination);
  });

  it('finds places by part of their name, typos included, nearest first', async () => {
    const rome = { lat: 41.9, lng: 12.48 };
    const louvre = await gazetteer.findPlaces('the Louvre', { lat: 48.86, lng: 2.34 });
    expect(louvre[0]?.name).toBe('Louvre Museum');
    expect(louvre[0]?.kind).toBe('attraction');
    expect((await gazetteer.findPlaces('Colloseum', rome))[0]?.name).toBe('Colosseum');
    expect((await gazetteer.findPlaces('trevi fountain', rome))[0]?.name).toBe('Trevi Fountain');
    expect(await gazetteer.findPlaces('zzzz qqqq')).toEqual([]);
  });

  it('reloads destinations after invalidate()', async () => {
    const before = await gazetteer.findDestinations('Paris');
    gazetteer.invalidate();
    expect(await gazetteer.findDestinations('Paris')).toEqual(before);
  });

  it('lets understand() plan "4 days in Rome" and add the Louvre against the real rows', async () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const [plan] = await understand('Plan 4 days in Rome with museums and good food', {
      gazetteer,
      now,
    });
    expect(plan).toMatchObject({
      type: 'plan_trip',
      days: 4,
      destinations: [{ name: 'Rome', countryCode: 'IT' }],
    });
  });
});
