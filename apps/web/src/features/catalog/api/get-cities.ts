import { CitySchema, listPage, PAGE_SIZES, catalogPaths, withQuery } from '@ai-map/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import type { CityOrdering } from '../lib/orderings';

const CitiesPageSchema = listPage(CitySchema);

export interface CitiesQuery {
  page: number;
  ordering: CityOrdering;
  pageSize?: number;
}

/** `cities/{page}/{size}/`: every city of the world. */
export function getCities({ page, ordering, pageSize = PAGE_SIZES.cities }: CitiesQuery) {
  return apiRequest(
    withQuery(catalogPaths.cities(page, pageSize), new URLSearchParams({ ordering })),
    {
      schema: CitiesPageSchema,
    },
  );
}

export function getCitiesQueryOptions(query: CitiesQuery) {
  return queryOptions({
    queryKey: ['catalog', 'cities', query],
    queryFn: () => getCities(query),
    placeholderData: keepPreviousData,
  });
}

export function useCities(query: CitiesQuery) {
  return useQuery(getCitiesQueryOptions(query));
}
