import { describe, expect, it } from 'vitest';
import { directionOf } from '../brain/plan-places';
import { endToEnd } from './plan-areas';
import type { TouristCity } from './place-picker.repository';

/**
 * A route across a country the way the traveller asks (trav-035: "the whole of portugal, north
 * to south" ran Sintra to Braga, south to north, with no Algarve; trav-007 Vietnam north to south).
 */
const town = (name: string, lat: number, lng: number, sightsValue: number): TouristCity => ({
  id: Math.round(lat * 1000),
  name,
  lat,
  lng,
  sightsValue,
  guideMentions: 0,
  mainArticle: false,
});
const lisbon = town('Lisbon', 38.72, -9.14, 672);
const porto = town('Porto', 41.15, -8.61, 315);
const braga = town('Braga', 41.55, -8.42, 141);
const coimbra = town('Coimbra', 40.21, -8.43, 96);
const cascais = town('Cascais', 38.7, -9.42, 107);
const lagos = town('Lagos', 37.1, -8.67, 99);
const funchal = town('Funchal', 32.67, -16.92, 95);
const candidates = [lisbon, porto, braga, cascais, lagos, coimbra, funchal];

describe('a route across a country, the way asked', () => {
  it('reads the direction from the message', () => {
    expect(directionOf('we have 12 days and want the whole of portugal, north to south')).toBe(
      'south',
    );
    expect(directionOf('2 weeks vietnam going north to south by bus')).toBe('south');
    expect(directionOf('from the south up to the north of italy')).toBe('north');
    expect(directionOf('coast to coast, east to west')).toBe('west');
    expect(directionOf('a week in portugal')).toBeNull();
  });

  it('runs north to south and reaches the far end, never an island across the sea', () => {
    const route = endToEnd([lisbon, coimbra, porto, braga, cascais], candidates, 'south');
    expect(route.map((c) => c.name)).toEqual(['Braga', 'Porto', 'Lisbon', 'Cascais', 'Lagos']);
  });

  it('keeps a route that already reaches both ends, only reordered', () => {
    const route = endToEnd([lagos, lisbon, braga], candidates, 'north');
    expect(route.map((c) => c.name)).toEqual(['Lagos', 'Lisbon', 'Braga']);
  });
});
