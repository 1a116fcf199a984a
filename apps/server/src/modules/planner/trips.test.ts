import {
  apiPaths,
  chatPaths,
  MAX_PLACES_PER_TRIP,
  plannerMessages,
  plannerPaths,
  TRANSPORT_TYPES,
  type Trip,
  tripShareMessages,
} from '@ai-map/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, countries, places, tripParticipants, trips, tripStops } from '../../db/schema';
import { api, registerUser, tokenHeader } from '../../test-support/api';
import { createTestApp } from '../../test-support/test-app';

describe('planner trips API', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const ids = {
    eiffel: 0,
    louvre: 0,
    cafe: 0,
    market: 0,
    paris: 0,
    valletta: 0,
    france: 0,
    malta: 0,
  };

  beforeAll(async () => {
    t = await createTestApp({ catalogue: true });
    const db = t.database.db;
    const placeId = async (name: string) =>
      (await db.select({ id: places.id }).from(places).where(eq(places.name, name)))[0]!.id;
    ids.eiffel = await placeId('Eiffel Tower');
    ids.louvre = await placeId('Louvre');
    ids.cafe = await placeId('Caffe Cordina');
    ids.market = await placeId('Valletta Market');
    const cityId = async (name: string) =>
      (await db.select({ id: cities.id }).from(cities).where(eq(cities.name, name)))[0]!.id;
    ids.paris = await cityId('Paris');
    ids.valletta = await cityId('Valletta');
    const countryId = async (iso2: string) =>
      (await db.select({ id: countries.id }).from(countries).where(eq(countries.iso2, iso2)))[0]!
        .id;
    ids.france = await countryId('FR');
    ids.malta = await countryId('MT');
  });
  afterAll(() => t?.close());

  const withCode = (path: string, code?: string) =>
    code ? `${api(path)}${path.includes('?') ? '&' : '?'}planner_access_code=${code}` : api(path);
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    path: string,
    who: { key?: string; code?: string } = {},
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: withCode(path, who.code),
      payload,
      headers: who.key ? tokenHeader(who.key) : {},
    });
  const newCode = async () =>
    (await t.app.inject({ method: 'GET', url: api(apiPaths.plannerAccessCode) })).json<{
      planner_access_code: string;
    }>().planner_access_code;
  const userIdOf = async (key: string) =>
    (await call('GET', apiPaths.profile, { key })).json<{ id: number }>().id;

  /** A trip of the Paris attractions and the Valletta places, over `days` days. */
  async function planTrip(who: { key?: string; code?: string }, days = 2, extra: object = {}) {
    const res = await call('POST', plannerPaths.trips, who, {
      duration_days: days,
      divide_by_days: true,
      initial_places_to_visit: [
        { place_id: ids.eiffel, place_type: 'attraction' },
        { place_id: ids.louvre, place_type: 'attraction' },
        { place_id: ids.cafe, place_type: 'food_and_drinks' },
        { place_id: ids.market, place_type: 'shop' },
      ],
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Trip>();
  }

  const stopsOf = (trip: Trip) =>
    trip.days_of_trip.flatMap((d) =>
      d.countries_to_visit.flatMap((c) =>
        c.places_to_visit.flatMap((city) => city.places_to_visit),
      ),
    );

  /** Extra attractions in Paris, written straight into the catalogue. */
  async function addCatalogAttractions(count: number, prefix: string): Promise<number[]> {
    const rows = await t.database.db
      .insert(places)
      .values(
        Array.from({ length: count }, (_, i) => ({
          kind: 'attraction' as const,
          source: 'osm' as const,
          sourceId: `${prefix}-${i}`,
          name: `${prefix} ${i}`,
          lat: 48.85 + i * 0.001,
          lng: 2.3 + i * 0.001,
          countryId: ids.france,
          cityId: ids.paris,
          categories: [],
          cuisines: [],
          heritage: false,
          rating: 1,
          localCulture: false,
        })),
      )
      .returning({ id: places.id });
    return rows.map((r) => r.id);
  }

  describe('POST planner/trips/', () => {
    it('plans a trip for a signed-in user: days, numbers 1..n, legs, owner, chat', async () => {
      const { key } = await registerUser(t.app);
      const trip = await planTrip({ key }, 2);
      expect(trip.current_participation_role).toBe('owner');
      expect(trip.duration_days).toBe(2);
      expect(trip.days_of_trip.map((d) => d.day_of_trip)).toEqual([1, 2]);
      expect(trip.places_count).toBe(4);
      const stops = stopsOf(trip);
      expect(stops.map((s) => s.number_in_trip)).toEqual([1, 2, 3, 4]);
      expect(new Set(stops.map((s) => s.place_id))).toEqual(
        new Set([ids.eiffel, ids.louvre, ids.cafe, ids.market]),
      );
      // Paris and Malta are far apart: the cities are not interleaved, legs join every stop.
      for (const stop of stops.slice(0, -1)) {
        expect(TRANSPORT_TYPES).toContain(stop.next_point_transport_type);
        expect(stop.next_point_time_min).toBeGreaterThan(0);
        expect(stop.geo_route!.length).toBeGreaterThanOrEqual(2);
      }
      expect(stops.at(-1)!.geo_route).toBeNull();
      expect(trip.participants).toEqual([{ id: await userIdOf(key) }]);
      expect(trip.plannerAccessCode).toBeNull();
      expect(trip.chat_slug).toEqual(expect.any(String));
      const history = await call('GET', chatPaths.chats, { key });
      expect(history.json()).toEqual([
        expect.objectContaining({ slug: trip.chat_slug, trip: trip.id, title: trip.title }),
      ]);
    });

    it('groups a day by country and city and details the cities', async () => {
      const { key } = await registerUser(t.app);
      const trip = await planTrip({ key }, 1);
      const [day] = trip.days_of_trip;
      const names = day!.countries_to_visit.map((c) => c.iso2).sort();
      expect(names).toEqual(['FR', 'MT']);
      const france = day!.countries_to_visit.find((c) => c.iso2 === 'FR')!;
      expect(france.places_to_visit[0]).toMatchObject({
        id: ids.paris,
        name: 'Paris',
        city_detail: expect.objectContaining({ id: ids.paris, slug: expect.any(String) }),
      });
      expect(france.places_to_visit[0]!.places_to_visit.map((s) => s.position)).toEqual([1, 2]);
    });

    it('plans from countries with their best places', async () => {
      const { key } = await registerUser(t.app);
      const res = await call(
        'POST',
        plannerPaths.trips,
        { key },
        {
          duration_days: 2,
          divide_by_days: true,
          countries: [ids.malta],
        },
      );
      expect(res.statusCode, res.body).toBe(201);
      const trip = res.json<Trip>();
      // Malta has no attractions in the test catalogue: its best city stands in.
      expect(stopsOf(trip).map((s) => [s.point_type, s.place_id])).toEqual([
        ['city', ids.valletta],
      ]);
      expect(stopsOf(trip)[0]!.city_detail?.id).toBe(ids.valletta);
      expect(trip.title).toContain('Malta');
    });

    it('keeps the given order on day 1 without divide_by_days', async () => {
      const { key } = await registerUser(t.app);
      const res = await call(
        'POST',
        plannerPaths.trips,
        { key },
        {
          duration_days: 3,
          divide_by_days: false,
          initial_places_to_visit: [
            { place_id: ids.market, place_type: 'shop' },
            { place_id: ids.eiffel, place_type: 'attraction' },
          ],
        },
      );
      expect(res.statusCode, res.body).toBe(201);
      const stops = stopsOf(res.json<Trip>());
      expect(stops.map((s) => [s.place_id, s.day_of_trip])).toEqual([
        [ids.market, 1],
        [ids.eiffel, 1],
      ]);
      expect(stops[0]!.next_point_time_min).toBeGreaterThan(0);
    });

    it('refuses bad input: nothing to plan, unknown place or country, no caller', async () => {
      const { key } = await registerUser(t.app);
      const none = await call('POST', plannerPaths.trips, { key }, { duration_days: 2 });
      expect(none.statusCode).toBe(400);
      expect(none.json().fields).toEqual({ non_field_errors: [plannerMessages.countriesOrPlaces] });
      const unknownPlace = await call(
        'POST',
        plannerPaths.trips,
        { key },
        {
          duration_days: 2,
          initial_places_to_visit: [{ place_id: 999_999, place_type: 'attraction' }],
        },
      );
      expect(unknownPlace.statusCode).toBe(404);
      expect(unknownPlace.json().detail).toBe(plannerMessages.placeNotFound);
      // A shop's id asked for as an attraction is not that attraction.
      const wrongKind = await call(
        'POST',
        plannerPaths.trips,
        { key },
        {
          duration_days: 2,
          initial_places_to_visit: [{ place_id: ids.market, place_type: 'attraction' }],
        },
      );
      expect(wrongKind.statusCode).toBe(404);
      const unknownCountry = await call(
        'POST',
        plannerPaths.trips,
        { key },
        {
          duration_days: 2,
          countries: [999_999],
        },
      );
      expect(unknownCountry.statusCode).toBe(404);
      const zeroDays = await call(
        'POST',
        plannerPaths.trips,
        { key },
        {
          duration_days: 0,
          countries: [ids.france],
        },
      );
      expect(zeroDays.statusCode).toBe(400);
      expect(zeroDays.json().fields).toHaveProperty('duration_days');
      const anonymous = await call(
        'POST',
        plannerPaths.trips,
        {},
        {
          duration_days: 1,
          countries: [ids.france],
        },
      );
      expect(anonymous.statusCode).toBe(401);
      const forgedCode = await call(
        'POST',
        plannerPaths.trips,
        { code: 'f'.repeat(40) },
        {
          duration_days: 1,
          countries: [ids.france],
        },
      );
      expect(forgedCode.statusCode).toBe(401);
      expect(
        await t.database.db
          .select()
          .from(trips)
          .where(eq(trips.plannerAccessCode, 'f'.repeat(40))),
      ).toEqual([]);
    });

    it('counts trips against the plan: the free plan’s fourth trip this month is refused', async () => {
      const { key } = await registerUser(t.app);
      for (let i = 0; i < 3; i += 1) await planTrip({ key }, 1);
      const res = await call(
        'POST',
        plannerPaths.trips,
        { key },
        {
          duration_days: 1,
          countries: [ids.malta],
        },
      );
      expect(res.statusCode).toBe(403);
      const userId = await userIdOf(key);
      // The refused trip was rolled back with its stops and chat.
      expect(
        await t.database.db.select().from(trips).where(eq(trips.ownerUserId, userId)),
      ).toHaveLength(3);
    });
  });

  describe('anonymous planning with an access code', () => {
    it('lets the code’s holder own the trip; others read it without the code', async () => {
      const code = await newCode();
      const trip = await planTrip({ code }, 2);
      expect(trip.current_participation_role).toBe('owner');
      expect(trip.plannerAccessCode).toBe(code);

      const stranger = await call('GET', plannerPaths.trip(trip.id));
      expect(stranger.statusCode).toBe(200);
      expect(stranger.json()).toMatchObject({
        current_participation_role: 'other',
        plannerAccessCode: null,
        is_blurred: false,
      });

      const add = await call(
        'POST',
        plannerPaths.places(trip.id),
        {},
        {
          place_id: ids.paris,
          place_type: 'city',
          day_of_trip: 1,
        },
      );
      expect(add.statusCode).toBe(403);

      // The cookie works like the query parameter.
      const byCookie = await t.app.inject({
        method: 'POST',
        url: api(plannerPaths.places(trip.id)),
        cookies: { planner_access_code: code },
        payload: { place_id: ids.paris, place_type: 'city', day_of_trip: 1 },
      });
      expect(byCookie.statusCode, byCookie.body).toBe(201);
    });

    it('hands the trips and chats over to the user who posts the code after login', async () => {
      const code = await newCode();
      const trip = await planTrip({ code }, 1);
      const { key } = await registerUser(t.app);
      const claim = await t.app.inject({
        method: 'POST',
        url: api(apiPaths.plannerAccessCode),
        payload: { planner_access_code: code },
        headers: tokenHeader(key),
      });
      expect(claim.statusCode).toBe(200);
      const userId = await userIdOf(key);

      const mine = (await call('GET', plannerPaths.trip(trip.id), { key })).json<Trip>();
      expect(mine.current_participation_role).toBe('owner');
      expect(mine.participants).toEqual([{ id: userId }]);
      // The code no longer grants anything.
      const byCode = (await call('GET', plannerPaths.trip(trip.id), { code })).json<Trip>();
      expect(byCode.current_participation_role).toBe('other');
      const history = (await call('GET', chatPaths.chats, { key })).json<{ trip: number }[]>();
      expect(history.map((c) => c.trip)).toEqual([trip.id]);
      expect((await call('GET', chatPaths.chats, { code })).json()).toEqual([]);
    });
  });

  describe('roles', () => {
    it('lets editors add and remove, not viewers or strangers', async () => {
      const owner = await registerUser(t.app);
      const editor = await registerUser(t.app);
      const viewer = await registerUser(t.app);
      const stranger = await registerUser(t.app);
      const trip = await planTrip({ key: owner.key }, 2);
      await t.database.db.insert(tripParticipants).values([
        { tripId: trip.id, userId: await userIdOf(editor.key), role: 'editor' },
        { tripId: trip.id, userId: await userIdOf(viewer.key), role: 'viewer' },
      ]);
      const body = { place_id: ids.paris, place_type: 'city', day_of_trip: 2 };

      for (const who of [viewer, stranger]) {
        const res = await call('POST', plannerPaths.places(trip.id), { key: who.key }, body);
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('permission_denied');
      }
      const viewed = (
        await call('GET', plannerPaths.trip(trip.id), { key: viewer.key })
      ).json<Trip>();
      expect(viewed.current_participation_role).toBe('other');

      const added = await call('POST', plannerPaths.places(trip.id), { key: editor.key }, body);
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json()).toMatchObject({
        detail: plannerMessages.placeAdded,
        trip: { places_count: 5, current_participation_role: 'editor' },
      });
      const stopId = added.json<{ place_to_visit_id: number }>().place_to_visit_id;

      const refused = await call('POST', plannerPaths.deletePlace(trip.id, stopId), {
        key: viewer.key,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toBe(plannerMessages.removeNotAllowed);

      const removed = await call('POST', plannerPaths.deletePlace(trip.id, stopId), {
        key: editor.key,
      });
      expect(removed.statusCode).toBe(200);
      expect(removed.json<{ trip: Trip }>().trip.places_count).toBe(4);
      expect(stopsOf(removed.json<{ trip: Trip }>().trip).map((s) => s.number_in_trip)).toEqual([
        1, 2, 3, 4,
      ]);

      const patch = await call(
        'PATCH',
        plannerPaths.trip(trip.id),
        { key: viewer.key },
        {
          title: 'Mine now',
        },
      );
      expect(patch.statusCode).toBe(403);
    });

    it('blurs a private trip for a stranger and shows it to its participants', async () => {
      const owner = await registerUser(t.app);
      const stranger = await registerUser(t.app);
      const trip = await planTrip({ key: owner.key }, 2);
      const made = await call(
        'PATCH',
        plannerPaths.trip(trip.id),
        { key: owner.key },
        {
          is_private: true,
        },
      );
      expect(made.json<Trip>().is_private).toBe(true);

      const seen = (
        await call('GET', plannerPaths.trip(trip.id), { key: stranger.key })
      ).json<Trip>();
      expect(seen).toMatchObject({
        is_private: true,
        is_blurred: true,
        current_participation_role: 'other',
        days_of_trip: [],
        participants: [],
        places_count: 4,
      });
      // Its contents answer like its export: refused, not an empty trip.
      for (const path of [plannerPaths.mapPoints(trip.id), plannerPaths.budget(trip.id)]) {
        for (const who of [{ key: stranger.key }, {}]) {
          const res = await call('GET', path, who);
          expect(res.statusCode).toBe(403);
          expect(res.json()).toEqual({
            detail: tripShareMessages.privateTrip,
            code: 'permission_denied',
          });
        }
      }
      const points = await call('GET', plannerPaths.mapPoints(trip.id), { key: owner.key });
      expect(points.statusCode).toBe(200);
      expect(points.json<unknown[]>().length).toBeGreaterThan(0);
      const own = (await call('GET', plannerPaths.trip(trip.id), { key: owner.key })).json<Trip>();
      expect(own.is_blurred).toBe(false);
      expect(stopsOf(own)).toHaveLength(4);
    });
  });

  describe('adding places', () => {
    it('answers 400 for a day outside the trip, 404 for an unknown place or trip, 409 twice', async () => {
      const { key } = await registerUser(t.app);
      const trip = await planTrip({ key }, 2);
      const add = (body: object, tripId = trip.id) =>
        call('POST', plannerPaths.places(tripId), { key }, body);

      const day3 = await add({ place_id: ids.paris, place_type: 'city', day_of_trip: 3 });
      expect(day3.statusCode).toBe(400);
      expect(day3.json().fields).toEqual({ day_of_trip: [plannerMessages.dayOutsideTrip(2)] });
      const day0 = await add({ place_id: ids.paris, place_type: 'city', day_of_trip: 0 });
      expect(day0.statusCode).toBe(400);
      const unknown = await add({ place_id: 999_999, place_type: 'city', day_of_trip: 1 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().detail).toBe(plannerMessages.placeNotFound);
      const noTrip = await add(
        { place_id: ids.paris, place_type: 'city', day_of_trip: 1 },
        999_999,
      );
      expect(noTrip.statusCode).toBe(404);
      const twice = await add({ place_id: ids.eiffel, place_type: 'attraction', day_of_trip: 1 });
      expect(twice.statusCode).toBe(409);
      const badType = await add({ place_id: ids.paris, place_type: 'hotel', day_of_trip: 1 });
      expect(badType.statusCode).toBe(400);
    });

    it('appends to the end of the day and renumbers the days after it', async () => {
      const { key } = await registerUser(t.app);
      const trip = await planTrip({ key }, 2);
      const before = stopsOf(trip);
      const res = await call(
        'POST',
        plannerPaths.places(trip.id),
        { key },
        {
          place_id: ids.paris,
          place_type: 'city',
          day_of_trip: 1,
        },
      );
      const after = stopsOf(res.json<{ trip: Trip }>().trip);
      const day1 = before.filter((s) => s.day_of_trip === 1).length;
      expect(after.map((s) => s.number_in_trip)).toEqual([1, 2, 3, 4, 5]);
      expect(after[day1]).toMatchObject({
        place_id: ids.paris,
        point_type: 'city',
        day_of_trip: 1,
      });
      // The leg into the new stop was drawn again.
      if (day1 > 0) expect(after[day1 - 1]!.next_point_time_min).toEqual(expect.any(Number));
    });

    it('refuses past the trip’s place limit with the spec message', async () => {
      const { key } = await registerUser(t.app);
      const trip = await planTrip({ key }, 1);
      await t.database.db.insert(tripStops).values(
        Array.from({ length: MAX_PLACES_PER_TRIP - 4 }, (_, i) => ({
          tripId: trip.id,
          dayOfTrip: 1,
          numberInTrip: 5 + i,
          placeType: 'custom_place' as const,
          name: `Spot ${i}`,
          lat: 48.8,
          lng: 2.3,
        })),
      );
      const res = await call(
        'POST',
        plannerPaths.places(trip.id),
        { key },
        {
          place_id: ids.paris,
          place_type: 'city',
          day_of_trip: 1,
        },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('Cannot add more places. Limit reached');
    });

    it('keeps every one of 20 concurrent adds, numbered 1..20 without gaps', async () => {
      const { key } = await registerUser(t.app);
      const [first, ...rest] = await addCatalogAttractions(21, `concurrent-${Date.now()}`);
      const res = await call(
        'POST',
        plannerPaths.trips,
        { key },
        {
          duration_days: 3,
          initial_places_to_visit: [{ place_id: first, place_type: 'attraction' }],
        },
      );
      const trip = res.json<Trip>();
      await call('POST', plannerPaths.deletePlace(trip.id, stopsOf(trip)[0]!.id), { key });
      const answers = await Promise.all(
        rest.map((placeId, i) =>
          call(
            'POST',
            plannerPaths.places(trip.id),
            { key },
            {
              place_id: placeId,
              place_type: 'attraction',
              day_of_trip: (i % 3) + 1,
            },
          ),
        ),
      );
      expect(
        answers.map((a) => a.statusCode),
        answers.find((a) => a.statusCode !== 201)?.body,
      ).toEqual(rest.map(() => 201));
      const rows = await t.database.db
        .select()
        .from(tripStops)
        .where(eq(tripStops.tripId, trip.id))
        .orderBy(tripStops.numberInTrip);
      expect(rows.map((r) => r.numberInTrip)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(new Set(rows.map((r) => r.placeId))).toEqual(new Set(rest));
      // Numbers follow the days.
      const days = rows.map((r) => r.dayOfTrip);
      expect(days).toEqual([...days].sort((a, b) => a - b));
      const final = (await call('GET', plannerPaths.trip(trip.id), { key })).json<Trip>();
      expect(final.version).toBeGreaterThanOrEqual(22);
    });
  });

  describe('changing a stop', () => {
    it('renumbers within 1..n and refuses numbers outside it', async () => {
      const { key } = await registerUser(t.app);
      const trip = await planTrip({ key }, 1);
      const stops = stopsOf(trip);
      const last = stops.at(-1)!;
      const path = plannerPaths.changeStop(trip.id, last.point_type, last.id);

      const outside = await call('PATCH', path, { key }, { number_in_trip: 5 });
      expect(outside.statusCode).toBe(400);
      expect(outside.json().fields).toEqual({
        number_in_trip: [plannerMessages.numberOutsideTrip(4)],
      });
      const zero = await call('PATCH', path, { key }, { number_in_trip: 0 });
      expect(zero.statusCode).toBe(400);

      const moved = await call(
        'PATCH',
        path,
        { key },
        {
          number_in_trip: 1,
          day_of_trip: 1,
          place_id: last.place_id,
          place_type: last.point_type,
        },
      );
      expect(moved.statusCode, moved.body).toBe(200);
      const body = moved.json<{ object_data: Trip }>();
      const order = stopsOf(body.object_data).map((s) => s.id);
      expect(order).toEqual([last.id, ...stops.slice(0, -1).map((s) => s.id)]);
      expect(stopsOf(body.object_data).map((s) => s.number_in_trip)).toEqual([1, 2, 3, 4]);
      // The stop that became last lost its leg; the moved one got one.
      expect(stopsOf(body.object_data).at(-1)!.geo_route).toBeNull();
      expect(stopsOf(body.object_data)[0]!.geo_route).not.toBeNull();

      const mismatch = await call('PATCH', path, { key }, { number_in_trip: 2, place_id: 1 });
      expect(mismatch.statusCode).toBe(400);
      const wrongType = await call(
        'PATCH',
        plannerPaths.changeStop(trip.id, last.point_type === 'city' ? 'shop' : 'city', last.id),
        { key },
        { number_in_trip: 2 },
      );
      expect(wrongType.statusCode).toBe(404);
    });

    it('moves a stop to another day and changes a leg’s transport', async () => {
      const { key } = await registerUser(t.app);
      const trip = await planTrip({ key }, 3);
      const first = stopsOf(trip)[0]!;
      const path = plannerPaths.changeStop(trip.id, first.point_type, first.id);
      const moved = await call('PATCH', path, { key }, { day_of_trip: 3 });
      expect(moved.statusCode, moved.body).toBe(200);
      const after = stopsOf(moved.json<{ object_data: Trip }>().object_data);
      expect(after.at(-1)).toMatchObject({ id: first.id, day_of_trip: 3, number_in_trip: 4 });
      const day4 = await call('PATCH', path, { key }, { day_of_trip: 4 });
      expect(day4.statusCode).toBe(400);

      const second = after[0]!;
      const transport = await call(
        'PATCH',
        plannerPaths.changeStop(trip.id, second.point_type, second.id),
        { key },
        { next_point_transport_type: 'airlines' },
      );
      expect(transport.statusCode, transport.body).toBe(200);
      const leg = transport.json();
      expect(leg).toMatchObject({ object_data: null, next_point_transport_type: 'airlines' });
      expect(leg.next_point_time_min).toBeGreaterThanOrEqual(120);
      expect(leg.geo_route.length).toBeGreaterThanOrEqual(2);
      const stored = await t.database.db
        .select()
        .from(tripStops)
        .where(and(eq(tripStops.id, second.id)));
      expect(stored[0]!.nextPointTransportType).toBe('airlines');

      const unknownMode = await call(
        'PATCH',
        plannerPaths.changeStop(trip.id, second.point_type, second.id),
        { key },
        { next_point_transport_type: 'teleport' },
      );
      expect(unknownMode.statusCode).toBe(400);
      const empty = await call('PATCH', path, { key }, {});
      expect(empty.statusCode).toBe(400);
    });
  });

  describe('trip details', () => {
    it('updates the trip, keeps stops on a shorter trip and draws start and end', async () => {
      const { key } = await registerUser(t.app);
      const trip = await planTrip({ key }, 3);
      const res = await call(
        'PATCH',
        plannerPaths.trip(trip.id),
        { key },
        {
          title: 'Paris and Malta',
          description: 'Spring',
          duration_days: 1,
          start_point: { name: 'Orly', lat: 48.7262, lng: 2.3652 },
          end_point: { name: 'Luqa', lat: 35.8575, lng: 14.4775 },
        },
      );
      expect(res.statusCode, res.body).toBe(200);
      const updated = res.json<Trip>();
      expect(updated).toMatchObject({
        title: 'Paris and Malta',
        description: 'Spring',
        duration_days: 1,
        places_count: 4,
        start_point: { name: 'Orly' },
        end_point: { name: 'Luqa' },
        is_changes: true,
      });
      expect(updated.days_of_trip).toHaveLength(1);
      expect(updated.next_point_time_min).toEqual(expect.any(Number));
      expect(stopsOf(updated).at(-1)!.geo_route).not.toBeNull();

      const points = (await call('GET', plannerPaths.mapPoints(trip.id), { key })).json<
        { point_type: string; number_in_trip: number | null }[]
      >();
      expect(points.map((p) => p.point_type)).toEqual([
        'start',
        'place',
        'place',
        'place',
        'place',
        'end',
      ]);
      expect(points.slice(1, -1).map((p) => p.number_in_trip)).toEqual([1, 2, 3, 4]);

      const startChange = await call(
        'PATCH',
        plannerPaths.changeStop(trip.id, 'start', trip.id),
        { key },
        {
          next_point_transport_type: 'walk',
        },
      );
      expect(startChange.statusCode, startChange.body).toBe(200);
      expect(startChange.json().next_point_transport_type).toBe('walk');
    });

    it('estimates a budget until one is set', async () => {
      const { key } = await registerUser(t.app);
      const trip = await planTrip({ key }, 2);
      const estimate = await call('GET', plannerPaths.budget(trip.id), { key });
      expect(estimate.statusCode, estimate.body).toBe(200);
      expect(estimate.json()).toMatchObject({ currency: 'USD', is_estimate: true });
      expect(estimate.json().total).toBeGreaterThan(0);

      const body = { accommodation: 300, food: 120, transport: 80, attractions: 50 };
      const put = await call('PUT', plannerPaths.budget(trip.id), { key }, body);
      expect(put.statusCode).toBe(200);
      expect(put.json()).toEqual({ ...body, currency: 'USD', total: 550, is_estimate: false });
      expect((await call('GET', plannerPaths.budget(trip.id), { key })).json().total).toBe(550);
      const negative = await call(
        'PUT',
        plannerPaths.budget(trip.id),
        { key },
        { ...body, food: -1 },
      );
      expect(negative.statusCode).toBe(400);
      const stranger = await registerUser(t.app);
      const refused = await call('PUT', plannerPaths.budget(trip.id), { key: stranger.key }, body);
      expect(refused.statusCode).toBe(403);
    });

    it('lists the transport types and the trips to add an object to', async () => {
      const types = await call('GET', plannerPaths.departureTransportTypes);
      expect(types.json()).toContainEqual({ type: 'ferries', name: 'Ferries', is_dashed: true });
      expect(types.json()).toContainEqual({ type: 'car', name: 'Car', is_dashed: false });

      const { key } = await registerUser(t.app);
      const trip = await planTrip({ key }, 1);
      const other = await planTrip({ key }, 1, { title: 'Another' });
      const eiffelStop = stopsOf(trip).find((s) => s.place_id === ids.eiffel)!;
      const list = await call(
        'GET',
        `${plannerPaths.addObjectList}?add_object_type=attraction&add_object_id=${ids.eiffel}&ordering=created_at`,
        { key },
      );
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().count).toBe(2);
      expect(list.json().results.map((r: { id: number }) => r.id)).toEqual([trip.id, other.id]);
      expect(list.json().results[0]).toMatchObject({
        place_to_visit_id: eiffelStop.id,
        current_participation_role: 'owner',
        places_count: 4,
      });
      const anonymous = await call(
        'GET',
        `${plannerPaths.addObjectList}?add_object_type=attraction&add_object_id=${ids.eiffel}`,
      );
      expect(anonymous.json()).toEqual({ count: 0, results: [] });
      const bad = await call(
        'GET',
        `${plannerPaths.addObjectList}?add_object_type=hotel&add_object_id=1`,
        { key },
      );
      expect(bad.statusCode).toBe(400);
    });

    it('answers 404 for an unknown trip and 400 for a malformed id', async () => {
      expect((await call('GET', plannerPaths.trip(999_999))).statusCode).toBe(404);
      expect((await call('GET', 'planner/trips/abc/')).statusCode).toBe(400);
      // An id beyond the database's range names no trip that could exist (the input gate).
      expect((await call('GET', 'planner/trips/99999999999/')).statusCode).toBe(404);
    });
  });
});
