import { CitySchema, listPage, PAGE_SIZES, catalogPaths } from '@ai-map/contracts';
import { useQuery } from '@tanstack/react-query';
import { getListPage, listPageQueryOptions } from '../../../shared/api/list-page';

const CitiesPageSchema = listPage(CitySchema);

/** `region/{country}/{slug}/cities/`: its cities, paged. */
export function getRegionCities(
  country: string,
  slug: string,
  page = 1,
  pageSize: number = PAGE_SIZES.cities,
) {
  return getListPage(catalogPaths.regionCities(country, slug), CitiesPageSchema, {
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
