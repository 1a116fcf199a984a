import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, places, regions } from '../../../db/schema';
import { createTestApp } from '../../../test-support/test-app';
import { sightRow, testParis } from '../../../test-support/catalogue-rows';
import { stopsOf } from '../tools/trip-summary';
import { sayToBuiltinBrain } from './builtin-chat.fixtures';

/**
 * Issue 27 §2: an island or area read as the destination, with no places filed under it and
 * none within a town's reach of its point (Socotra: its sights lie 40 km from the island's
 * centre; Majorca's are filed under Palma, Inca and Magaluf), is planned across the land around
 * its point (place-picker.repository.ts reachOfCity); before, the reply was "I couldn't find
 * 'places to visit in Socotra' in our catalogue", untrue with sights on the island, and Majorca
 * got one stop.
 */
describe('an island with its sights away from its centre', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ catalogue: true });
    const db = t.database.db;
    const { row: paris, town } = await testParis(db);
    // An island of population 0 (a Wikivoyage destination) in the Atlantic off Brittany.
    await db.insert(cities).values(
      town({
        geonames_id: -91,
        slug: 'ile-de-test',
        name: 'Île de Test',
        population: 0,
        lat: 47.3,
        lng: -3.2,
        destination_type: 'island',
        wikivoyage: 'Île de Test',
      }),
    );
    // A town far from every sight (Tuvalu's case: Funafuti, and no sight filed near it).
    await db.insert(cities).values(
      town({
        geonames_id: -92,
        slug: 'testafuti',
        name: 'Testafuti',
        population: 6_000,
        lat: 40.5,
        lng: -12.5,
        wikivoyage: 'Testafuti',
      }),
    );
    const sight = (name: string, lat: number, lng: number) =>
      sightRow({
        sourceId: `thin-${name}`,
        name,
        lat,
        lng,
        countryId: paris.countryId,
        categories: ['viewpoints'],
        rating: 8,
      });
    // 0.3° and 0.45° (30–45 km) from the island's point: beyond a town's reach of 0.15°.
    await db.insert(places).values([
      sight('Pointe du Test', 47.6, -3.2),
      sight('Grotte du Test', 47.3, -3.55),
      sight('Phare du Test', 46.85, -3.2),
      // One sight near the point, as Majorca's observatory: it alone was the whole plan.
      sight('Musée du Test', 47.32, -3.22),
      // A département with no town of its own in the catalogue (the Dordogne's case) and, 30 km
      // from its point, a castle beside better-rated viewpoints.
      { ...sight('Château du Testeur', 44.9, 1.2), categories: ['castles'], rating: 5 },
      // More better-rated viewpoints than a 4-day plan holds: the castle comes only as a wish.
      ...Array.from({ length: 20 }, (_, k) =>
        sight(`Belvédère du Testeur ${k}`, 44.95, 1.1 + k / 100),
      ),
    ]);
    await db.insert(regions).values({
      countryId: paris.countryId,
      code: 'TEST-24',
      slug: 'testeurie',
      name: 'Testeurie',
      lat: 45.1,
      lng: 1.3,
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('plans the island across its land, not a town’s reach of its point, and keeps the days asked', async () => {
    const { answer, trip } = await sayToBuiltinBrain(t, '3 days on Île de Test');
    expect(answer).not.toContain("couldn't find");
    expect(answer).not.toContain('I have no places in');
    expect(answer).not.toContain('files no places');
    expect(trip!.duration_days).toBe(3);
    // Majorca's record stands for the island: Palma and Magaluf, 30–40 km out, are on it.
    expect(
      stopsOf(trip!)
        .map((stop) => stop.name)
        .sort(),
    ).toEqual(['Grotte du Test', 'Musée du Test', 'Phare du Test', 'Pointe du Test']);
  });

  it('plans an area with no towns from the wishes around it first (trav-179)', async () => {
    // "The nearest place with castles in our catalogue is Saint-Émilion" was said beside 84
    // castles within 55 km of the Dordogne's point.
    const { answer, trip } = await sayToBuiltinBrain(t, '4 days in Testeurie, we love castles');
    expect(stopsOf(trip!).map((stop) => stop.name)).toContain('Château du Testeur');
    expect(answer).not.toMatch(/nearest place with castles/);
    expect(answer).not.toMatch(/I found no castles/);
  });

  it('says a known place has no sights yet and what it can still answer (trav-143)', async () => {
    const { answer, trip } = await sayToBuiltinBrain(t, '5 days in Testafuti');
    expect(trip).toBeNull();
    expect(answer).toBe(
      `I can't plan Testafuti's days: our catalogue has no sights filed under Testafuti yet (a sight far from every town may lack its country), and the map shows where it is. I can still tell you its weather by month, costs, currency or time zone (for example "weather in Testafuti in May"), or plan a trip to a place you name.`,
    );
  });
});
