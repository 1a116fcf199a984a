import { describe, expect, it } from 'vitest';
import type { Destination } from './intents';
import { routeEndsOf } from './route-ends';

const place = (kind: Destination['kind'], id: number, name: string): Destination => ({
  kind,
  id,
  name,
  countryCode: 'MA',
  countryName: 'Morocco',
  lat: 0,
  lng: 0,
  score: 1,
});
const morocco = place('country', 1, 'Morocco');
const casablanca = place('city', 2, 'Casablanca');
const marrakesh = place('city', 3, 'Marrakesh');
const lisbon = place('city', 4, 'Lisbon');
const porto = place('city', 5, 'Porto');

describe('routeEndsOf', () => {
  it('reads a start and an end among the destinations, spelt as travellers spell them', () => {
    expect(
      routeEndsOf('15 days morocco in march, start casablanca, end marrakech, no desert', [
        morocco,
        casablanca,
        marrakesh,
      ]),
    ).toEqual({ start: { kind: 'city', id: 2 }, end: { kind: 'city', id: 3 } });
    expect(routeEndsOf('fly into Lisbon and out of Porto, 8 days', [porto, lisbon])).toEqual({
      start: { kind: 'city', id: 4 },
      end: { kind: 'city', id: 5 },
    });
    expect(routeEndsOf('Portugal for a week, ending in Porto', [lisbon, porto])).toEqual({
      end: { kind: 'city', id: 5 },
    });
  });

  it('reads nothing where no end is named, or the name is not a destination', () => {
    expect(routeEndsOf('lisbon and porto for 8 days', [lisbon, porto])).toBeNull();
    expect(routeEndsOf('start in Madrid, then Lisbon and Porto', [lisbon, porto])).toBeNull();
    expect(routeEndsOf('start casablanca', [casablanca])).toBeNull();
    // "start planning" names no place.
    expect(routeEndsOf('start planning lisbon and porto', [lisbon, porto])).toBeNull();
  });
});
