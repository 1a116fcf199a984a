import { CityComparingSchema, CountryComparingSchema, geoDataPaths } from '@ai-map/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../shared/api/client';
import type { ComparingRecord, ComparingRequest } from '../lib/general-comparing';

const CitiesSchema = z.object({ results: z.array(CityComparingSchema) });
const CountriesSchema = z.object({ results: z.array(CountryComparingSchema) });

/** geo/city_comparing_view or geo/country_comparing_view, by the scale compared. */
export async function getComparing(
  { scale, body }: ComparingRequest,
  signal?: AbortSignal,
): Promise<ComparingRecord[]> {
  const options = { method: 'POST', body, signal } as const;
  const answer =
    scale === 'cities'
      ? await apiRequest(geoDataPaths.comparing.cities, { ...options, schema: CitiesSchema })
      : await apiRequest(geoDataPaths.comparing.countries, { ...options, schema: CountriesSchema });
  return answer.results;
}

/** The comparing view; nothing is asked while no category is chosen (request null). */
export function useComparing(request: ComparingRequest | null) {
  return useQuery({
    queryKey: ['map', 'general', 'comparing', request] as const,
    queryFn: ({ signal }) => getComparing(request!, signal),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
