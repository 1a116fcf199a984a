import { plannerMessages, plannerPaths, type Trip, tripShareMessages } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import { tripParticipants } from '../../db/schema';
import { registerUser } from '../../test-support/api';
import { useTripsApi } from './trips.fixtures';

describe('planner trips API', () => {
  const { t, ids, call, userIdOf, planTrip, stopsOf } = useTripsApi();

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
      // What the figure covers, said wherever it is shown (issue 29).
      expect(estimate.json().includes).toMatch(
        /^One traveller, 2 days: stays, food and sights at mid-range prices from our cost data, and \d+ legs? of travel priced by transport and distance/,
      );

      const body = { accommodation: 300, food: 120, transport: 80, attractions: 50 };
      const put = await call('PUT', plannerPaths.budget(trip.id), { key }, body);
      expect(put.statusCode).toBe(200);
      expect(put.json()).toEqual({
        ...body,
        currency: 'USD',
        total: 550,
        is_estimate: false,
        includes: "Set by the trip's planners: accommodation, food, transport and attractions.",
      });
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
