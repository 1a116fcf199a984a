import type { RegionRecord } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import { regionPointsFromWikipedia } from './region-points';
import type { WikipediaArticle } from './wikipedia-sights';

const region = (name: string, lat: number | null, lng: number | null) =>
  ({ country_iso2: 'FR', code: '24', slug: 'x', name, type: null, lat, lng }) as RegionRecord;
const article = (title: string, lat: number, lng: number, coordType = 'adm2nd') =>
  ({ title, lat, lng, length: 20_000, coordType }) satisfies WikipediaArticle;
const perigueux = { country: 'FR', lat: 45.184, lng: 0.721 };

describe("regions' points from their Wikipedia articles", () => {
  it("moves a region's point that lies far from its article's (the Dordogne)", () => {
    const { regions, moved } = regionPointsFromWikipedia(
      [region('Dordogne', 45.142, 0.143)],
      [article('Dordogne', 45.0001, 0.6666)],
      [perigueux],
    );
    expect(regions.map((r) => [r.name, r.lat, r.lng])).toEqual([['Dordogne', 45.0001, 0.6666]]);
    expect(moved).toHaveLength(1);
  });

  it('keeps a first-level region, a near point, a point too far, a namesake, other types', () => {
    const near = region('Dordogne', 45.05, 0.7);
    const maharashtra = { ...region('Maharashtra', 19.5, 73.8), country_iso2: 'IN' };
    const kept = [
      near,
      region('Vienne', 46.5, 0.5),
      region('Gironde', 44.9, -1.6),
      region('Gers', 43.7, -0.1),
      maharashtra,
      region('Manche', 49.09, -2.46),
    ];
    const { regions, moved } = regionPointsFromWikipedia(
      [...kept],
      [
        article('Dordogne', 45.0001, 0.6666),
        // The town in Isère, typed as a city: not the département.
        article('Vienne', 45.52, 4.87, 'city'),
        // Untyped: the estuary's article, not the département's.
        article('Gironde', 45.3, -0.8, ''),
        // In another country by its nearest town.
        article('Gers', 40, -3.7),
        // A first-level region's article gives its capital (typed adm2nd here to test the level).
        article('Maharashtra', 18.97, 72.82),
        // A lost minus sign: 270 km off.
        article('Manche', 49.05, 1.25),
      ],
      [
        perigueux,
        { country: 'FR', lat: 45.52, lng: 4.87 },
        { country: 'ES', lat: 40, lng: -3.7 },
        { country: 'IN', lat: 18.97, lng: 72.82 },
        { country: 'FR', lat: 49.02, lng: 1.15 },
      ],
      new Set([maharashtra]),
    );
    expect(moved).toEqual([]);
    expect(regions).toEqual(kept);
  });
});
