import { CitySchema, listPage, PAGE_SIZES } from '@ai-map/contracts';
import { useQuery } from '@tanstack/react-query';
import { getListPage, listPageQueryOptions } from '../../../shared/api/list-page';
import { regionPath } from './get-region';

const CitiesPageSchema = listPage(CitySchema);

/** `region/{country}/{slug}/cities/`: its cities, paged. */
export function getRegionCities(
  country: string,
  slug: string,
  page = 1,
  pageSize: number = PAGE_SIZES.cities,
) {
  return getListPage(`region/${regionPath(country, slug)}/cities/`, CitiesPageSchema, {
    page,
    pageSize,
    ordering: '-rating',
  });
}

export function getRegionCitiesQueryOptions(
  country: string,
  slug: string,
  page = 1,
  pageSize?: number,
) {
  return listPageQueryOptions(['catalog', 'region', country, slug, 'cities', page, pageSize], () =>
    getRegionCities(country, slug, page, pageSize),
  );
}

export function useRegionCities(country: string, slug: string, page = 1, pageSize?: number) {
  return useQuery(getRegionCitiesQueryOptions(country, slug, page, pageSize));
}
