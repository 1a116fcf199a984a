import { MAX_PAGE_SIZE, MapReligionSchema, geoDataPaths } from '@ai-map/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../shared/api/client';
import { getCountries } from '../../catalog';
import type { CountryReligion } from '../lib/general-religion';

/** map_religion_list/: every religion with its colour, icon and how many countries list it. */
export function useReligionList(enabled: boolean) {
  return useQuery({
    queryKey: ['map', 'religion-list'] as const,
    queryFn: () => apiRequest(geoDataPaths.religions, { schema: z.array(MapReligionSchema) }),
    enabled,
    staleTime: Infinity,
  });
}

/**
 * The religion shares of every country. No geo call carries them (the spec names none for
 * religion markers), so they come from the countries list, whole pages of 200 until all are in.
 */
export async function getCountryReligions(): Promise<Map<number, CountryReligion[]>> {
  const shares = new Map<number, CountryReligion[]>();
  for (let page = 1; ; page += 1) {
    const answer = await getCountries({ page, ordering: 'name', pageSize: MAX_PAGE_SIZE });
    for (const country of answer.list) shares.set(country.country_id, country.religions);
    if (answer.list.length === 0 || shares.size >= answer.count) return shares;
  }
}

export function useCountryReligions(enabled: boolean) {
  return useQuery({
    queryKey: ['map', 'general', 'country-religions'] as const,
    queryFn: getCountryReligions,
    enabled,
    staleTime: 10 * 60_000,
  });
}
