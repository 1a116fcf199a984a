import { CitySchema, listPage, PAGE_SIZES, catalogPaths } from '@ai-map/contracts';
import { useQuery } from '@tanstack/react-query';
import { getListPage, listPageQueryOptions } from '../../../shared/api/list-page';

const CitiesPageSchema = listPage(CitySchema);

/** `division/{country}/{slug}/tourist_cities/`: its cities with places to visit. */
export function getRegionTouristCities(
  country: string,
  slug: string,
  page = 1,
  pageSize: number = PAGE_SIZES.cities,
) {
  return getListPage(catalogPaths.regionTouristCities(country, slug), CitiesPageSchema, {
    page,
    pageSize,
    ordering: '-rating',
  });
}

export function getRegionTouristCitiesQueryOptions(
  country: string,
  slug: string,
  page = 1,
  pageSize?: number,
) {
  return listPageQueryOptions(
    ['catalog', 'region', country, slug, 'tourist_cities', page, pageSize],
    () => getRegionTouristCities(country, slug, page, pageSize),
  );
}

export function useRegionTouristCities(country: string, slug: string, page = 1, pageSize?: number) {
  return useQuery(getRegionTouristCitiesQueryOptions(country, slug, page, pageSize));
}
