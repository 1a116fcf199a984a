import { describe, expect, it } from 'vitest';
import { COASTAL_KM, distanceToCoastKm, loadCoastline } from './coast';
import { citySize, climateZone, isIslandNation, terrainTypes } from './terrain';

describe('coastal rule (Natural Earth 10m coastline within 10 km)', () => {
  const coastline = loadCoastline();
  const coastal = (lat: number, lng: number) =>
    distanceToCoastKm(coastline, lat, lng, COASTAL_KM) !== null;

  it('marks seaside cities coastal', () => {
    expect(coastal(41.38879, 2.15899)).toBe(true); // Barcelona
    expect(coastal(35.89968, 14.5148)).toBe(true); // Valletta
    expect(coastal(55.67594, 12.56553)).toBe(true); // Copenhagen
    expect(coastal(40.37767, 49.89201)).toBe(true); // Baku, on the Caspian
  });

  it('keeps inland and lakeside cities inland', () => {
    expect(coastal(48.85341, 2.3488)).toBe(false); // Paris
    expect(coastal(43.77925, 11.24626)).toBe(false); // Florence
    expect(coastal(41.85003, -87.65005)).toBe(false); // Chicago, Lake Michigan
    expect(coastal(46.20222, 6.14569)).toBe(false); // Geneva
  });
});

describe('terrain types', () => {
  it('derives climate zones from the monthly means', () => {
    expect(climateZone([27, 27, 28, 28, 28, 28, 28, 28, 28, 28, 27, 27], 1.3)).toBe('tropical');
    expect(climateZone([10, 10, 12, 15, 19, 23, 26, 26, 23, 19, 14, 11], 41.9)).toBe('subtropical');
    expect(climateZone([5, 6, 9, 12, 15, 18, 20, 20, 17, 13, 8, 5], 48.9)).toBe('temperate');
    expect(climateZone([-15, -14, -8, 0, 7, 13, 16, 13, 7, 0, -8, -13], 64)).toBe('subarctic');
    expect(climateZone([-20, -20, -18, -12, -3, 3, 6, 5, 0, -8, -14, -18], 72)).toBe('polar');
  });

  it('falls back to latitude bands without climate data', () => {
    expect(climateZone(null, -10)).toBe('tropical');
    expect(climateZone(null, 30)).toBe('subtropical');
    expect(climateZone(null, 50)).toBe('temperate');
    expect(climateZone(null, 60)).toBe('subarctic');
    expect(climateZone(null, -70)).toBe('polar');
  });

  it('sizes cities and recognises island nations', () => {
    expect(citySize(2_000_000)).toBe('metropolis');
    expect(citySize(100_000)).toBe('city');
    expect(citySize(99_999)).toBe('town');
    expect(isIslandNation({ borders: [], area: 316, landlocked: false })).toBe(true);
    expect(isIslandNation({ borders: [], area: 7_692_024, landlocked: false })).toBe(false);
    expect(isIslandNation({ borders: ['IRL'], area: 242_900, landlocked: false })).toBe(false);
  });

  it('combines the tags', () => {
    expect(
      terrainTypes({ coastal: true, means: null, lat: 33, population: 6794, islandNation: true }),
    ).toEqual(['coastal', 'subtropical', 'town', 'island']);
  });
});
