import { MAX_PLACES_PER_TRIP, plannerMessages, plannerPaths, type Trip } from '@ai-map/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tripStops } from '../../db/schema';
import { registerUser } from '../../test-support/api';
import { useTripsApi } from './trips.fixtures';

describe('planner trips API', () => {
  const { t, ids, call, planTrip, stopsOf, addCatalogAttractions } = useTripsApi();

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
});
