import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineKm, type Trip } from '@ai-map/contracts';
import { cities, places } from '../../../db/schema';
import { createTestApp } from '../../../test-support/test-app';
import { sightRow, testParis } from '../../../test-support/catalogue-rows';
import { understand } from '../brain/understand';
import { baseContext, romeTrip } from '../brain/test-catalogue';
import { stopsOf } from '../tools/trip-summary';
import { sayToBuiltinBrain } from './builtin-chat.fixtures';

/**
 * A night at a far stop instead of a day trip (trav-116: "make ha long an overnight cruise
 * rather than a day trip" got "Where would you like to go?"), and cities said to be left out of
 * a country trip (trav-019: "skip tokyo/kyoto" planned both).
 */
describe('a night at a far stop, cities left out, a town on the way', () => {
  it('reads a night at a stop as an edit, and a question about overnights as none', async () => {
    const read = async (text: string) =>
      (await understand(text, baseContext({ trip: romeTrip })))[0];
    expect(await read('make the pantheon an overnight stay rather than a day trip')).toMatchObject({
      type: 'stay_over',
      phrase: 'pantheon',
      stop: { name: 'Pantheon' },
      cruise: false,
    });
    expect(await read('make ha long an overnight cruise')).toMatchObject({
      type: 'stay_over',
      phrase: 'ha long',
      stop: null,
      cruise: true,
    });
    expect((await read('is an overnight cruise worth it?'))?.type).not.toBe('stay_over');
    // A night train is transport, not a night at a stop.
    expect((await read('we want to take the overnight train to venice'))?.type).not.toBe(
      'stay_over',
    );
  });

  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ catalogue: true });
    const db = t.database.db;
    const { row: paris, town } = await testParis(db);
    const [lyon] = await db
      .insert(cities)
      .values(
        town({
          geonames_id: 2996944,
          slug: 'lyon',
          name: 'Lyon',
          population: 522_000,
          lat: 45.7485,
          lng: 4.8467,
          wikivoyage: 'Lyon',
          popularity_in_world: 300,
        }),
      )
      .returning();
    // Chartres, 75 km from Paris: a day trip's goal and what lies round it.
    const sight = (
      name: string,
      lat: number,
      lng: number,
      rating: number,
      cityId = null as number | null,
    ) =>
      sightRow({
        sourceId: `night-${name}`,
        name,
        lat,
        lng,
        countryId: paris.countryId,
        cityId,
        categories: ['sights'],
        rating,
      });
    await db.insert(places).values([
      sight('Chartres Test Cathedral', 48.4477, 1.4878, 9.6),
      sight('Chartres Test Museum', 48.4486, 1.4866, 8.9),
      sight('Chartres Test Bridge', 48.4445, 1.4902, 8.8),
      sight('Chartres Test Garden', 48.4512, 1.4811, 8.7),
      // Lyon, on the way from Paris to Marseille.
      sight('Lyon Test Basilica', 45.7623, 4.8227, 9.0, lyon!.id),
      sight('Lyon Test Old Town', 45.7622, 4.827, 8.5, lyon!.id),
      // Enough in Paris for a full first day, so the night there makes room.
      sight('Paris Test Arch', 48.8738, 2.295, 9.9, paris.id),
      sight('Paris Test Column', 48.8655, 2.3211, 9.8, paris.id),
    ]);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const namesOn = (trip: Trip | null, day: number) =>
    stopsOf(trip!)
      .filter((stop) => stop.day_of_trip === day)
      .map((stop) => stop.name);

  it('ends the day before at the far stop and starts its day there, keeping the length', async () => {
    const opening = ['1 day in Paris', 'add a day trip to chartres test cathedral'];
    const { trip: before } = await sayToBuiltinBrain(t, ...opening);
    expect(before!.duration_days).toBe(2);
    expect(namesOn(before, 2)).toContain('Chartres Test Cathedral');
    const { answer, trip } = await sayToBuiltinBrain(
      t,
      ...opening,
      'make chartres test cathedral an overnight stay rather than a day trip',
    );
    expect(trip!.duration_days).toBe(2);
    const dayOne = namesOn(trip, 1);
    expect(dayOne.at(-1)).toBe('Chartres Test Cathedral');
    expect(dayOne.length).toBeLessThanOrEqual(3);
    expect(namesOn(trip, 2)[0]).toBe('Chartres Test Garden');
    expect(answer).toMatch(
      /^Chartres Test Cathedral is now a night's stay: day 1 ends there after .+, and day 2 starts there with Chartres Test Garden before the way back\. To make room I took .+ off day 1; say "put them back" to undo that\. I have no hotel data/,
    );
    // What made room comes back on request (the chat's edit record).
    const removed = /I took (.+) off day 1/.exec(answer)![1]!.split(/, | and /);
    const { trip: undone } = await sayToBuiltinBrain(
      t,
      ...opening,
      'make chartres test cathedral an overnight stay rather than a day trip',
      'put them back',
    );
    const all = stopsOf(undone!).map((stop) => stop.name);
    for (const name of removed) expect(all).toContain(name);
  });

  it('asks which stop when the place named is not in the trip, and changes nothing', async () => {
    const { answer, trip } = await sayToBuiltinBrain(
      t,
      '2 days in Paris',
      'make ha long an overnight cruise rather than a day trip',
    );
    expect(answer).toMatch(/^No stop in your trip goes by the name "ha long"/);
    expect(trip!.duration_days).toBe(2);
  });

  it('plans a country trip without the city said to be skipped, and says so', async () => {
    const { answer, trip } = await sayToBuiltinBrain(t, '4 days in france, skip paris please');
    const stops = stopsOf(trip!);
    expect(stops.length).toBeGreaterThan(0);
    const paris = { lat: 48.8534, lng: 2.3488 };
    for (const stop of stops) expect(haversineKm(paris, stop.geo_points)).toBeGreaterThan(20);
    expect(answer).toContain('I left out Paris, as you asked.');
  });

  it('stops on the way between two towns far apart, and says why (trav-032)', async () => {
    const { answer, trip } = await sayToBuiltinBrain(t, '8 days, paris to marseille by train');
    expect(answer).toContain(
      'Lyon lies on the way between Paris and Marseille, so the route stops there too.',
    );
    expect(stopsOf(trip!).map((stop) => stop.name)).toContain('Lyon Test Basilica');
    // A short trip, or two places named without a journey between them, get no stop on the way.
    const { answer: short } = await sayToBuiltinBrain(t, '3 days, paris to marseille');
    expect(short).not.toContain('on the way');
    const { answer: both } = await sayToBuiltinBrain(t, '8 days in paris and marseille');
    expect(both).not.toContain('on the way');
  });

  it("puts a night on the way first and keeps the trip's length (trav-010)", async () => {
    const opening = ['2 days in Paris', 'can we stop a night in lyon on the way?'];
    const { trip: before } = await sayToBuiltinBrain(t, opening[0]!);
    const { answer, trip } = await sayToBuiltinBrain(t, ...opening);
    expect(trip!.duration_days).toBe(2);
    expect(namesOn(trip, 1)).toEqual(expect.arrayContaining(['Lyon Test Basilica']));
    // Day 1 moved to day 2; day 2's stops fell off the end and are named.
    expect(namesOn(trip, 2)).toEqual(namesOn(before, 1));
    const off = namesOn(before, 2);
    expect(answer).toMatch(
      /^Day 1 is now in Lyon on the way, about \d+ km from your other stops: /,
    );
    expect(answer).toContain(`came off the end; say "put them back" to have them on the last day.`);
    for (const name of off) expect(answer).toContain(name);
    const { trip: back } = await sayToBuiltinBrain(t, ...opening, 'put them back');
    expect(namesOn(back, 2)).toEqual(expect.arrayContaining(off));
  });
});
