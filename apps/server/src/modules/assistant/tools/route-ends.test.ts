import { describe, expect, it } from 'vitest';
import type { NamedArea } from './plan-areas';
import { endsKept, withEnds } from './route-ends';

const city = (id: number, name: string, lat: number, lng: number): NamedArea => ({
  type: 'city',
  id,
  name,
  lat,
  lng,
  reachDeg: 0.2,
  at: { lat, lng },
});
const fes = city(1, 'Fès', 34.03, -5.0);
const casablanca = city(2, 'Casablanca', 33.57, -7.59);
const marrakesh = city(3, 'Marrakesh', 31.63, -8.0);
const chefchaouen = city(4, 'Chefchaouen', 35.17, -5.27);

describe('withEnds', () => {
  it('starts and ends where the traveller said, the rest in the shortest order between', () => {
    const route = withEnds([fes, chefchaouen, casablanca, marrakesh], {
      start: { kind: 'city', id: 2 },
      end: { kind: 'city', id: 3 },
    });
    // Casablanca → Chefchaouen → Fès → Marrakesh is shorter than going to Fès first.
    expect(route.map((a) => a.name)).toEqual(['Casablanca', 'Chefchaouen', 'Fès', 'Marrakesh']);
    expect(endsKept([], null, ['Casablanca'])).toBe(false);
  });

  it('keeps the order when no end is among the areas', () => {
    const order = [fes, casablanca, marrakesh];
    expect(withEnds(order, { start: { kind: 'city', id: 9 } })).toBe(order);
    expect(withEnds(order, null)).toBe(order);
  });
});
