import { CountryGeoListSchema, geoDataPaths, withQuery } from '@ai-map/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

/** Every country's shape at simplification level 3, the level the map asks (§7, §9). */
export function getCountryShapes(signal?: AbortSignal) {
  return apiRequest(withQuery(geoDataPaths.countriesFilter, 'simpl_lvl=3'), {
    method: 'POST',
    body: {},
    schema: CountryGeoListSchema,
    signal,
  });
}

/** Borders change only with a catalogue import: asked once per visit. */
export function useCountryShapes(enabled: boolean) {
  return useQuery({
    queryKey: ['map', 'country-shapes', 3] as const,
    queryFn: ({ signal }) => getCountryShapes(signal),
    enabled,
    staleTime: Infinity,
  });
}
