import {
  apiPaths,
  importMessages,
  importPaths,
  MAX_PLACES_PER_TRIP,
  plannerMessages,
  planPaths,
  plannerPaths,
  type ImportCommit,
  type ImportPreview,
  type MapPoint,
  type Trip,
} from '@ai-map/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripIdeas, tripParticipants, trips, tripStops } from '../../db/schema';
import { api, registerUser, tokenHeader } from '../../test-support/api';
import { createTestApp } from '../../test-support/test-app';
import { contextOf } from '../../test-support/test-context';
import { subscribeTripChanges, type TripChange } from '../planner/trip-events';
import { importPlacesFromInput } from './imports.service';
import { fixture, gpxOf, gridPoints, kmlOf, kmzOf } from './imports.fixtures';

/** A multipart body as a browser's FormData makes it. */
async function form(fields: Record<string, string>, file?: { name: string; content: Uint8Array }) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  if (file) data.append('file', new Blob([file.content]), file.name);
  const res = new Response(data);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type')! },
  };
}

/** Near the test catalogue's Eiffel Tower and Louvre, one misspelt, and two of one's own. */
const PARIS_KML = kmlOf([
  { name: 'Tour Eiffel / Eiffel Tower', lat: 48.8584, lng: 2.2945, note: 'Sunset' },
  { name: 'The Louvre', lat: 48.8606, lng: 2.3376 },
  { name: 'Grandma’s flat', lat: 48.87, lng: 2.35, note: 'Bring flowers' },
  { name: 'Boulangerie Ŝpécial 面包', lat: 48.8532, lng: 2.3499 },
]);
const kmlFile = (text = PARIS_KML) => ({
  name: 'Paris.kml',
  content: new TextEncoder().encode(text),
});

describe('imports API', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let owner: string;
  let stranger: string;

  beforeAll(async () => {
    t = await createTestApp({ catalogue: true });
    owner = (await registerUser(t.app)).key;
    stranger = (await registerUser(t.app)).key;
  });
  afterAll(() => t?.close());

  async function post(path: string, key: string | null, body: Awaited<ReturnType<typeof form>>) {
    return t.app.inject({
      method: 'POST',
      url: api(path),
      payload: body.payload,
      headers: { ...body.headers, ...(key ? tokenHeader(key) : {}) },
    });
  }

  /**
   * A trip of `key`'s with one idea ("Seed"), written straight into the database: the free
   * plan's three trips a month would not last the suite.
   */
  async function newTrip(key: string, days = 2): Promise<Trip> {
    const { id: userId } = (
      await t.app.inject({ method: 'GET', url: api(apiPaths.profile), headers: tokenHeader(key) })
    ).json<{ id: number }>();
    const db = t.database.db;
    const [row] = await db
      .insert(trips)
      .values({ title: 'Imports', ownerUserId: userId, durationDays: days, version: 1 })
      .returning();
    await db.insert(tripParticipants).values({ tripId: row!.id, userId, role: 'owner' });
    await db
      .insert(tripIdeas)
      .values({ tripId: row!.id, placeType: 'custom_place', name: 'Seed', lat: 10, lng: 10 });
    return (
      await t.app.inject({
        method: 'GET',
        url: api(plannerPaths.trip(row!.id)),
        headers: tokenHeader(key),
      })
    ).json<Trip>();
  }

  const stopCount = async (tripId: number) =>
    (
      await t.database.db.select({ n: count() }).from(tripStops).where(eq(tripStops.tripId, tripId))
    )[0]!.n;
  const ideaCount = async (tripId: number) =>
    (
      await t.database.db.select({ n: count() }).from(tripIdeas).where(eq(tripIdeas.tripId, tripId))
    )[0]!.n;

  it('previews matches and custom places and writes nothing', async () => {
    const trip = await newTrip(owner);
    const versionBefore = trip.version;
    const res = await post(
      importPaths.tripImport(trip.id),
      owner,
      await form({ mode: 'preview', target: 'days', day_of_trip: '2' }, kmlFile()),
    );
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json<ImportPreview>();
    expect(preview.format).toBe('kml');
    expect(preview.items.map((i) => [i.name, i.match?.name ?? null])).toEqual([
      ['Tour Eiffel / Eiffel Tower', 'Eiffel Tower'],
      ['The Louvre', 'Louvre'],
      ['Grandma’s flat', null],
      ['Boulangerie Ŝpécial 面包', null],
    ]);
    expect(preview.items[0]!.match).toMatchObject({ place_type: 'attraction' });
    expect(preview.items[0]!.match!.distance_m).toBeLessThan(150);
    expect([preview.matched_count, preview.custom_count, preview.problem]).toEqual([2, 2, null]);
    expect(await stopCount(trip.id)).toBe(0);
    expect(await ideaCount(trip.id)).toBe(1);
    const [row] = await t.database.db.select().from(trips).where(eq(trips.id, trip.id));
    expect(row!.version).toBe(versionBefore);
  });

  it('commits onto a day in one go, announces it, and the map shows every place', async () => {
    const trip = await newTrip(owner);
    const changes: TripChange[] = [];
    const stop = await subscribeTripChanges(contextOf(t), trip.id, (c) => changes.push(c));
    const res = await post(
      importPaths.tripImport(trip.id),
      owner,
      await form({ mode: 'commit', target: 'days', day_of_trip: '2' }, kmlFile()),
    );
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json<ImportCommit>();
    expect([done.added_count, done.detail]).toEqual([4, importMessages.imported(4)]);
    const points = (
      await t.app.inject({
        method: 'GET',
        url: api(plannerPaths.mapPoints(trip.id)),
        headers: tokenHeader(owner),
      })
    ).json<MapPoint[]>();
    const placed = points.filter((p) => p.point_type === 'place');
    expect(placed.map((p) => [p.name, p.place_type, p.day_of_trip, p.number_in_trip])).toEqual([
      ['Eiffel Tower', 'attraction', 2, 1],
      ['Louvre', 'attraction', 2, 2],
      ['Grandma’s flat', 'custom_place', 2, 3],
      ['Boulangerie Ŝpécial 面包', 'custom_place', 2, 4],
    ]);
    const read = (
      await t.app.inject({
        method: 'GET',
        url: api(plannerPaths.trip(trip.id)),
        headers: tokenHeader(owner),
      })
    ).json<Trip>();
    const flat = read.days_of_trip[1]!.countries_to_visit.flatMap((c) =>
      c.places_to_visit.flatMap((city) => city.places_to_visit),
    );
    expect(flat.find((p) => p.name === 'Grandma’s flat')).toMatchObject({ note: 'Bring flowers' });
    await new Promise((r) => setTimeout(r, 50));
    stop();
    expect(changes).toContainEqual(
      expect.objectContaining({ type: 'places_imported', tripId: trip.id, version: read.version }),
    );

    // The same file again: every place is in the trip already.
    const again = await post(
      importPaths.tripImport(trip.id),
      owner,
      await form({ mode: 'preview', target: 'days', day_of_trip: '1' }, kmlFile()),
    );
    expect(again.json<ImportPreview>()).toMatchObject({
      duplicate_count: 4,
      problem: importMessages.nothingToImport,
    });
  });

  it('keeps ideas beside the days, on the trip and on its map', async () => {
    const trip = await newTrip(owner);
    const res = await post(
      importPaths.tripImport(trip.id),
      owner,
      await form(
        { mode: 'commit', target: 'ideas' },
        { name: 'Alps.gpx', content: fixture('waypoints.gpx') },
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ImportCommit>().skipped).toHaveLength(1);
    const read = (
      await t.app.inject({
        method: 'GET',
        url: api(plannerPaths.trip(trip.id)),
        headers: tokenHeader(owner),
      })
    ).json<Trip>();
    expect(read.ideas.map((i) => i.name)).toEqual([
      'Seed',
      'Jungfraujoch – Top of Europe',
      'Matterhorn Glacier Paradise',
      'Grindelwald station',
      'Höhematte',
    ]);
    expect(read.ideas[1]).toMatchObject({
      point_type: 'custom_place',
      link: 'https://www.jungfrau.ch/',
    });
    expect(read.places_count).toBe(0);
    const points = (
      await t.app.inject({
        method: 'GET',
        url: api(plannerPaths.mapPoints(trip.id)),
        headers: tokenHeader(owner),
      })
    ).json<MapPoint[]>();
    expect(points.filter((p) => p.point_type === 'idea')).toHaveLength(5);
  });

  it('refuses a stranger (403) and an unknown trip (404), writing nothing', async () => {
    const trip = await newTrip(owner);
    for (const mode of ['preview', 'commit']) {
      const res = await post(
        importPaths.tripImport(trip.id),
        stranger,
        await form({ mode }, kmlFile()),
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe(plannerMessages.editNotAllowed);
    }
    expect(await ideaCount(trip.id)).toBe(1);
    const missing = await post(
      importPaths.tripImport(999_999),
      owner,
      await form({ mode: 'preview' }, kmlFile()),
    );
    expect(missing.statusCode).toBe(404);
  });

  it('is all or nothing: a commit past the trip’s place limit adds none', async () => {
    const trip = await newTrip(owner, 1);
    const many = kmlOf(gridPoints(MAX_PLACES_PER_TRIP + 1, 40, 10));
    const preview = await post(
      importPaths.tripImport(trip.id),
      owner,
      await form({ mode: 'preview', target: 'days', day_of_trip: '1' }, kmlFile(many)),
    );
    expect(preview.json<ImportPreview>().problem).toBe(
      importMessages.tooManyForDays(MAX_PLACES_PER_TRIP),
    );
    const res = await post(
      importPaths.tripImport(trip.id),
      owner,
      await form({ mode: 'commit', target: 'days', day_of_trip: '1' }, kmlFile(many)),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(importMessages.tooManyForDays(MAX_PLACES_PER_TRIP));
    expect(await stopCount(trip.id)).toBe(0);
    // As ideas they fit.
    const ideas = await post(
      importPaths.tripImport(trip.id),
      owner,
      await form({ mode: 'commit', target: 'ideas' }, kmlFile(many)),
    );
    expect(ideas.json<ImportCommit>().added_count).toBe(MAX_PLACES_PER_TRIP + 1);
  });

  it('a new trip: counted, owned, nothing made by a preview', async () => {
    const { key } = await registerUser(t.app);
    const before = (await t.database.db.select({ n: count() }).from(trips))[0]!.n;
    const preview = await post(
      importPaths.newTripImport,
      key,
      await form({ mode: 'preview', target: 'days' }, kmlFile()),
    );
    expect(preview.statusCode).toBe(200);
    expect((await t.database.db.select({ n: count() }).from(trips))[0]!.n).toBe(before);
    const res = await post(
      importPaths.newTripImport,
      key,
      await form(
        { mode: 'commit', target: 'days', duration_days: '3', title: 'Paris finds' },
        kmlFile(),
      ),
    );
    const done = res.json<ImportCommit>();
    const trip = (
      await t.app.inject({
        method: 'GET',
        url: api(plannerPaths.trip(done.trip_id)),
        headers: tokenHeader(key),
      })
    ).json<Trip>();
    expect([
      trip.title,
      trip.duration_days,
      trip.places_count,
      trip.current_participation_role,
    ]).toEqual(['Paris finds', 3, 4, 'owner']);
    const plan = (
      await t.app.inject({
        method: 'GET',
        url: api(planPaths.currentPlan),
        headers: tokenHeader(key),
      })
    ).json<{ planner_trips_left: number | null }>();
    expect(plan.planner_trips_left).not.toBeNull();
  });

  it.each([
    ['no file', async () => form({ mode: 'preview' }), 400, importMessages.noFile],
    [
      'an empty file',
      async () => form({ mode: 'preview' }, { name: 'a.kml', content: new Uint8Array() }),
      400,
      importMessages.empty,
    ],
    [
      'a photo',
      async () =>
        form(
          { mode: 'preview' },
          { name: 'a.png', content: new Uint8Array([137, 80, 78, 71, 1, 2]) },
        ),
      415,
      importMessages.unsupported,
    ],
    [
      'a file over 5 MB',
      async () =>
        form(
          { mode: 'preview' },
          { name: 'a.kml', content: new Uint8Array(5 * 1024 * 1024 + 10).fill(32) },
        ),
      413,
      importMessages.tooLarge,
    ],
    ['a bad mode', async () => form({ mode: 'write' }, kmlFile()), 400, undefined],
    [
      'billion laughs',
      async () =>
        form(
          { mode: 'commit' },
          kmlFile(
            `<?xml version="1.0"?><!DOCTYPE kml [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><kml><Placemark><name>&b;</name><Point><coordinates>1,1</coordinates></Point></Placemark></kml>`,
          ),
        ),
      400,
      importMessages.entities,
    ],
    [
      'a zip bomb',
      async () =>
        form(
          { mode: 'commit' },
          { name: 'bomb.kmz', content: kmzOf(' '.repeat(25 * 1024 * 1024)) },
        ),
      413,
      importMessages.kmzTooLarge,
    ],
    [
      '100,000 points',
      async () =>
        form(
          { mode: 'commit' },
          {
            name: 'many.gpx',
            content: new TextEncoder().encode(
              gpxOf(Array.from({ length: 100_000 }, () => ({ name: 'x', lat: 1, lng: 1 }))),
            ),
          },
        ),
      413,
      importMessages.tooManyPoints,
    ],
  ])('answers %s with a clear 4xx and changes nothing', async (_, body, status, detail) => {
    const trip = await newTrip(owner);
    const res = await post(importPaths.tripImport(trip.id), owner, await body());
    expect(res.statusCode, res.body).toBe(status);
    if (detail) expect(res.json().detail).toBe(detail);
    expect(await ideaCount(trip.id)).toBe(1);
    expect(await stopCount(trip.id)).toBe(0);
  });

  it('answers a JSON body with 415', async () => {
    const trip = await newTrip(owner);
    const res = await t.app.inject({
      method: 'POST',
      url: api(importPaths.tripImport(trip.id)),
      payload: { mode: 'preview' },
      headers: tokenHeader(owner),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().detail).toBe(importMessages.noFile);
  });

  it('serves callers without a form (an MCP tool) through the zod input', async () => {
    const trip = await newTrip(owner);
    const viewer = {
      userId: (
        await t.app.inject({
          method: 'GET',
          url: api(apiPaths.profile),
          headers: tokenHeader(owner),
        })
      ).json<{ id: number }>().id,
      accessCode: null,
    };
    const kmz = Buffer.from(kmzOf(PARIS_KML)).toString('base64');
    const preview = await importPlacesFromInput(contextOf(t), viewer, null, {
      trip_id: trip.id,
      mode: 'preview',
      file_name: 'Paris.kmz',
      content: kmz,
      content_encoding: 'base64',
    });
    expect(preview.matched_count).toBe(2);
    await expect(
      importPlacesFromInput(contextOf(t), viewer, null, {
        trip_id: trip.id,
        mode: 'nope',
        file_name: 'a',
        content: '',
      }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      importPlacesFromInput(contextOf(t), { userId: null, accessCode: null }, null, {
        trip_id: trip.id,
        mode: 'commit',
        file_name: 'a.kml',
        content: PARIS_KML,
      }),
    ).rejects.toMatchObject({ status: 403 });
  });
});
