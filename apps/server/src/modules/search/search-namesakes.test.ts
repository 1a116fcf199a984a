import { SearchResponseSchema } from '@ai-map/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, places } from '../../db/schema';
import { api } from '../../test-support/api';
import { createTestApp } from '../../test-support/test-app';
import { testParis } from '../../test-support/catalogue-rows';

/**
 * The forms travellers type for a city that shares its name (issue 26): the city they mean comes
 * first, by its rating, when the name typed is one of its names in full.
 */
describe('search for a name many places share', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp({ catalogue: true });
    const db = t.database.db;
    const { row: paris, town } = await testParis(db);
    const city = (slug: string, name: string, rating: number, altNames: string[] = []) => ({
      ...town({
        geonames_id: -1000 - Math.round(rating * 10),
        slug,
        name,
        alt_names: altNames,
        lat: 40 + rating,
        lng: -3,
      }),
      rating,
    });
    await db.insert(cities).values([
      city('washington-gb', 'Washington', 6.4),
      city('washington-dc', 'Washington, D.C.', 9.5),
      city('mumbai', 'Mumbai', 10, ['Bombay', 'Bambai']),
      // Cobh's other name is Queenstown; New Zealand's town is named so (and rated lower).
      city('cobh', 'Cobh', 8, ['Queenstown']),
      city('queenstown', 'Queenstown', 7),
    ]);
    const place = (name: string, kind: 'food' | 'attraction', rating: number) => ({
      kind,
      source: 'osm' as const,
      sourceId: `namesake-${name}`,
      name,
      lat: 48.85,
      lng: 2.35,
      countryId: paris.countryId,
      categories: kind === 'food' ? ['restaurants'] : ['sights'],
      cuisines: [],
      heritage: false,
      rating,
      localCulture: false,
    });
    await db
      .insert(places)
      .values([
        place('Bombay', 'food', 4.6),
        place("King's Cross Central", 'attraction', 6.1),
        place('Chapelle de Kingsley', 'attraction', 5),
      ]);
  });
  afterAll(() => t?.close());

  const first = async (q: string) => {
    const res = await t.app.inject({ method: 'POST', url: api('search/general/'), payload: { q } });
    expect(res.statusCode, res.body).toBe(200);
    return SearchResponseSchema.parse(res.json()).results.map((r) => `${r.kind}:${r.name}`);
  };

  it('puts Washington, D.C. before an English town of the name', async () => {
    expect((await first('Washington')).slice(0, 2)).toEqual([
      'city:Washington, D.C.',
      'city:Washington',
    ]);
  });

  it('puts Mumbai before a restaurant called Bombay', async () => {
    expect((await first('bombay'))[0]).toBe('city:Mumbai');
  });

  it('puts a town of the name before one it is only another name of', async () => {
    expect((await first('queenstown')).slice(0, 2)).toEqual(['city:Queenstown', 'city:Cobh']);
  });

  it('finds a possessive typed without its apostrophe', async () => {
    expect(await first('kings cross')).toEqual(["attraction:King's Cross Central"]);
    expect(await first("king's cross")).toEqual(["attraction:King's Cross Central"]);
  });
});
