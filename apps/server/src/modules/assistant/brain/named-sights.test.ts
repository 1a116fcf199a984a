import { describe, expect, it } from 'vitest';
import type { Gazetteer, PlaceMatch } from './gazetteer';
import type { Destination } from './intents';
import { sightsNamedNear } from './named-sights';

const place = (id: number, name: string, lat: number, lng: number, word: string | null) =>
  ({
    kind: 'attraction',
    id,
    name,
    cityId: null,
    cityName: null,
    lat,
    lng,
    categories: ['museums'],
    rating: 6,
    score: 1,
    countryCode: 'IT',
    word,
  }) satisfies PlaceMatch;

const city = (name: string, lat: number, lng: number): Destination => ({
  kind: 'city',
  id: lat,
  name,
  countryCode: 'IT',
  countryName: 'Italy',
  lat,
  lng,
  score: 1,
});

const gazetteerOf = (found: PlaceMatch[]) =>
  ({ sightsNamedIn: async () => found }) as unknown as Gazetteer;

describe('sightsNamedNear', () => {
  it('pins no sight for a word said with a negation (trav-004)', async () => {
    // "We dont eat fish stock" pinned Tsukiji fish market for a vegan couple.
    const found = [place(1, 'Mercato del Pesce (fish market)', 41.9, 12.5, 'fish')];
    const rome = [city('Rome', 41.9, 12.5)];
    expect(
      await sightsNamedNear('rome 3 days, we dont eat fish stock', rome, gazetteerOf(found)),
    ).toEqual([]);
    expect(
      (await sightsNamedNear('rome 3 days, we love the fish market', rome, gazetteerOf(found)))
        .length,
    ).toBe(1);
  });

  it('takes a rare word as the sight nearest the trip’s first place, and none far away', async () => {
    // trav-096: "florence 3 days, uffizi + accademia + duomo" pinned the Accademia Tadini (Lovere),
    // near a town called Duomo the message was read to name too.
    const found = [
      place(1, "Galleria dell'Accademia", 43.7768, 11.2588, 'accademia'),
      place(2, 'Accademia Tadini', 45.8153, 10.0715, 'accademia'),
      place(3, 'Uffizi Museum', 43.7684, 11.2559, null),
      place(4, 'Accademia Carrara', 45.7032, 9.6786, 'accademia'),
    ];
    const sights = await sightsNamedNear(
      'florence 3 days, uffizi + accademia',
      [city('Florence', 43.77, 11.25), city('Duomo', 45.6, 10.1)],
      gazetteerOf(found),
    );
    expect(sights.map((s) => s.name).sort()).toEqual(["Galleria dell'Accademia", 'Uffizi Museum']);
    // Far from every place of the trip, a whole name is not planned either.
    const far = await sightsNamedNear(
      'rome 3 days, uffizi',
      [city('Rome', 41.9, 12.5)],
      gazetteerOf(found),
    );
    expect(far).toEqual([]);
  });

  it('takes a word many sights share as the famous sight it names, or as none', async () => {
    // trav-101: "5 days paris incl versailles" — 16 sights hold "versailles"; the palace (10) is
    // meant, not the town's cemetery. A shared word with no famous sight pins nothing.
    const versailles = (rating: number) => [
      { ...place(1, 'Palace of Versailles', 48.8047, 2.1203, 'versailles'), rating },
      ...Array.from({ length: 15 }, (_, k) =>
        place(10 + k, `Cemetery ${k}, Versailles`, 48.81, 2.13, 'versailles'),
      ),
    ];
    const paris = [{ ...city('Paris', 48.8534, 2.3488), countryCode: 'FR' }];
    const famous = await sightsNamedNear(
      '5 days paris incl versailles',
      paris,
      gazetteerOf(versailles(10)),
    );
    expect(famous.map((s) => s.name)).toEqual(['Palace of Versailles']);
    const plain = await sightsNamedNear(
      '5 days paris incl versailles',
      paris,
      gazetteerOf(versailles(6.5)),
    );
    expect(plain).toEqual([]);
  });
});
