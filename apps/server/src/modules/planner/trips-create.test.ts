import {
  apiPaths,
  chatPaths,
  plannerMessages,
  plannerPaths,
  TRANSPORT_TYPES,
  type Trip,
} from '@ai-map/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { trips } from '../../db/schema';
import { api, registerUser, tokenHeader } from '../../test-support/api';
import { useTripsApi } from './trips.fixtures';

describe('planner trips API', () => {
  const { t, ids, call, newCode, userIdOf, planTrip, stopsOf } = useTripsApi();

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
      // Untitled: named after its cities, not after its first stop.
      expect(trip.title).toMatch(/^2 days in (Paris and Valletta|Valletta and Paris)$/);
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
});
