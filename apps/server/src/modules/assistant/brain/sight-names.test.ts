import { describe, expect, it } from 'vitest';
import { SightNames } from './sight-names';

const ids = (hits: { id: number }[]) => hits.map((hit) => hit.id).sort((a, b) => a - b);

const index = new SightNames([
  { id: 7, name: "Galleria dell'Accademia" },
  { id: 1, name: 'Auschwitz concentration camp' },
  { id: 2, name: 'Grand Bazaar' },
  { id: 3, name: 'Spice Bazaar' },
  { id: 4, name: 'Disneyland Paris' },
  { id: 5, name: 'Colosseum' },
  { id: 6, name: 'Machu Picchu' },
  ...Array.from({ length: 41 }, (_, k) => ({
    id: 100 + k,
    name: `Church of Saint Wenceslas ${k}`,
  })),
  ...Array.from({ length: 16 }, (_, k) => ({ id: 200 + k, name: `Versailles sight ${k}` })),
]);

describe('SightNames: the sights a message names in passing', () => {
  it('finds whole names and words of no English that only a few sights hold', () => {
    expect(index.namedIn('krakow 4 days, he wants to see auschwitz')).toEqual([
      { id: 1, word: 'auschwitz' },
    ]);
    expect(ids(index.namedIn('istanbul 3 days, grand bazaar and spice bazaar please'))).toEqual([
      2, 3,
    ]);
    expect(index.namedIn('peru: Machu Picchu!')).toEqual([{ id: 6, word: null }]);
    // A word after an apostrophe is a word of the name (trav-096: "accademia").
    expect(ids(index.namedIn('florence, uffizi + accademia'))).toEqual([7]);
  });

  it('leaves out the destinations’ words, English words alone and words many sights share', () => {
    expect(index.namedIn('5 days in paris', ['Paris'])).toEqual([]);
    // "Colosseum" is an English word: alone it names the kind, and the pick finds it by rating.
    expect(index.namedIn('rome: colosseum')).toEqual([]);
    expect(index.namedIn('a trip to see wenceslas')).toEqual([]);
    // A town's word a few dozen sights share is kept: the caller pins only a famous one.
    expect(index.namedIn('paris incl versailles')).toHaveLength(16);
  });
});
