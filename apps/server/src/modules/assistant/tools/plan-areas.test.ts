import { describe, expect, it } from 'vitest';
import { nearestFirst } from './plan-areas';

const city = (name: string, lat: number, lng: number) => ({ name, at: { lat, lng } });
const lyon = city('Lyon', 45.76, 4.84);
const paris = city('Paris', 48.86, 2.35);
const nice = city('Nice', 43.7, 7.27);
const stockholm = city('Stockholm', 59.33, 18.07);
const berlin = city('Berlin', 52.52, 13.4);
const copenhagen = city('Copenhagen', 55.68, 12.57);
const names = (areas: { name: string }[]) => areas.map((a) => a.name);

describe('nearestFirst', () => {
  it('goes nearest next from the first without slack', () => {
    expect(names(nearestFirst([lyon, paris, nice]))).toEqual(['Lyon', 'Nice', 'Paris']);
  });

  it('keeps the named order when it is within the slack of nearest next', () => {
    // Lyon → Paris → Nice is about 9 % longer than Lyon → Nice → Paris.
    expect(names(nearestFirst([lyon, paris, nice], 1.2))).toEqual(['Lyon', 'Paris', 'Nice']);
  });

  it('reorders a named order that doubles back', () => {
    // Stockholm → Berlin → Copenhagen is about a third longer.
    expect(names(nearestFirst([stockholm, berlin, copenhagen], 1.2))).toEqual([
      'Stockholm',
      'Copenhagen',
      'Berlin',
    ]);
  });
});
