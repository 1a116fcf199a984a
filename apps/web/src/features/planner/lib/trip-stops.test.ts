import type { PlannerPlace, Trip, TripDay } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import {
  moveBody,
  parseStopNumber,
  renumberOutcome,
  renumberWarning,
  stopsOfDay,
  stopsOfTrip,
} from './trip-stops';

function stop(number: number, day: number, city = 'Valletta'): PlannerPlace & { city: string } {
  return {
    id: 100 + number,
    place_to_visit_id: 100 + number,
    place_id: 500 + number,
    name: `Stop ${number}`,
    position: 0,
    point_type: 'attraction',
    number_in_trip: number,
    day_of_trip: day,
    type: 'walk',
    geo_route: null,
    geo_midpoint: null,
    geo_points: { lat: 35.9, lng: 14.5 },
    city_detail: null,
    next_point_transport_type: 'walk',
    next_point_time_min: null,
    note: null,
    link: null,
    city,
  };
}

/** Days 1 (stops 1-3, two cities) and 2 (stops 4-5), plus an empty day 3. */
function trip(): Trip {
  const stops = [stop(1, 1), stop(2, 1), stop(3, 1, 'Sliema'), stop(4, 2), stop(5, 2)];
  const day = (number: number): TripDay => {
    const own = stops.filter((s) => s.day_of_trip === number);
    const cities = [...new Set(own.map((s) => s.city))];
    return {
      day_of_trip: number,
      places_count: own.length,
      travel_time_min: 0,
      countries_to_visit: [
        {
          id: 1,
          name: 'Malta',
          iso2: 'MT',
          // Cities listed in reverse to show that travel order comes from the numbers.
          places_to_visit: cities.reverse().map((name) => ({
            id: null,
            name,
            city_detail: null,
            places_to_visit: own.filter((s) => s.city === name),
          })),
        },
      ],
    };
  };
  return {
    id: 9,
    title: 'Malta',
    description: '',
    image: null,
    is_private: false,
    is_blurred: false,
    current_participation_role: 'owner',
    duration_days: 3,
    start_date: null,
    places_count: 5,
    days_of_trip: [day(1), day(2), day(3)],
    ideas: [],
    start_point: null,
    end_point: null,
    next_point_transport_type: 'car',
    next_point_time_min: null,
    start_geo_route: null,
    budget: null,
    participants: [],
    is_changes: false,
    plannerAccessCode: null,
    chat_slug: 'malta',
    version: 1,
  };
}

const numbers = (list: PlannerPlace[]) => list.map((s) => s.number_in_trip);
const byNumber = (t: Trip, n: number) => stopsOfTrip(t).find((s) => s.number_in_trip === n)!;
const identity = (n: number) => ({ place_id: 500 + n, place_type: 'attraction' });

describe('stopsOfDay / stopsOfTrip', () => {
  it('reads stops in travel order across city groups', () => {
    const t = trip();
    expect(numbers(stopsOfDay(t.days_of_trip[0]!))).toEqual([1, 2, 3]);
    expect(numbers(stopsOfTrip(t))).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('moveBody: a drop becomes the stop change the server expects', () => {
  it('moves forward within a day: before a later stop takes that stop’s number minus one', () => {
    const t = trip();
    // Stop 1 dropped before stop 3 (index 1 among the others [2, 3]) → becomes number 2.
    expect(moveBody(t, byNumber(t, 1), { day: 1, index: 1 })).toEqual({
      number_in_trip: 2,
      day_of_trip: 1,
      ...identity(1),
    });
  });

  it('moves backward within a day: takes the number of the stop it lands before', () => {
    const t = trip();
    expect(moveBody(t, byNumber(t, 3), { day: 1, index: 0 })).toEqual({
      number_in_trip: 1,
      day_of_trip: 1,
      ...identity(3),
    });
  });

  it('moves to another day before one of its stops, with that day', () => {
    const t = trip();
    expect(moveBody(t, byNumber(t, 1), { day: 2, index: 0 })).toEqual({
      number_in_trip: 3,
      day_of_trip: 2,
      ...identity(1),
    });
    expect(moveBody(t, byNumber(t, 5), { day: 1, index: 1 })).toEqual({
      number_in_trip: 2,
      day_of_trip: 1,
      ...identity(5),
    });
  });

  it('sends only the day when dropped at the end of a day (also an empty one)', () => {
    const t = trip();
    expect(moveBody(t, byNumber(t, 1), { day: 2, index: 2 })).toEqual({
      day_of_trip: 2,
      ...identity(1),
    });
    expect(moveBody(t, byNumber(t, 4), { day: 3, index: 0 })).toEqual({
      day_of_trip: 3,
      ...identity(4),
    });
    // An index past the end means the end.
    expect(moveBody(t, byNumber(t, 2), { day: 1, index: 99 })).toEqual({
      day_of_trip: 1,
      ...identity(2),
    });
  });

  it('answers null when the stop would stay where it is, or the day does not exist', () => {
    const t = trip();
    expect(moveBody(t, byNumber(t, 2), { day: 1, index: 1 })).toBeNull();
    expect(moveBody(t, byNumber(t, 3), { day: 1, index: 2 })).toBeNull();
    expect(moveBody(t, byNumber(t, 5), { day: 2, index: 1 })).toBeNull();
    expect(moveBody(t, byNumber(t, 1), { day: 7, index: 0 })).toBeNull();
  });
});

describe('parseStopNumber (editor mode, spec 000 §5)', () => {
  it('accepts whole numbers from 1 to the count of stops', () => {
    expect(parseStopNumber('1', 5)).toBe(1);
    expect(parseStopNumber(' 5 ', 5)).toBe(5);
  });

  it('ignores anything else', () => {
    for (const value of ['0', '6', '-1', '2.5', 'two', '', '1e1']) {
      expect(parseStopNumber(value, 5)).toBeNull();
    }
  });
});

describe('renumbering a stop in editor mode', () => {
  it('keeps a stop on its day when the number is from that day: no question', () => {
    const t = trip();
    const outcome = renumberOutcome(t, byNumber(t, 1), 3);
    expect(outcome).toEqual({ day: 1, emptiedDay: null });
    expect(renumberWarning(byNumber(t, 1), outcome)).toBeNull();
  });

  it('warns that a number from another day moves the stop there', () => {
    const t = trip();
    const outcome = renumberOutcome(t, byNumber(t, 3), 5);
    expect(outcome).toEqual({ day: 2, emptiedDay: null });
    expect(renumberWarning(byNumber(t, 3), outcome)).toBe(
      'This number belongs to Day 2: Stop 3 moves to Day 2.',
    );
  });

  it("says when the move leaves the stop's day without places", () => {
    const t = trip();
    // Day 2 keeps only stop 4 once stop 5 is gone from it.
    t.days_of_trip[1]!.countries_to_visit[0]!.places_to_visit[0]!.places_to_visit.pop();
    const outcome = renumberOutcome(t, byNumber(t, 4), 1);
    expect(outcome).toEqual({ day: 1, emptiedDay: 2 });
    expect(renumberWarning(byNumber(t, 4), outcome)).toContain('Day 2 will have no places left.');
  });
});
