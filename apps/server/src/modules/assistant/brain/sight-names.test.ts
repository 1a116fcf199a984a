import { describe, expect, it } from 'vitest';
import { SightNames } from './sight-names';

const index = new SightNames([
  { id: 1, name: 'Auschwitz concentration camp' },
  { id: 2, name: 'Grand Bazaar' },
  { id: 3, name: 'Spice Bazaar' },
  { id: 4, name: 'Disneyland Paris' },
  { id: 5, name: 'Colosseum' },
  { id: 6, name: 'Machu Picchu' },
  ...Array.from({ length: 13 }, (_, k) => ({
    id: 100 + k,
    name: `Church of Saint Wenceslas ${k}`,
  })),
]);

describe('SightNames: the sights a message names in passing', () => {
  it('finds whole names and words of no English that only a few sights hold', () => {
    expect(index.namedIn('krakow 4 days, he wants to see auschwitz')).toEqual([1]);
    expect(index.namedIn('istanbul 3 days, grand bazaar and spice bazaar please').sort()).toEqual([
      2, 3,
    ]);
    expect(index.namedIn('peru: Machu Picchu!')).toEqual([6]);
  });

  it('leaves out the destinations’ words, English words alone and words many sights share', () => {
    expect(index.namedIn('5 days in paris', ['Paris'])).toEqual([]);
    // "Colosseum" is an English word: alone it names the kind, and the pick finds it by rating.
    expect(index.namedIn('rome: colosseum')).toEqual([]);
    expect(index.namedIn('a trip to see wenceslas')).toEqual([]);
  });
});
