import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineKm } from '@ai-map/contracts';
import { cities, places } from '../../../db/schema';
import { createTestApp } from '../../../test-support/test-app';
import { sightRow, testParis } from '../../../test-support/catalogue-rows';
import { stopsOf } from '../tools/trip-summary';
import { sayToBuiltinBrain } from './builtin-chat.fixtures';

/**
 * Issue 27 §6, in the built-in brain on a real database: a day trip or added days somewhere new
 * are planned there with its sights, a day made into a day trip names what made way, a place
 * too far to go and come back leaves the trip as it was, and an unknown place is said to be so.
 * Before, the days were added empty and the place dropped, or "day trip" cut the trip to 1 day.
 * A shorter trip drops the cut days' stops and names them instead of piling them onto the last
 * day, and "drop day 2" drops day 2.
 */
describe('day trips and shorter trips in the built-in brain', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ catalogue: true });
    const db = t.database.db;
    const { row: paris, town } = await testParis(db);
    // Versailles, 17 km from central Paris, with three sights of its own.
    const [versailles] = await db
      .insert(cities)
      .values(
        town({
          geonames_id: -78,
          slug: 'versailles',
          name: 'Versailles',
          population: 85_000,
          lat: 48.8049,
          lng: 2.1204,
          wikivoyage: 'Versailles',
        }),
      )
      .returning();
    const sight = (name: string, lat: number, lng: number, rating: number) =>
      sightRow({
        sourceId: `day-trip-${name}`,
        name,
        lat,
        lng,
        countryId: paris.countryId,
        cityId: versailles!.id,
        categories: ['palaces'],
        heritage: true,
        rating,
      });
    await db
      .insert(places)
      .values([
        sight('Palace of Versailles', 48.8049, 2.1204, 9.9),
        sight('Grand Trianon', 48.8144, 2.1048, 9.0),
        sight('Hameau de la Reine', 48.8177, 2.1094, 8.8),
      ]);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const namesOnDay = (trip: Parameters<typeof stopsOf>[0], day: number) =>
    stopsOf(trip)
      .filter((stop) => stop.day_of_trip === day)
      .map((stop) => stop.name);

  it('adds a day at the end with the place’s best sights', async () => {
    const { answer, trip } = await sayToBuiltinBrain(
      t,
      '3 days in Paris',
      'add a day trip to Versailles please',
    );
    expect(trip!.duration_days).toBe(4);
    expect(namesOnDay(trip!, 4)).toEqual([
      'Palace of Versailles',
      'Grand Trianon',
      'Hameau de la Reine',
    ]);
    expect(answer).toContain('The trip now has 4 days (it had 3).');
    expect(answer).toContain('Day 4 is a day trip to Versailles, about');
    expect(answer).toContain('Palace of Versailles, Grand Trianon and Hameau de la Reine');
  });

  it('makes a given day the day trip and names what made way', async () => {
    const before = await sayToBuiltinBrain(t, '3 days in Paris');
    const dayTwo = namesOnDay(before.trip!, 2);
    expect(dayTwo.length).toBeGreaterThan(0);
    const { answer, trip } = await sayToBuiltinBrain(
      t,
      '3 days in Paris',
      'can day 2 be a versailles day trip?',
    );
    expect(trip!.duration_days).toBe(3);
    expect(namesOnDay(trip!, 2)).toEqual([
      'Palace of Versailles',
      'Grand Trianon',
      'Hameau de la Reine',
    ]);
    expect(answer).toContain('Day 2 is now a day trip to Versailles');
    expect(answer).toContain(`It replaces ${dayTwo[0]}`);
  });

  it('measures a day trip from the stops that stay, not from the day that made way', async () => {
    // trav-120 said "about 34 km from your other stops": the stop 34 km off was on the day the
    // edit replaced. Replace the day that holds the stop nearest to Versailles.
    const versailles = { lat: 48.8049, lng: 2.1204 };
    const before = await sayToBuiltinBrain(t, '3 days in Paris');
    const kmTo = (stop: ReturnType<typeof stopsOf>[number]) =>
      haversineKm(stop.geo_points, versailles);
    const stops = stopsOf(before.trip!);
    const nearest = stops.reduce((a, b) => (kmTo(b) < kmTo(a) ? b : a));
    const day = nearest.day_of_trip;
    const staying = Math.min(...stops.filter((s) => s.day_of_trip !== day).map(kmTo));
    expect(Math.round(staying)).toBeGreaterThan(Math.round(kmTo(nearest)));
    const { answer } = await sayToBuiltinBrain(
      t,
      '3 days in Paris',
      `can day ${day} be a versailles day trip?`,
    );
    const km = Number(/Versailles, about (\d+) km from your other stops/.exec(answer)?.[1]);
    expect(km).toBe(Math.round(staying));
  });

  it('leaves the trip as it was for a place too far to go and come back', async () => {
    const before = await sayToBuiltinBrain(t, '3 days in Paris');
    const { answer, trip } = await sayToBuiltinBrain(
      t,
      '3 days in Paris',
      'make day 2 a day trip to Marseille',
    );
    expect(answer).toMatch(/Marseille is about \d{3} km from your nearest stop: too far/);
    expect(trip!.duration_days).toBe(3);
    expect(namesOnDay(trip!, 2)).toEqual(namesOnDay(before.trip!, 2));
  });

  it('says so when the catalogue has no such place, and keeps the day asked for', async () => {
    const { answer, trip } = await sayToBuiltinBrain(
      t,
      '3 days in Paris',
      'add a day trip to the dmz',
    );
    expect(trip!.duration_days).toBe(4);
    expect(namesOnDay(trip!, 4)).toEqual([]);
    expect(answer).toContain('I couldn\'t find "dmz" in our catalogue, so day 4 is free');
  });

  it('cuts the last days with their stops, named, instead of piling them onto the last day', async () => {
    const before = await sayToBuiltinBrain(t, '3 days in Paris');
    const later = [2, 3].flatMap((day) => namesOnDay(before.trip!, day));
    expect(later.length).toBeGreaterThan(0);
    const { answer, trip } = await sayToBuiltinBrain(
      t,
      '3 days in Paris',
      "we'll be tired, cut it to 1 day",
    );
    expect(trip!.duration_days).toBe(1);
    expect(namesOnDay(trip!, 1)).toEqual(namesOnDay(before.trip!, 1));
    expect(answer).toContain(`Days 2–3 went with their stop`);
    for (const name of later) expect(answer).toContain(name);
  });

  it('drops the day asked and moves the later days up', async () => {
    const before = await sayToBuiltinBrain(t, '3 days in Paris');
    const { answer, trip } = await sayToBuiltinBrain(t, '3 days in Paris', 'drop day 2');
    expect(trip!.duration_days).toBe(2);
    expect(namesOnDay(trip!, 1)).toEqual(namesOnDay(before.trip!, 1));
    expect(namesOnDay(trip!, 2)).toEqual(namesOnDay(before.trip!, 3));
    expect(answer).toContain('Day 2 went with its stop');
    expect(answer).toContain('The days after it moved up one.');
  });

  it('answers "how do we get to X by train?" from the trip instead of changing its legs', async () => {
    const turns = ['3 days in Paris', 'add a day trip to Versailles'];
    const before = await sayToBuiltinBrain(t, ...turns);
    const { answer, trip } = await sayToBuiltinBrain(
      t,
      ...turns,
      'how do we get to versailles by train, is it long?',
    );
    const legs = (x: typeof trip) => stopsOf(x!).map((stop) => stop.next_point_transport_type);
    expect(legs(trip)).toEqual(legs(before.trip));
    const first = stopsOf(trip!).find((stop) => stop.name === 'Palace of Versailles')!;
    const previous = stopsOf(trip!).find((s) => s.number_in_trip === first.number_in_trip - 1)!;
    expect(answer).toMatch(
      new RegExp(
        `^Versailles comes on day 4, after ${previous.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(day ${previous.day_of_trip}\\)\\. The plan has that leg (on foot|by \\w+): \\d+ km as the crow flies`,
      ),
    );
    const asked = await sayToBuiltinBrain(t, ...turns, 'how do we get to lyon?');
    expect(asked.answer).toContain('Your trip doesn\'t go to "lyon".');
    // One letter off a city of the trip is that city (trav-176: "khiva" for Khiwa).
    const misspelt = await sayToBuiltinBrain(t, ...turns, 'how do we get to versaille by train?');
    expect(misspelt.answer).toMatch(/^Versailles comes on day 4/);
  });
});
