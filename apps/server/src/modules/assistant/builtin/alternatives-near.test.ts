import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, places } from '../../../db/schema';
import { createTestApp } from '../../../test-support/test-app';
import { sightRow, testParis } from '../../../test-support/catalogue-rows';
import { sayToBuiltinBrain } from './builtin-chat.fixtures';

/**
 * "The nearest place with beaches in our catalogue is Hacienda La Calera, about 92 km from
 * Santiago" named an inland town: its one beach, filed under it as its nearest town, lies 25 km
 * away (trav-063, judged untrue). A town is named for a kind of place only when one lies in it.
 */
describe('the nearest town with a kind of place the trip lacks', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ catalogue: true });
    const db = t.database.db;
    const { row: paris, town } = await testParis(db);
    const [inland] = await db
      .insert(cities)
      .values(town({ geonames_id: -71, slug: 'testville', name: 'Testville', lat: 48.9, lng: 2.9 }))
      .returning({ id: cities.id });
    const [coast] = await db
      .insert(cities)
      .values(
        town({ geonames_id: -72, slug: 'plageville', name: 'Plageville', lat: 49.3, lng: 3.3 }),
      )
      .returning({ id: cities.id });
    const beach = (name: string, lat: number, lng: number, cityId: number) =>
      sightRow({ name, lat, lng, cityId, countryId: paris.countryId, categories: ['beaches'] });
    await db.insert(places).values([
      // Filed under Testville, 25 km north of it.
      beach('Plage du Nord', 49.125, 2.9, inland!.id),
      // In Plageville, 1 km from its point.
      beach('Plage de Plageville', 49.309, 3.3, coast!.id),
    ]);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('names the town a beach is in, not the one it is filed under 25 km away', async () => {
    const { answer } = await sayToBuiltinBrain(t, '3 days in Paris with beaches');
    expect(answer).toMatch(/The nearest place with beaches in our catalogue is Plageville/);
    expect(answer).not.toContain('Testville');
  });
});
