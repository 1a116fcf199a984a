import type { CityTerritoryListSchema, CountryTerritoryListSchema } from '@ai-map/contracts';
import type { z } from 'zod';

export type CountryTerritory = z.infer<typeof CountryTerritoryListSchema>['results'][number];
export type CityTerritory = z.infer<typeof CityTerritoryListSchema>['results'][number];

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A country's label: its most common terrain types of cities, at most two ("Coastal, Inland"). */
export function countryTerrainLabel(country: CountryTerritory): string {
  return country.terrain_types
    .slice(0, 2)
    .map((type) => capitalise(type.name))
    .join(', ');
}

export interface TerritoryMarkerProperties {
  id: number;
  type: 'city' | 'country';
  name: string;
  /** The terrain line under the name ('' when none is known). */
  label: string;
}

type TerritoryCollection = GeoJSON.FeatureCollection<GeoJSON.Point, TerritoryMarkerProperties>;

export function countryTerritoryFeatures(countries: CountryTerritory[]): TerritoryCollection {
  return {
    type: 'FeatureCollection',
    features: countries.map((country) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: country.geo_points_json },
      properties: {
        id: country.country_id,
        type: 'country',
        name: country.country_name,
        label: countryTerrainLabel(country),
      },
    })),
  };
}

/** A city is labelled with the server's title_to_display ("Paris: Inland, Temperate"). */
export function cityTerritoryFeatures(cities: CityTerritory[]): TerritoryCollection {
  return {
    type: 'FeatureCollection',
    features: cities.map((city) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: city.geo_points_json },
      properties: {
        id: city.city_id,
        type: 'city',
        name: city.city_name,
        label: city.title_to_display,
      },
    })),
  };
}

/** Terrain types of the listed places with how often each occurs, most first: the legend. */
export function terrainTally(types: { name: string }[][]): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const list of types) {
    for (const { name } of list) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([name, count]) => ({ name: capitalise(name), count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}
