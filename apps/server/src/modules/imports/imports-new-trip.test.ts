import {
  apiPaths,
  importMessages,
  importPaths,
  planPaths,
  plannerPaths,
  type ImportCommit,
  type ImportPreview,
  type Trip,
} from '@ai-map/contracts';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { trips } from '../../db/schema';
import { api, registerUser, tokenHeader } from '../../test-support/api';
import { contextOf } from '../../test-support/test-context';
import { importPlacesFromInput } from './imports.service';
import { fixture, gpxOf, kmzOf } from './imports.fixtures';
import { form, kmlFile, PARIS_KML, useImportsApi } from './imports-api.fixtures';

describe('imports API', () => {
  const { t, post, newTrip, stopCount, ideaCount } = useImportsApi();
  let owner: string;
  beforeAll(async () => {
    owner = (await registerUser(t.app)).key;
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

  it('names a new trip after the document, else the tidied file name, and says where ideas went (issue 29)', async () => {
    const { key } = await registerUser(t.app);
    const preview = await post(
      importPaths.newTripImport,
      key,
      await form(
        { mode: 'preview' },
        { name: 'want_to-go.csv', content: fixture('want-to-go.csv') },
      ),
    );
    expect(preview.json<ImportPreview>().trip_title).toBe('Want to go');
    const res = await post(
      importPaths.newTripImport,
      key,
      await form({ mode: 'commit', target: 'ideas' }, { ...kmlFile(), name: 'paris trip.kml' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json<ImportCommit>();
    expect([done.trip_title, done.detail]).toEqual(['My map', importMessages.imported(4, 'ideas')]);
    expect(done.detail).toContain('under Ideas in the Trip tab');
    const trip = (
      await t.app.inject({
        method: 'GET',
        url: api(plannerPaths.trip(done.trip_id)),
        headers: tokenHeader(key),
      })
    ).json<Trip>();
    expect([trip.title, trip.places_count, trip.ideas.length]).toEqual(['My map', 0, 4]);
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
