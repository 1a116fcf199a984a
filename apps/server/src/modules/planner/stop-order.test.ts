import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error';
import { appendIndex, changedLegs, moveStop, numbered } from './stop-order';

// Stops 1..5: two on day 1, one on day 2, two on day 3 (trip of 4 days).
const trip = [
  { id: 10, day: 1 },
  { id: 11, day: 1 },
  { id: 12, day: 2 },
  { id: 13, day: 3 },
  { id: 14, day: 3 },
];
const ids = (list: { id: number }[]) => list.map((s) => s.id);

function refusal(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('stop order', () => {
  it('numbers 1..n in list order', () => {
    expect(numbered(trip).map((s) => s.number)).toEqual([1, 2, 3, 4, 5]);
  });

  it('appends after the last stop of the day, or of the days before an empty day', () => {
    expect(appendIndex(trip, 1)).toBe(2);
    expect(appendIndex(trip, 3)).toBe(5);
    expect(appendIndex(trip, 4)).toBe(5);
    expect(appendIndex([{ id: 1, day: 2 }], 1)).toBe(0);
  });

  it('moves a stop to the end of another day', () => {
    const moved = moveStop(trip, 10, { day: 2 }, 4);
    expect(ids(moved)).toEqual([11, 12, 10, 13, 14]);
    expect(moved.find((s) => s.id === 10)?.day).toBe(2);
  });

  it('moves a stop to a number and takes a day that fits between its neighbours', () => {
    const moved = moveStop(trip, 10, { number: 4 }, 4);
    expect(ids(moved)).toEqual([11, 12, 13, 10, 14]);
    // Neighbours are on day 3: the stop cannot stay on day 1.
    expect(moved.find((s) => s.id === 10)?.day).toBe(3);
    const first = moveStop(trip, 14, { number: 1 }, 4);
    expect(ids(first)).toEqual([14, 10, 11, 12, 13]);
    expect(first[0]!.day).toBe(1);
  });

  it('takes number and day together when the day fits there', () => {
    const moved = moveStop(trip, 14, { number: 3, day: 2 }, 4);
    expect(ids(moved)).toEqual([10, 11, 14, 12, 13]);
    expect(moved[2]!.day).toBe(2);
  });

  it('refuses numbers outside 1..n, days outside the trip and days that do not fit', () => {
    expect(refusal(() => moveStop(trip, 10, { number: 0 }, 4)).fields).toHaveProperty(
      'number_in_trip',
    );
    expect(refusal(() => moveStop(trip, 10, { number: 6 }, 4)).status).toBe(400);
    expect(refusal(() => moveStop(trip, 10, { day: 5 }, 4)).fields).toHaveProperty('day_of_trip');
    expect(refusal(() => moveStop(trip, 10, { number: 5, day: 1 }, 4)).fields).toHaveProperty(
      'number_in_trip',
    );
  });

  it('finds the legs whose next stop changed', () => {
    expect(changedLegs([1, 2, 3], [1, 3])).toEqual({ stopIds: [1], start: false });
    expect(changedLegs([1, 2, 3], [2, 1, 3])).toEqual({ stopIds: [2, 1], start: true });
    expect(changedLegs([1, 2], [1, 2, 9])).toEqual({ stopIds: [2, 9], start: false });
    expect(changedLegs([], [])).toEqual({ stopIds: [], start: false });
  });
});
