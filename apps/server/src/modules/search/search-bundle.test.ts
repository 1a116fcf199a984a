import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { SearchResponseSchema, type SearchResponse } from '@ai-map/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test-support/api';
import { createTestApp } from '../../test-support/test-app';
import { writeTestBundle } from '../../test-support/test-bundle';
import { importBundle } from '../catalog/import/bundle-import';
import { silentProgress } from '../catalog/import/progress';

/**
 * Search on the real bundled catalogue, cut down to Spain (its regions, its cities over 100,000
 * people and its island and area destinations) so the import stays fast: the names travellers
 * type for the Balearic Islands and where search files them (issue 26).
 */
const bundleDir = path.resolve(import.meta.dirname, '../../../../../data/bundle');
type Row = Record<string, unknown>;
const read = (file: string): Row[] =>
  gunzipSync(readFileSync(path.join(bundleDir, file)))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Row);

describe('search on the bundled catalogue (Spain)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let dir: string;

  beforeAll(async () => {
    t = await createTestApp();
    dir = await mkdtemp(path.join(os.tmpdir(), 'ai-map-search-bundle-'));
    const spain = (r: Row) => r.country_iso2 === 'ES';
    const cities = read('cities.ndjson.gz').filter(
      (c) => spain(c) && ((c.population as number) > 100_000 || c.destination_type === 'island'),
    );
    await importBundle(
      t.database.db,
      await writeTestBundle(dir, {
        countries: read('countries.ndjson.gz').filter((c) => c.iso2 === 'ES'),
        regions: read('regions.ndjson.gz').filter(spain),
        cities,
        places: [],
      }),
      silentProgress,
    );
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const search = async (q: string): Promise<SearchResponse['results']> => {
    const res = await t.app.inject({
      method: 'POST',
      url: api('search/cities/'),
      payload: { q },
    });
    expect(res.statusCode, res.body).toBe(200);
    return SearchResponseSchema.parse(res.json()).results;
  };

  it('finds Majorca by the name Wikipedia and the island use, Mallorca', async () => {
    const [first] = await search('Mallorca');
    expect(first).toMatchObject({ kind: 'city', name: 'Majorca' });
    expect((await search('Menorca'))[0]).toMatchObject({ name: 'Minorca' });
  });

  it('files Palma and Majorca in the Balearic Islands, not in Catalonia', async () => {
    expect((await search('Palma'))[0]).toMatchObject({
      name: 'Palma',
      subtitle: 'Balearic Islands, Spain',
    });
    expect((await search('Majorca'))[0]).toMatchObject({ subtitle: 'Balearic Islands, Spain' });
  });
});
