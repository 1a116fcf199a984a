import {
  type BoundingBox,
  CityTerritoryListSchema,
  CountryTerritoryListSchema,
  geoDataPaths,
} from '@ai-map/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

const post = { method: 'POST' } as const;

export function getCountryTerritory(box: BoundingBox, signal?: AbortSignal) {
  return apiRequest(geoDataPaths.countryTerritoryTypes, {
    ...post,
    body: box,
    schema: CountryTerritoryListSchema,
    signal,
  });
}

export function getCityTerritory(box: BoundingBox, signal?: AbortSignal) {
  return apiRequest(geoDataPaths.cityTerritoryTypes, {
    ...post,
    body: box,
    schema: CityTerritoryListSchema,
    signal,
  });
}

/** Terrain of the countries in the view (below city scale). */
export function useCountryTerritory(box: BoundingBox | null) {
  return useQuery({
    queryKey: ['map', 'general', 'territory', 'countries', box] as const,
    queryFn: ({ signal }) => getCountryTerritory(box!, signal),
    enabled: box !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** Terrain of the cities in the view (at city scale). */
export function useCityTerritory(box: BoundingBox | null) {
  return useQuery({
    queryKey: ['map', 'general', 'territory', 'cities', box] as const,
    queryFn: ({ signal }) => getCityTerritory(box!, signal),
    enabled: box !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
