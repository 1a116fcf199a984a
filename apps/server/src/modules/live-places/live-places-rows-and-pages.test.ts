import { API_BASE, apiPaths, plannerPaths } from '@ai-map/contracts';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cities, liveAreas, places } from '../../db/schema';
import type { FakeOverpassElement } from '../../test-support/fake-overpass';
import { contextOf } from '../../test-support/test-context';
import { liveAreaQueue } from './live-area-queue';
import {
  encodePlaces,
  mayBypassRowTriggers,
  upsertPlaceBatch,
} from '../catalog/import/place-writes.repository';
import { findArea } from './live-places.repository';
import { fake, MARSEILLE, useLivePlacesApp } from './live-places.fixtures';

const { t, fetchCityFrom } = useLivePlacesApp();

describe('places from OpenStreetMap on demand', () => {
  it('folds fetched places into the bundled ones they duplicate instead of adding them beside', async () => {
    const paris = { lat: 48.8566, lng: 2.3522 };
    const near = (lat: number, lng: number, metresNorth: number) => ({
      lat: lat + metresNorth / 111_320,
      lon: lng,
    });
    const parisElements: FakeOverpassElement[] = [
      // The bundled Eiffel Tower (Wikidata Q243) under its French name: the same item.
      {
        type: 'node',
        id: 500,
        ...near(48.858296, 2.294479, 40),
        tags: {
          tourism: 'attraction',
          name: 'Tour Eiffel',
          wikidata: 'Q243',
          phone: '+33 892 70 12 39',
        },
      },
      // The bundled Louvre (no Wikidata tag here), 80 m away, as a museum with opening hours.
      {
        type: 'node',
        id: 501,
        ...near(48.861, 2.3358, 80),
        tags: { tourism: 'museum', name: 'Louvre', opening_hours: 'Mo,Th,Sa,Su 09:00-18:00' },
      },
      // A café mapped as a point and as its building: one place.
      {
        type: 'node',
        id: 502,
        ...near(paris.lat, paris.lng, 0),
        tags: { amenity: 'cafe', name: 'Café Duo' },
      },
      {
        type: 'way',
        id: 503,
        center: near(paris.lat, paris.lng, 30),
        tags: { amenity: 'cafe', name: 'Cafe Duo', website: 'https://duo.example' },
      },
      // Same name, 1 km from the bundled one: another museum.
      {
        type: 'node',
        id: 504,
        ...near(48.861, 2.3358, 1000),
        tags: { tourism: 'museum', name: 'Louvre' },
      },
      // Named like the Louvre beside it, but a restaurant: not the museum.
      {
        type: 'node',
        id: 505,
        ...near(48.861, 2.3358, 30),
        tags: { amenity: 'restaurant', name: 'Louvre' },
      },
    ];
    const before = await t.database.db.select({ id: places.id }).from(places);
    const { area } = await fetchCityFrom('paris', parisElements);
    // Six elements, three new places: the other three were already there.
    expect(area).toMatchObject({ status: 'done', elements: 6, places: 3 });
    const after = await t.database.db.select().from(places);
    expect(after.length - before.length).toBe(3);

    const eiffel = after.filter((row) => row.wikidata === 'Q243');
    expect(eiffel).toHaveLength(1);
    // The bundled row keeps its name, id and rating, and gains what OpenStreetMap knows.
    expect(eiffel[0]).toMatchObject({
      source: 'wikidata',
      name: 'Eiffel Tower',
      phone: '+33 892 70 12 39',
      rating: 8.6,
    });
    const louvres = after.filter((row) => row.name === 'Louvre');
    expect(louvres.map((row) => `${row.sourceId} ${row.kind}`).sort()).toEqual([
      'Q19675 attraction',
      'n504 attraction',
      'n505 food',
    ]);
    expect(louvres.find((row) => row.sourceId === 'Q19675')!.openingHours).toBe(
      'Mo,Th,Sa,Su 09:00-18:00',
    );
    const duo = after.filter((row) => row.name.endsWith('Duo'));
    expect(duo).toHaveLength(1);
    expect(duo[0]!.website).toBe('https://duo.example/');

    // Fetched again: still no duplicate, and nothing new.
    await fetchCityFrom('paris', parisElements);
    expect((await t.database.db.select({ id: places.id }).from(places)).length).toBe(after.length);
  });

  it('writes the same rows with per-row triggers bypassed as through them, and keeps the foreign keys', async () => {
    const db = t.database.db;
    // Both test databases (PGlite, the suite's PostgreSQL) connect as a superuser: an area
    // fetch there takes the bypassing path, so the tests above ran it too.
    expect(await mayBypassRowTriggers(db)).toBe(true);
    const [marseille] = await db.select().from(cities).where(eq(cities.slug, 'marseille'));
    const row = (sourceId: string, name: string, cityId = marseille!.id) => ({
      kind: 'food' as const,
      source: 'osm' as const,
      sourceId,
      name,
      lat: MARSEILLE.lat,
      lng: MARSEILLE.lng,
      countryId: marseille!.countryId,
      regionId: marseille!.regionId,
      cityId,
      // Lists differ from row to row (a batch sends each distinct one once).
      categories: name.startsWith('Bar') ? ['bars', 'food'] : ['cafes', 'food'],
      type: 'Coffee and cakes',
      cuisines: name.startsWith('Bar') ? [] : ['coffee-shop', 'french'],
      website: 'https://cafe.example/',
      heritage: false,
      rating: 5.5,
      localCulture: false,
      startDate: null,
      endDate: null,
    });
    const stored = async (prefix: string) =>
      (
        await db
          .select()
          .from(places)
          .where(like(places.sourceId, `${prefix}%`))
      )
        .map(({ id: _id, sourceId, updatedAt: _updatedAt, ...rest }) => ({
          ...rest,
          sourceId: sourceId.slice(prefix.length),
        }))
        .sort((a, b) => a.sourceId.localeCompare(b.sourceId));

    const written = (bypassRowTriggers: boolean, prefix: string, name: string) =>
      db.transaction((tx) =>
        upsertPlaceBatch(
          tx,
          encodePlaces([row(`${prefix}1`, name), row(`${prefix}2`, 'Bar "Øster" \\ {1,2}')]),
          {
            bypassRowTriggers,
          },
        ),
      );
    await written(false, 'ntrig', 'Café Étoile');
    await written(true, 'nbypass', 'Café Étoile');
    expect((await stored('nbypass'))[0]).toMatchObject({ searchName: 'cafe etoile' });
    // Quotes, a backslash and braces survive the array literal the rows travel in.
    expect((await stored('ntrig'))[1]!.name).toBe('Bar "Øster" \\ {1,2}');
    expect((await stored('nbypass')).map((p) => [p.categories, p.cuisines])).toEqual([
      [
        ['cafes', 'food'],
        ['coffee-shop', 'french'],
      ],
      [['bars', 'food'], []],
    ]);
    expect(await stored('nbypass')).toEqual(await stored('ntrig'));
    // A renamed place: the update path folds the new name too.
    await written(false, 'ntrig', 'Le Café Noir');
    await written(true, 'nbypass', 'Le Café Noir');
    expect((await stored('nbypass'))[0]).toMatchObject({ searchName: 'le cafe noir' });
    expect(await stored('nbypass')).toEqual(await stored('ntrig'));

    // A city that does not exist is refused on both paths, and nothing of the batch is written.
    for (const bypassRowTriggers of [false, true]) {
      await expect(
        db.transaction((tx) =>
          upsertPlaceBatch(
            tx,
            encodePlaces([row('ngood1', 'Good'), row('nbad1', 'Bad', 2_000_000_000)]),
            {
              bypassRowTriggers,
            },
          ),
        ),
      ).rejects.toThrow();
      expect(await stored('ngood')).toEqual([]);
    }
  });
});

describe('areas asked for beyond the map view', () => {
  const idle = () => liveAreaQueue(contextOf(t)).idle();
  /** The page answers before its area is queued (the ask never holds it up): wait for the job. */
  const fetched = async (key: string) => {
    await expect.poll(async () => (await findArea(t.database.db, key))?.status).toBe('done');
    await idle();
  };
  /** Forgets every fetched area, so the next ask fetches again. */
  const forget = () => t.database.db.delete(liveAreas);
  const call = (method: 'GET' | 'POST', path: string, payload?: object) =>
    t.app.inject({ method, url: `${API_BASE}/${path}`, payload });
  const placeId = async (name: string) =>
    (await t.database.db.select({ id: places.id }).from(places).where(eq(places.name, name)))[0]!
      .id;

  it('a city page fetches its area once within LIVE_DATA_REFRESH_DAYS', async () => {
    await forget();
    const queries = fake.queries.length;
    expect((await call('GET', 'city/valletta/')).statusCode).toBe(200);
    await fetched('city:valletta');
    expect(fake.queries.length).toBe(queries + 1);
    // Opened again while fresh: nothing asked.
    expect((await call('GET', 'city/valletta/')).statusCode).toBe(200);
    await idle();
    expect(fake.queries.length).toBe(queries + 1);
  });

  it('a place page (how a search result opens) fetches the area of the city it is in', async () => {
    await forget();
    const queries = fake.queries.length;
    const eiffel = await placeId('Eiffel Tower');
    expect((await call('GET', `attractions/${eiffel}/detail/`)).statusCode).toBe(200);
    await fetched('city:paris');
    expect(fake.queries.length).toBe(queries + 1);
  });

  it('a trip planned, and a stop added to it, fetch the areas of their cities', async () => {
    await forget();
    const code = (await call('GET', apiPaths.plannerAccessCode)).json<{
      planner_access_code: string;
    }>().planner_access_code;
    const planned = await call('POST', `${plannerPaths.trips}?planner_access_code=${code}`, {
      duration_days: 1,
      initial_places_to_visit: [
        { place_id: await placeId('Eiffel Tower'), place_type: 'attraction' },
      ],
    });
    expect(planned.statusCode, planned.body).toBe(201);
    await fetched('city:paris');

    await forget();
    const trip = planned.json<{ id: number }>();
    const added = await call(
      'POST',
      `planner/trips/${trip.id}/places/?planner_access_code=${code}`,
      { place_id: await placeId('Louvre'), place_type: 'attraction', day_of_trip: 1 },
    );
    expect(added.statusCode, added.body).toBe(201);
    await fetched('city:paris');
  });
});
