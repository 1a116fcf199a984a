import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, places } from '../../../db/schema';
import { cityRow } from '../../catalog/import/record-rows';
import { createTestApp } from '../../../test-support/test-app';
import { testCities } from '../../../test-support/test-bundle';
import { stopsOf } from '../tools/trip-summary';
import { sayToBuiltinBrain } from './builtin-chat.fixtures';

/**
 * Issue 27 §2: an island or area read as the destination, with no places filed under it and
 * none within a city's reach of its point (Socotra: its sights lie 40 km from the island's
 * centre), is planned from its surroundings; before, the reply was "I couldn't find 'places to
 * visit in Socotra' in our catalogue", untrue with sights on the island.
 */
describe('an island with its sights away from its centre', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ catalogue: true });
    const db = t.database.db;
    const [paris] = await db.select().from(cities).where(eq(cities.slug, 'paris'));
    const record = testCities.find((c) => c.slug === 'paris')!;
    // An island of population 0 (a Wikivoyage destination) in the Atlantic off Brittany.
    await db.insert(cities).values(
      cityRow(
        {
          ...record,
          geonames_id: -91,
          slug: 'ile-de-test',
          name: 'Île de Test',
          population: 0,
          lat: 47.3,
          lng: -3.2,
          destination_type: 'island',
          wikivoyage: 'Île de Test',
        },
        paris!.countryId,
        paris!.regionId,
      ),
    );
    const sight = (name: string, lat: number, lng: number) => ({
      kind: 'attraction' as const,
      source: 'osm' as const,
      sourceId: `thin-${name}`,
      name,
      lat,
      lng,
      countryId: paris!.countryId,
      cityId: null,
      categories: ['viewpoints'],
      cuisines: [],
      heritage: false,
      rating: 8,
      localCulture: false,
    });
    // 0.3° (about 30 km) from the island's point: beyond a city's reach of 0.15°.
    await db
      .insert(places)
      .values([sight('Pointe du Test', 47.6, -3.2), sight('Grotte du Test', 47.3, -3.55)]);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('plans the island from the sights around its point and keeps the days asked', async () => {
    const { answer, trip } = await sayToBuiltinBrain(t, '3 days on Île de Test');
    expect(answer).not.toContain("couldn't find");
    expect(answer).toContain(
      'Our catalogue files no places under Île de Test, so the stops are the best-rated sights within about 55 km of it.',
    );
    expect(answer).not.toContain('I have no places in');
    expect(trip!.duration_days).toBe(3);
    expect(
      stopsOf(trip!)
        .map((stop) => stop.name)
        .sort(),
    ).toEqual(['Grotte du Test', 'Pointe du Test']);
  });
});
