import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Trip } from '@ai-map/contracts';
import { cities, places } from '../../../db/schema';
import { createTestApp } from '../../../test-support/test-app';
import { sightRow, testParis } from '../../../test-support/catalogue-rows';
import { understand } from '../brain/understand';
import { baseContext, romeTrip } from '../brain/test-catalogue';
import { stopsOf } from '../tools/trip-summary';
import { sayToBuiltinBrain } from './builtin-chat.fixtures';

/**
 * A day given to an activity, not a place: "and add one wine day, not too far" (trav-120 got
 * "I couldn't find '1 wine day' in our catalogue"). The day goes to the nearest town whose
 * Wikivoyage guide mentions the activity, and the reply says how it was chosen.
 */
describe('a day out for an activity', () => {
  it('reads "add one wine day" as a day for wine, not a place called "1 wine day"', async () => {
    const [intent] = await understand(
      'and add one wine day, not too far',
      baseContext({ trip: romeTrip }),
    );
    expect(intent).toMatchObject({
      type: 'day_trip',
      destination: null,
      place: null,
      addDays: 0,
      activity: { activity: 'wine tasting' },
    });
    const [extra] = await understand('add an extra wine day', baseContext({ trip: romeTrip }));
    expect(extra).toMatchObject({ type: 'day_trip', addDays: 1 });
    const [other] = await understand('add a day trip to Tivoli', baseContext({ trip: romeTrip }));
    expect(other).not.toHaveProperty('activity');
    // What a day out is for, said after it (trav-018 got "I couldn't find 'day out to see …'").
    const [steam] = await understand(
      'and can we fit in a day out to see actual steam trains?',
      baseContext({ trip: romeTrip }),
    );
    expect(steam).toMatchObject({ type: 'day_trip', activity: { activity: 'steam trains' } });
  });

  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ catalogue: true });
    const db = t.database.db;
    const [paris] = await db.select().from(cities).where(eq(cities.slug, 'paris'));
    const { id: _id, ...rest } = paris!;
    const [reims] = await db
      .insert(cities)
      .values({
        ...rest,
        geonamesId: 2984114,
        slug: 'reims',
        name: 'Reims',
        lat: 49.2583,
        lng: 4.0317,
        population: 180_000,
        description: 'Reims is the largest city of Champagne, famous for its wine cellars.',
        wikivoyage: 'Reims',
      })
      .returning();
    await db.insert(places).values({
      kind: 'attraction',
      source: 'osm',
      sourceId: 'activity-day-reims-cathedral',
      name: 'Reims Cathedral',
      lat: 49.2536,
      lng: 4.0339,
      countryId: reims!.countryId,
      cityId: reims!.id,
      categories: ['cathedrals'],
      cuisines: [],
      heritage: true,
      rating: 9,
      localCulture: false,
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const inReims = (trip: Trip | null) =>
    stopsOf(trip!)
      .filter((stop) => stop.name === 'Reims Cathedral')
      .map((stop) => stop.day_of_trip);

  it('gives the lightest day to the nearest town whose guide mentions wine, and says why', async () => {
    const { answer, trip } = await sayToBuiltinBrain(
      t,
      '2 days in Paris',
      'and add one wine day, not too far',
    );
    // The trip keeps its length (its dates are booked); the day given is named with what it held.
    expect(trip!.duration_days).toBe(2);
    expect(inReims(trip)).toHaveLength(1);
    expect(answer).toMatch(/For vineyards and wine I picked Reims/);
    expect(answer).toMatch(/It replaces /);
    expect(answer).not.toMatch(/couldn't find/);
    const longer = await sayToBuiltinBrain(t, '2 days in Paris', 'add an extra wine day');
    expect(longer.trip!.duration_days).toBe(3);
    expect(inReims(longer.trip)).toEqual([3]);
  });

  it('leaves the trip as it is when no town within reach is known for it', async () => {
    const { answer, trip } = await sayToBuiltinBrain(
      t,
      '2 days in Paris',
      'add a steam train day out',
    );
    expect(trip!.duration_days).toBe(2);
    expect(answer).toMatch(
      /no town within 150 km of your stops whose Wikivoyage guide mentions steam trains/,
    );
  });

  it('goes to one of our places named for the activity first (trav-018: steam trains)', async () => {
    // 60 km north of Paris; the test added no town here whose guide mentions steam trains.
    await t.database.db.insert(places).values(
      sightRow({
        name: 'Testville Steam Railway',
        lat: 49.4,
        lng: 2.35,
        countryId: (await testParis(t.database.db)).row.countryId,
        rating: 4,
      }),
    );
    const { answer, trip } = await sayToBuiltinBrain(
      t,
      '2 days in Paris',
      'and can we fit in a day out to see actual steam trains?',
    );
    expect(answer).toMatch(
      /^For steam trains I picked Testville Steam Railway, a place in our catalogue named for them \(I match names only/,
    );
    expect(stopsOf(trip!).map((stop) => stop.name)).toContain('Testville Steam Railway');
    expect(trip!.duration_days).toBe(2);
  });
  it('adds one named for it near the stops to a day instead of a day out (trav-018)', async () => {
    // 14 km north of central Paris: nearer than a day out's 20 km, so it joins a day.
    await t.database.db.insert(places).values(
      sightRow({
        name: 'Testtown Museum of Water & Steam',
        lat: 48.98,
        lng: 2.35,
        countryId: (await testParis(t.database.db)).row.countryId,
        rating: 4,
      }),
    );
    const steam = 'and can we fit in a day out to see actual steam trains?';
    // The small test catalogue's Paris plan takes it of itself: the reply says where it is.
    const planned = await sayToBuiltinBrain(t, '2 days in Paris', steam);
    expect(planned.answer).toMatch(
      /^For steam trains, Testtown Museum of Water & Steam is already in your plan on day [12]: a place in our catalogue whose name says so/,
    );
    const { answer, trip } = await sayToBuiltinBrain(
      t,
      '2 days in Paris',
      'remove Testtown Museum of Water & Steam',
      steam,
    );
    expect(answer).toMatch(
      /^For steam trains I added Testtown Museum of Water & Steam to day [12], about \d+ km from your other stops: a place in our catalogue whose name says so \(I match names only/,
    );
    const names = stopsOf(trip!).map((stop) => stop.name);
    expect(names).toContain('Testtown Museum of Water & Steam');
    expect(names).not.toContain('Testville Steam Railway');
    expect(trip!.duration_days).toBe(2);
    // Nothing was taken off: the other stops stay.
    expect(names.length).toBe(stopsOf(planned.trip!).length);
  });
});
