import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineKm, type Trip } from '@ai-map/contracts';
import { places } from '../../../db/schema';
import { createTestApp } from '../../../test-support/test-app';
import { sightRow, testParis } from '../../../test-support/catalogue-rows';
import { understand } from '../brain/understand';
import { baseContext, romeTrip } from '../brain/test-catalogue';
import { stopsOf } from '../tools/trip-summary';
import { sayToBuiltinBrain } from './builtin-chat.fixtures';

/**
 * One day made indoor or outdoor (trav-104, 172, 108): "forecast says rain on day 3, make that
 * day indoor" was answered with Lisbon's climate, "storm warning for day 2, make it all indoor"
 * with Iceland's advisory, "make day 3 fun and outdoors" rewrote all four days.
 */
describe('reshaping days: indoor, outdoor, mornings only, a start point', () => {
  it('reads the day and the kind, and leaves questions and trip-wide wishes alone', async () => {
    const read = async (text: string) =>
      (await understand(text, baseContext({ trip: romeTrip })))[0];
    expect(await read('forecast says rain on day 2, make that day indoor')).toEqual({
      type: 'theme_day',
      day: 2,
      theme: 'indoor',
    });
    expect(await read('storm warning for day 1, make it all indoor pls')).toMatchObject({
      type: 'theme_day',
      day: 1,
    });
    expect(await read('make day 2 fun and outdoors')).toMatchObject({ theme: 'outdoor', day: 2 });
    expect((await read('is day 2 indoors?'))?.type).not.toBe('theme_day');
    expect((await read('make it all indoor'))?.type).not.toBe('theme_day');
    // trav-114: the last day for shopping (was a replan of the whole trip around markets).
    expect(await read('and make the last day just shopping and packing')).toEqual({
      type: 'theme_day',
      day: romeTrip.days,
      theme: 'shopping',
    });
    expect((await read('add a market to day 2'))?.type).not.toBe('theme_day');
    // trav-113: no day named, one more day of the kind (the step picks it).
    expect(await read('more outdoors please, we love biking')).toEqual({
      type: 'theme_day',
      day: null,
      theme: 'outdoor',
    });
  });

  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ catalogue: true });
    const db = t.database.db;
    const { row: paris } = await testParis(db);
    const sight = (name: string, categories: string[], lat: number, lng: number, rating: number) =>
      sightRow({
        sourceId: `theme-${name}`,
        name,
        lat,
        lng,
        countryId: paris.countryId,
        cityId: paris.id,
        categories,
        rating,
      });
    await db.insert(places).values([
      sight('Pont du Test', ['sights'], 48.858, 2.34, 9.5),
      sight('Jardin du Test', ['parks'], 48.846, 2.337, 9.4),
      sight('Belvédère du Test', ['viewpoints'], 48.886, 2.343, 9.3),
      sight('Colonne du Test', ['monuments'], 48.853, 2.369, 9.2),
      sight('Musée du Test', ['museums'], 48.86, 2.326, 6.1),
      sight('Galerie du Test', ['galleries'], 48.861, 2.35, 6.0),
      sight('Église du Test', ['churches'], 48.853, 2.35, 5.9),
      // Below what a 2-day plan picks: what a themed day can swap in.
      sight('Théâtre du Test', ['theatres'], 48.871, 2.332, 3.0),
      sight('Aquarium du Test', ['aquariums'], 48.862, 2.291, 3.1),
      sight('Cathédrale du Test', ['cathedrals'], 48.853, 2.349, 3.2),
      sight('Parc du Test', ['parks'], 48.88, 2.383, 3.0),
      sight('Square du Test', ['squares'], 48.855, 2.365, 3.1),
      sight('Jardin Botanique du Test', ['botanical-gardens'], 48.843, 2.359, 3.2),
      sight('Marché du Test', ['marketplaces'], 48.857, 2.352, 3.3),
      sight('Petit Musée du Test', ['museums'], 48.864, 2.34, 3.4),
      sight('Galeries du Test', ['shopping-centres'], 48.873, 2.332, 3.2),
      sight("Queen's Test Cross", ['squares'], 48.876, 2.357, 3.0),
      // More names sharing more three-letter pieces with "queens test cross" than the square
      // does than a look-up by pieces keeps (London's many "Cross" and "King" names), 40 km out.
      ...Array.from({ length: 320 }, (_, k) =>
        sight(`Queenston Crossing ${k}`, ['sights'], 49.2, 2.35 + k / 1000, 3.5),
      ),
    ]);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const sightsOn = (trip: Trip | null, day: number) =>
    stopsOf(trip!)
      .filter((stop) => stop.day_of_trip === day && stop.point_type === 'attraction')
      .map((stop) => stop.name);

  it('swaps the open-air sights of that day for indoor ones near them and keeps the other days', async () => {
    const { trip: before } = await sayToBuiltinBrain(t, '2 days in Paris');
    const { answer, trip } = await sayToBuiltinBrain(
      t,
      '2 days in Paris',
      'forecast says rain on day 1, make that day indoor',
    );
    const dayOne = sightsOn(trip, 1);
    expect(dayOne.length).toBeGreaterThanOrEqual(3);
    for (const name of ['Pont du Test', 'Jardin du Test', 'Belvédère du Test', 'Colonne du Test'])
      expect(dayOne).not.toContain(name);
    expect(answer).toMatch(/^Day 1 is indoors now: I swapped .* for /);
    expect(sightsOn(trip, 2)).toEqual(sightsOn(before, 2));
  });

  it('keeps mornings only: two stops a day, the rest named (trav-111)', async () => {
    expect(
      (
        await understand(
          'mornings only please, baby sleeps afternoons',
          baseContext({ trip: romeTrip }),
        )
      )[0],
    ).toEqual({ type: 'lighten_day', day: null, keep: 2 });
    const { answer, trip } = await sayToBuiltinBrain(
      t,
      '2 days in Paris',
      'mornings only please, baby sleeps afternoons',
    );
    for (const day of [1, 2])
      expect(stopsOf(trip!).filter((stop) => stop.day_of_trip === day)).toHaveLength(2);
    expect(answer).toMatch(
      /^Every day now has at most 2 stops, so the afternoons are free\. I took off /,
    );
  });

  it('answers "if it rains that day?" with indoor places near the trip (trav-069)', async () => {
    const { answer } = await sayToBuiltinBrain(
      t,
      '2 days in Paris',
      'ok and if it rains that day?',
    );
    expect(answer).toMatch(/indoor places near your trip: Louvre/);
    expect(answer).not.toMatch(/Jardin|Belvédère|Pont du Test/);
  });

  it('starts each day from the hotel the traveller names, nearest stop first (trav-105, 018)', async () => {
    for (const message of [
      'start each day from our hotel by the eiffel tower',
      "we're staying near the eiffel tower, make every day start from there",
    ]) {
      const { answer, trip } = await sayToBuiltinBrain(t, '2 days in Paris', message);
      expect(trip!.start_point, message).toMatchObject({ name: 'Eiffel Tower' });
      const tower = trip!.start_point!;
      for (const day of [1, 2]) {
        const ofDay = stopsOf(trip!).filter((stop) => stop.day_of_trip === day);
        const km = ofDay.map((stop) => haversineKm(tower, stop.geo_points));
        expect(km[0], `${message}: day ${day}`).toBe(Math.min(...km));
      }
      expect(answer).toMatch(
        /^Your trip now starts from Eiffel Tower \(the start point on the map\), and each day begins with the stop nearest to it: day 1 with .* and day 2 with /,
      );
    }
  });

  it('finds a possessive typed without its apostrophe (trav-018: "near kings cross")', async () => {
    const { trip } = await sayToBuiltinBrain(
      t,
      '2 days in Paris',
      "we're staying near queens test cross, make every day start from there",
    );
    expect(trip!.start_point).toMatchObject({ name: "Queen's Test Cross" });
  });

  it('changes nothing when the place is not on the map near the trip', async () => {
    const { answer, trip } = await sayToBuiltinBrain(
      t,
      '2 days in Paris',
      'start each day from our hotel by hogwarts',
    );
    expect(trip!.start_point).toBeNull();
    expect(answer).toMatch(
      /^I couldn't match "hogwarts" to a place near your trip, so the days are as they were/,
    );
  });

  it('makes the day with the most indoor sights outdoors when no day is named', async () => {
    const { answer, trip } = await sayToBuiltinBrain(t, '2 days in Paris', 'more outdoors please');
    const day = Number(/^Day (\d) is outdoors now/.exec(answer)?.[1]);
    expect(day).toBeGreaterThanOrEqual(1);
    expect(sightsOn(trip, day)).not.toContain('Louvre');
  });

  it('makes a day outdoors with parks and viewpoints, not the museums', async () => {
    const { answer, trip } = await sayToBuiltinBrain(t, '2 days in Paris', 'make day 1 outdoors');
    const dayOne = sightsOn(trip, 1);
    expect(dayOne).not.toContain('Louvre');
    expect(dayOne).not.toContain('Musée du Test');
    expect(answer).toMatch(/^Day 1 is outdoors now/);
  });

  it('makes the last day a shopping day: shops and markets, nothing else (trav-114)', async () => {
    const { trip: before } = await sayToBuiltinBrain(t, '2 days in Paris');
    const { answer, trip } = await sayToBuiltinBrain(
      t,
      '2 days in Paris',
      'and make the last day just shopping and packing',
    );
    expect(answer).toMatch(/^Day 2 is a shopping day now: I swapped .* for /);
    const dayTwo = sightsOn(trip, 2);
    expect(dayTwo).toEqual(expect.arrayContaining(['Marché du Test', 'Galeries du Test']));
    for (const name of sightsOn(before, 2)) expect(dayTwo).not.toContain(name);
    expect(stopsOf(trip!).filter((stop) => stop.day_of_trip === 2).length).toBeLessThanOrEqual(3);
    expect(sightsOn(trip, 1)).toEqual(sightsOn(before, 1));
  });

  it('takes out every stop of a kind and names them (trav-025: "drop the glaciers")', async () => {
    const { trip: before } = await sayToBuiltinBrain(t, '2 days in Paris');
    const museums = stopsOf(before!).filter((stop) => /mus[ée]e/i.test(stop.name));
    expect(museums.length).toBeGreaterThan(0);
    const { answer, trip } = await sayToBuiltinBrain(
      t,
      '2 days in Paris',
      'make it 2 days and drop the museums',
    );
    const out = Number(/I took out (\d+) stops?: .*Mus/.exec(answer)?.[1]);
    // The museums by name, and the Louvre by its category.
    expect(out).toBeGreaterThan(museums.length);
    expect(stopsOf(trip!).filter((stop) => /mus[ée]e|louvre/i.test(stop.name))).toEqual([]);
    expect(stopsOf(trip!).length).toBe(stopsOf(before!).length - out);
  });

  it('puts a removed stop back first on the last day when asked (trav-096)', async () => {
    const { trip: before } = await sayToBuiltinBrain(t, '2 days in Paris');
    const first = stopsOf(before!).find((stop) => stop.day_of_trip === 1)!;
    // The removal says what the day holds now (trav-101: "… and tell me what replaced it").
    const rest = stopsOf(before!).filter((stop) => stop.day_of_trip === 1 && stop !== first);
    const removed = await sayToBuiltinBrain(t, '2 days in Paris', `remove ${first.name}`);
    expect(removed.answer).toContain(`Day 1 now has ${rest[0]!.name}`);
    const { answer, trip } = await sayToBuiltinBrain(
      t,
      '2 days in Paris',
      `remove ${first.name}`,
      'actually put it back but on the last morning',
    );
    expect(answer).toMatch(new RegExp(`^${first.name} is back in the trip, first on day 2\\.`));
    const dayTwo = stopsOf(trip!).filter((stop) => stop.day_of_trip === 2);
    expect(dayTwo[0]!.name).toBe(first.name);
    expect(stopsOf(trip!)).toHaveLength(stopsOf(before!).length);
  });

  it('swaps a stop for a less famous one of its kind nearby, on the same day (trav-090)', async () => {
    const { trip: before } = await sayToBuiltinBrain(t, '2 days in Paris');
    const louvre = stopsOf(before!).find((stop) => stop.name === 'Louvre')!;
    const { answer, trip } = await sayToBuiltinBrain(
      t,
      '2 days in Paris',
      'swap the louvre for something less crowded',
    );
    expect(answer).toMatch(
      new RegExp(
        `^On day ${louvre.day_of_trip}, Petit Musée du Test takes the place of Louvre: .*less famous`,
      ),
    );
    const stops = stopsOf(trip!);
    expect(stops.map((stop) => stop.name)).not.toContain('Louvre');
    expect(stops).toHaveLength(stopsOf(before!).length);
  });
});
