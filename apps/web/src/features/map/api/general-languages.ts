import { CountryLanguagesListSchema, geoDataPaths } from '@ai-map/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

/** Every country's languages (geo/countries/map_general_data/languages/ without a box). */
export function getCountryLanguages(signal?: AbortSignal) {
  return apiRequest(geoDataPaths.countryLanguages, {
    method: 'POST',
    body: {},
    schema: CountryLanguagesListSchema,
    signal,
  });
}

/**
 * Asked for the whole world at once: about 250 short rows, and the picker lists every language,
 * not only those of the view.
 */
export function useCountryLanguages(enabled: boolean) {
  return useQuery({
    queryKey: ['map', 'general', 'languages'] as const,
    queryFn: ({ signal }) => getCountryLanguages(signal),
    enabled,
    staleTime: 10 * 60_000,
  });
}
