import type { PlannerPlace, TransportType, Trip } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import {
  removedStopMessage,
  restoreAddBody,
  restoreMoveBody,
  transportsToRestore,
} from './stop-restore';

function stop(overrides: Partial<PlannerPlace> = {}): PlannerPlace {
  return {
    id: 7,
    place_to_visit_id: 7,
    place_id: 301,
    name: 'Senso-ji',
    position: 2,
    point_type: 'attraction',
    number_in_trip: 6,
    day_of_trip: 2,
    type: 'bus',
    geo_route: null,
    geo_midpoint: null,
    geo_points: { lat: 35.71, lng: 139.8 },
    city_detail: null,
    next_point_transport_type: 'bus',
    next_point_time_min: 14,
    note: null,
    link: null,
    ...overrides,
  };
}

/** A trip of stops given as [id, day, transport] in travel order, from a start point. */
function trip(stops: [number, number, TransportType][], startTransport: TransportType): Trip {
  const places = stops.map(([id, day, transport], i) =>
    stop({
      id,
      place_to_visit_id: id,
      place_id: 300 + id,
      number_in_trip: i + 1,
      day_of_trip: day,
      next_point_transport_type: transport,
    }),
  );
  return {
    id: 9,
    title: 'Tokyo',
    description: '',
    image: null,
    is_private: false,
    is_blurred: false,
    current_participation_role: 'owner',
    duration_days: 2,
    start_date: null,
    places_count: places.length,
    days_of_trip: [1, 2].map((day) => ({
      day_of_trip: day,
      places_count: places.filter((p) => p.day_of_trip === day).length,
      travel_time_min: 0,
      countries_to_visit: [
        {
          id: 1,
          name: 'Japan',
          iso2: 'JP',
          places_to_visit: [
            {
              id: 22,
              name: 'Tokyo',
              city_detail: null,
              places_to_visit: places.filter((p) => p.day_of_trip === day),
            },
          ],
        },
      ],
    })),
    ideas: [],
    start_point: { lat: 35.68, lng: 139.76, name: 'Hotel' },
    end_point: null,
    next_point_transport_type: startTransport,
    next_point_time_min: null,
    start_geo_route: null,
    budget: null,
    participants: [],
    is_changes: false,
    plannerAccessCode: null,
    chat_slug: 'tokyo',
    version: 1,
  };
}

describe('putting a removed stop back (issue 29: removing a stop has no undo)', () => {
  it('names the stop and the day it left', () => {
    expect(removedStopMessage(stop())).toBe('Removed Senso-ji from Day 2');
  });

  it('adds the same catalogue place to its old day', () => {
    expect(restoreAddBody(stop())).toEqual({
      place_id: 301,
      place_type: 'attraction',
      day_of_trip: 2,
    });
    expect(restoreAddBody(stop({ point_type: 'city', place_id: 9 }))?.place_type).toBe('city');
  });

  it('cannot add a custom place back (the dialog asks before it goes)', () => {
    expect(restoreAddBody(stop({ point_type: 'custom_place', place_id: null }))).toBeNull();
  });

  it('moves the appended stop to its old number on its old day', () => {
    const appended = stop({ id: 40, place_to_visit_id: 40, number_in_trip: 8 });
    expect(restoreMoveBody(stop(), appended, 12)).toEqual({
      number_in_trip: 6,
      day_of_trip: 2,
      place_id: 301,
      place_type: 'attraction',
    });
    expect(restoreMoveBody(stop(), { ...appended, number_in_trip: 6 }, 12)).toBeNull();
  });

  it('keeps the number within a trip that others shortened meanwhile', () => {
    const appended = stop({ id: 40, place_to_visit_id: 40, number_in_trip: 4 });
    expect(restoreMoveBody(stop({ number_in_trip: 9 }), appended, 5)).toMatchObject({
      number_in_trip: 5,
      day_of_trip: 2,
    });
  });

  it('gives each leg that leads where it led before the transport it had then', () => {
    // Stop 2 (by car) was removed; back as stop 40, the server drew the legs of 1, 40 and 3
    // anew with its own picks.
    const before = trip(
      [
        [1, 1, 'walk'],
        [2, 1, 'car'],
        [3, 1, 'bus'],
        [4, 2, 'walk'],
      ],
      'car',
    );
    const after = trip(
      [
        [1, 1, 'bus'],
        [40, 1, 'walk'],
        [3, 1, 'walk'],
        [4, 2, 'walk'],
      ],
      'car',
    );
    expect(transportsToRestore(before, after, 2, 40)).toEqual([
      {
        pointType: 'attraction',
        stopId: 1,
        body: { next_point_transport_type: 'walk', place_id: 301, place_type: 'attraction' },
      },
      {
        pointType: 'attraction',
        stopId: 40,
        body: { next_point_transport_type: 'car', place_id: 340, place_type: 'attraction' },
      },
      {
        pointType: 'attraction',
        stopId: 3,
        body: { next_point_transport_type: 'bus', place_id: 303, place_type: 'attraction' },
      },
    ]);
  });

  it('leaves a leg alone that leads elsewhere now, and restores the start point’s leg', () => {
    // The first stop was removed and, meanwhile, someone moved stop 3 behind stop 4.
    const before = trip(
      [
        [1, 1, 'car'],
        [2, 1, 'walk'],
        [3, 1, 'walk'],
        [4, 2, 'walk'],
      ],
      'railroads',
    );
    const after = trip(
      [
        [40, 1, 'walk'],
        [2, 1, 'bus'],
        [4, 1, 'bus'],
        [3, 2, 'bus'],
      ],
      'walk',
    );
    expect(transportsToRestore(before, after, 1, 40).map((leg) => [leg.stopId, leg.body])).toEqual([
      [40, { next_point_transport_type: 'car', place_id: 340, place_type: 'attraction' }],
      [9, { next_point_transport_type: 'railroads' }],
    ]);
    expect(transportsToRestore(before, before, 1, 40)).toEqual([]);
  });
});
