import { describe, expect, it } from 'vitest';
import { matchPoints, nameSimilarity } from './import-match';
import type { Candidate } from './imports.repository';

const point = (name: string, lat: number, lng: number) => ({
  name,
  lat,
  lng,
  note: null,
  link: null,
  folder: null,
});
const candidate = (
  index: number,
  id: number,
  name: string,
  lat: number,
  lng: number,
): Candidate => ({
  index,
  id,
  kind: 'attraction',
  name,
  lat,
  lng,
  cityId: null,
  countryId: null,
});

describe('nameSimilarity', () => {
  it('folds case, accents and punctuation', () => {
    expect(nameSimilarity("St John's Co-Cathedral", "St. John's Co-Cathedral")).toBe(1);
    expect(nameSimilarity('MUSÉE D’ORSAY', 'Musee d Orsay')).toBe(1);
  });

  it('scores a contained name strong only when it says something', () => {
    expect(nameSimilarity('Louvre', 'Musée du Louvre')).toBe(0.9);
    expect(nameSimilarity('Home', 'Sweet Home Café')).toBe(0.6);
  });

  it('keeps unrelated names apart', () => {
    expect(nameSimilarity('Eiffel Tower', 'Grandma’s flat')).toBeLessThan(0.2);
    expect(nameSimilarity('', 'Louvre')).toBe(0);
  });
});

describe('matchPoints', () => {
  it('takes a loose match within 150 m, a strong one within 1 km, and nothing else', () => {
    const points = [
      point('Tour Eiffel', 48.8584, 2.2945),
      point('Louvre', 48.8646, 2.3376),
      point('Home', 48.8646, 2.3376),
    ];
    const candidates = [
      // ~20 m away, loosely named the same.
      candidate(0, 1, 'Tour Eiffel (Eiffel Tower)', 48.8583, 2.2947),
      // ~450 m away, strongly named the same.
      candidate(1, 2, 'Musée du Louvre', 48.8606, 2.3376),
      // ~450 m away, a weak match: not taken.
      candidate(2, 3, 'Sweet Home Café', 48.8606, 2.3376),
    ];
    const matches = matchPoints(points, candidates);
    expect(matches.map((m) => m?.candidate.id ?? null)).toEqual([1, 2, null]);
    expect(matches[1]!.distanceM).toBeGreaterThan(400);
  });

  it('prefers the better name over the nearer place', () => {
    const points = [point('Café de Flore', 48.854, 2.3326)];
    const candidates = [
      candidate(0, 1, 'Les Deux Magots', 48.854, 2.3327),
      candidate(0, 2, 'Café de Flore', 48.8542, 2.3329),
    ];
    expect(matchPoints(points, candidates)[0]!.candidate.id).toBe(2);
  });
});
