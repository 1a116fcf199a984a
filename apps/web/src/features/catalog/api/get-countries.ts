import { CountrySchema, listPage, PAGE_SIZES, catalogPaths } from '@ai-map/contracts';
import { useQuery } from '@tanstack/react-query';
import { getListPage, listPageQueryOptions } from '../../../shared/api/list-page';
import type { CountryOrdering } from '../lib/orderings';

const CountriesPageSchema = listPage(CountrySchema);

export interface CountriesQuery {
  page: number;
  ordering: CountryOrdering;
  pageSize?: number;
}

export function getCountries({ page, ordering, pageSize = PAGE_SIZES.countries }: CountriesQuery) {
  return getListPage(catalogPaths.countries, CountriesPageSchema, { page, pageSize, ordering });
}

export function getCountriesQueryOptions(query: CountriesQuery) {
  return listPageQueryOptions(['catalog', 'countries', query], () => getCountries(query));
}

export function useCountries(query: CountriesQuery) {
  return useQuery(getCountriesQueryOptions(query));
}
