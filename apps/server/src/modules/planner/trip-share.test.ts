import {
  apiPaths,
  plannerPaths,
  tripShareMessages,
  tripSharePaths,
  type Trip,
  type TripShare,
  type TripShareStatus,
} from '@ai-map/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places } from '../../db/schema';
import { api, registerUser, tokenHeader } from '../../test-support/api';
import { createTestApp } from '../../test-support/test-app';
import { addParticipant, userIdOf } from './plan-together.fixtures';
import { findAll, parseXml } from './trip-export.fixtures';

describe('read-only trip links', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  // Every test signs up its own owner: the free plan counts the trips a user plans.
  type Who = { key?: string; code?: string };
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    who: Who = {},
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: who.code ? `${api(path)}?planner_access_code=${who.code}` : api(path),
      headers: who.key ? tokenHeader(who.key) : {},
      payload,
    });

  /** A private two-day trip of the Paris attractions and the Valletta café. */
  async function privateTrip(who: Who): Promise<Trip> {
    const placeId = async (name: string) =>
      (await t.database.db.select({ id: places.id }).from(places).where(eq(places.name, name)))[0]!
        .id;
    const res = await call('POST', plannerPaths.trips, who, {
      duration_days: 2,
      divide_by_days: true,
      initial_places_to_visit: [
        { place_id: await placeId('Eiffel Tower'), place_type: 'attraction' },
        { place_id: await placeId('Louvre'), place_type: 'attraction' },
        { place_id: await placeId('Caffe Cordina'), place_type: 'food_and_drinks' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const trip = res.json<Trip>();
    const patched = await call('PATCH', plannerPaths.trip(trip.id), who, { is_private: true });
    expect(patched.statusCode, patched.body).toBe(200);
    return patched.json<Trip>();
  }

  beforeAll(async () => {
    t = await createTestApp({ catalogue: true });
  }, 60_000);
  afterAll(() => t?.close());

  it('the owner creates a link once; sharing again answers the same link', async () => {
    const owner = await registerUser(t.app);
    const trip = await privateTrip({ key: owner.key });
    const none = await call('GET', tripSharePaths.share(trip.id), { key: owner.key });
    expect(none.statusCode).toBe(200);
    expect(none.json<TripShareStatus>()).toEqual({ share: null });

    const created = await call('POST', tripSharePaths.share(trip.id), { key: owner.key });
    expect(created.statusCode, created.body).toBe(201);
    const share = created.json<TripShare>();
    expect(share.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(share.url).toBe(`http://app.test/trip/shared/${share.token}`);

    const again = await call('POST', tripSharePaths.share(trip.id), { key: owner.key });
    expect(again.statusCode).toBe(200);
    expect(again.json<TripShare>()).toEqual(share);
    const status = await call('GET', tripSharePaths.share(trip.id), { key: owner.key });
    expect(status.json<TripShareStatus>()).toEqual({ share });
  });

  it('only the owner may see, create or revoke the link', async () => {
    const owner = await registerUser(t.app);
    const trip = await privateTrip({ key: owner.key });
    const editor = await registerUser(t.app);
    await addParticipant(t, trip.id, await userIdOf(t, editor.email), 'editor');
    const stranger = await registerUser(t.app);
    for (const who of [{ key: editor.key }, { key: stranger.key }, {}]) {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const res = await call(method, tripSharePaths.share(trip.id), who);
        expect(res.statusCode, `${method} ${JSON.stringify(who)}`).toBe(403);
        expect(res.json().detail).toBe(tripShareMessages.ownerOnly);
      }
    }
    const unknown = await call('POST', tripSharePaths.share(999_999), { key: owner.key });
    expect(unknown.statusCode).toBe(404);
  });

  it('anyone with the link reads the private trip, without anyone’s personal data', async () => {
    const owner = await registerUser(t.app);
    const trip = await privateTrip({ key: owner.key });
    const viewer = await registerUser(t.app);
    await addParticipant(t, trip.id, await userIdOf(t, viewer.email), 'viewer');
    const { token } = (
      await call('POST', tripSharePaths.share(trip.id), { key: owner.key })
    ).json<TripShare>();

    // Without the link a stranger sees the blurred trip only.
    expect((await call('GET', plannerPaths.trip(trip.id))).json<Trip>().is_blurred).toBe(true);

    const res = await call('GET', tripSharePaths.shared(token));
    expect(res.statusCode, res.body).toBe(200);
    const shared = res.json<Trip>();
    expect(shared).toMatchObject({
      id: trip.id,
      title: trip.title,
      is_private: true,
      is_blurred: false,
      current_participation_role: 'other',
      participants: [],
      plannerAccessCode: null,
      chat_slug: null,
      places_count: 3,
    });
    expect(shared.days_of_trip).toEqual(trip.days_of_trip);

    // A signed-in owner reading through the link is still only a reader there.
    const asOwner = await call('GET', tripSharePaths.shared(token), { key: owner.key });
    expect(asOwner.json<Trip>().current_participation_role).toBe('other');

    const gpx = await call('GET', tripSharePaths.sharedExport(token, 'gpx'));
    expect(gpx.statusCode).toBe(200);
    expect(findAll(parseXml(gpx.body), 'wpt')).toHaveLength(3);
    const ics = await call('GET', `${tripSharePaths.sharedExport(token, 'ics')}`);
    expect(ics.body.match(/BEGIN:VEVENT/g)).toHaveLength(3);
  });

  it('a revoked link answers 404; sharing again makes a new token', async () => {
    const owner = await registerUser(t.app);
    const trip = await privateTrip({ key: owner.key });
    const first = (
      await call('POST', tripSharePaths.share(trip.id), { key: owner.key })
    ).json<TripShare>();
    const revoked = await call('DELETE', tripSharePaths.share(trip.id), { key: owner.key });
    expect(revoked.statusCode).toBe(204);
    for (const path of [
      tripSharePaths.shared(first.token),
      tripSharePaths.sharedExport(first.token, 'kml'),
    ]) {
      const gone = await call('GET', path);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({
        code: 'not_found',
        detail: tripShareMessages.linkNotFound,
      });
    }
    expect(
      (await call('DELETE', tripSharePaths.share(trip.id), { key: owner.key })).statusCode,
    ).toBe(204);

    const second = await call('POST', tripSharePaths.share(trip.id), { key: owner.key });
    expect(second.statusCode).toBe(201);
    expect(second.json<TripShare>().token).not.toBe(first.token);
    expect(
      (await call('GET', tripSharePaths.shared(second.json<TripShare>().token))).statusCode,
    ).toBe(200);
    expect((await call('GET', tripSharePaths.shared(first.token))).statusCode).toBe(404);
  });

  it('unknown or malformed tokens answer 404, never another trip', async () => {
    for (const token of ['x'.repeat(43), 'short', 'a%20b']) {
      expect((await call('GET', `planner/shared/${token}/`)).statusCode).toBe(404);
    }
  });

  it('an anonymous owner shares by access code', async () => {
    const code = (await call('GET', apiPaths.plannerAccessCode)).json<{
      planner_access_code: string;
    }>().planner_access_code;
    const trip = await privateTrip({ code });
    const created = await call('POST', tripSharePaths.share(trip.id), { code });
    expect(created.statusCode, created.body).toBe(201);
    const shared = await call('GET', tripSharePaths.shared(created.json<TripShare>().token));
    expect(shared.json<Trip>()).toMatchObject({ id: trip.id, plannerAccessCode: null });
  });
});
