import { describe, expect, it } from 'vitest';
import {
  cityTerritoryFeatures,
  countryTerrainLabel,
  countryTerritoryFeatures,
  terrainTally,
  type CountryTerritory,
} from './general-territory';

const france: CountryTerritory = {
  country_id: 1,
  country_name: 'France',
  country_slug: 'france',
  geo_points_json: [2, 46],
  terrain: 'mostly flat plains',
  terrain_types: [
    { name: 'inland', cities: 30 },
    { name: 'coastal', cities: 12 },
    { name: 'alpine', cities: 2 },
  ],
};

describe('territory markers', () => {
  it('labels a country with its two most common terrain types', () => {
    expect(countryTerrainLabel(france)).toBe('Inland, Coastal');
    expect(countryTerrainLabel({ ...france, terrain_types: [] })).toBe('');
    expect(countryTerritoryFeatures([france]).features[0]!.properties).toEqual({
      id: 1,
      type: 'country',
      name: 'France',
      label: 'Inland, Coastal',
    });
  });

  it('labels a city with the title to display', () => {
    const [feature] = cityTerritoryFeatures([
      {
        city_id: 7,
        city_name: 'Paris',
        title_to_display: 'Paris: Inland, Temperate',
        terrain_types: [{ name: 'inland' }, { name: 'temperate' }],
        geo_points_json: [2.35, 48.85],
      },
    ]).features;
    expect(feature!.properties).toEqual({
      id: 7,
      type: 'city',
      name: 'Paris',
      label: 'Paris: Inland, Temperate',
    });
  });

  it('tallies terrain types, most common first', () => {
    expect(
      terrainTally([[{ name: 'coastal' }, { name: 'inland' }], [{ name: 'coastal' }], []]),
    ).toEqual([
      { name: 'Coastal', count: 2 },
      { name: 'Inland', count: 1 },
    ]);
  });
});
