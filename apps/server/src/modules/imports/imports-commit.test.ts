import {
  importMessages,
  importPaths,
  MAX_PLACES_PER_TRIP,
  plannerMessages,
  plannerPaths,
  type ImportCommit,
  type ImportPreview,
  type MapPoint,
  type Trip,
} from '@ai-map/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { trips } from '../../db/schema';
import { api, registerUser, tokenHeader } from '../../test-support/api';
import { contextOf } from '../../test-support/test-context';
import { subscribeTripChanges, type TripChange } from '../planner/trip-events';
import { fixture, gridPoints, kmlOf } from './imports.fixtures';
import { form, kmlFile, useImportsApi } from './imports-api.fixtures';

describe('imports API', () => {
  const { t, post, newTrip, stopCount, ideaCount } = useImportsApi();
  let owner: string;
  let stranger: string;
  beforeAll(async () => {
    owner = (await registerUser(t.app)).key;
    stranger = (await registerUser(t.app)).key;
  });

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
    expect([done.added_count, done.detail]).toEqual([4, importMessages.imported(4, 'days', 2)]);
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
});
