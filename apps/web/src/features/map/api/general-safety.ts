import { CountrySafetyListSchema, geoDataPaths } from '@ai-map/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

/** Every country's travel advisory (geo/countries/map_general_data/safety/ without a box). */
export function getCountrySafety(signal?: AbortSignal) {
  return apiRequest(geoDataPaths.countrySafety, {
    method: 'POST',
    body: {},
    schema: CountrySafetyListSchema,
    signal,
  });
}

/**
 * Asked for the whole world at once (about 250 short rows): the safety view colours every
 * country, its legend counts them, and country tooltips read their line from the same answer.
 */
export function useCountrySafety(enabled: boolean) {
  return useQuery({
    queryKey: ['map', 'general', 'safety'] as const,
    queryFn: ({ signal }) => getCountrySafety(signal),
    enabled,
    staleTime: 10 * 60_000,
  });
}
