import { describe, expect, it } from 'vitest';
import { joinComplex, type Complex } from './place-complexes';
import type { PickedPlace } from './place-picker.repository';

/** Places in order as stops, as planTrip takes them: each complex once, with its parts. */
function foldComplexes(places: readonly PickedPlace[]) {
  const complexes: Complex[] = [];
  for (const place of places) {
    if (!joinComplex(complexes, place)) complexes.push({ place, parts: [] });
  }
  return complexes.map((c) => ({ place: c.place, parts: c.parts.map((p) => p.name) }));
}

let nextId = 1;
const sight = (
  name: string,
  lat: number,
  lng: number,
  categories: string[],
  rating: number,
): PickedPlace => ({
  id: nextId++,
  kind: 'attraction',
  name,
  lat,
  lng,
  rating,
  categories,
  cityId: 1,
  type: null,
});

// The bundle's own records of the Vatican, best-rated first as the picker gives them.
const VATICAN = [
  sight("St. Peter's Basilica", 41.90219, 12.45331, ['churches', 'religion', 'sights'], 9.3),
  sight('Sistine Chapel', 41.90306, 12.45444, ['sights', 'churches', 'religion'], 8.2),
  sight('Vatican Museums', 41.90639, 12.45444, ['museums'], 7.4),
  sight('Apostolic Palace', 41.90361, 12.45639, ['palaces', 'history'], 7.2),
  sight('Sistine Chapel ceiling', 41.90297, 12.45455, ['churches', 'religion'], 6.8),
  sight('The Gallery of Maps', 41.9056, 12.4528, ['museums'], 5.2),
  sight('Borgia Apartment', 41.9039, 12.4555, ['museums'], 5.1),
];

describe('foldComplexes (parts of one complex are one stop, issue 29)', () => {
  it('makes the rooms of the Vatican Museums one stop with parts, St. Peter’s its own', () => {
    const folded = foldComplexes(VATICAN);
    // The palace is a museum of its own by name and place: no "part of" link says otherwise.
    expect(folded.map((f) => f.place.name)).toEqual([
      "St. Peter's Basilica",
      'Vatican Museums',
      'Apostolic Palace',
    ]);
    expect(folded[1]!.parts).toEqual([
      'Sistine Chapel',
      'Sistine Chapel ceiling',
      'The Gallery of Maps',
      'Borgia Apartment',
    ]);
    expect(folded[0]!.parts).toEqual([]);
  });

  it('keeps neighbouring sights of their own apart (the Uffizi, Palazzo Vecchio, the square)', () => {
    const florence = [
      sight('Palazzo Vecchio', 43.76932, 11.25617, ['palaces', 'history', 'sights'], 7.4),
      sight('Uffizi', 43.7678, 11.2553, ['museums'], 8.9),
      sight('Piazza della Signoria', 43.76979, 11.25566, ['squares', 'sights'], 6.4),
    ];
    expect(foldComplexes(florence).map((f) => f.parts.length)).toEqual([0, 0, 0]);
    const berlin = [
      sight('Pergamon Museum', 52.521, 13.396, ['museums'], 7.4),
      sight('Altes Museum', 52.51944, 13.39833, ['museums'], 7.3),
      sight('Neues Museum', 52.52057, 13.39766, ['museums'], 6.4),
    ];
    expect(foldComplexes(berlin)).toHaveLength(3);
  });
});
