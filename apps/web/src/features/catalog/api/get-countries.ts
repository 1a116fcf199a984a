import { CountrySchema, listPage, PAGE_SIZES } from '@ai-map/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import type { CountryOrdering } from '../lib/orderings';

const CountriesPageSchema = listPage(CountrySchema);

export interface CountriesQuery {
  page: number;
  ordering: CountryOrdering;
  pageSize?: number;
}

export function getCountries({ page, ordering, pageSize = PAGE_SIZES.countries }: CountriesQuery) {
  const query = new URLSearchParams({
    page: String(page),
    page_size: String(pageSize),
    ordering,
  });
  return apiRequest(`countries/?${query}`, { schema: CountriesPageSchema });
}

export function getCountriesQueryOptions(query: CountriesQuery) {
  return queryOptions({
    queryKey: ['catalog', 'countries', query],
    queryFn: () => getCountries(query),
    placeholderData: keepPreviousData,
  });
}

export function useCountries(query: CountriesQuery) {
  return useQuery(getCountriesQueryOptions(query));
}
