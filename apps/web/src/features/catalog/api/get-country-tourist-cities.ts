import { CitySchema, listPage, PAGE_SIZES, catalogPaths } from '@ai-map/contracts';
import { useQuery } from '@tanstack/react-query';
import { getListPage, listPageQueryOptions } from '../../../shared/api/list-page';

const CitiesPageSchema = listPage(CitySchema);

/** `countries/{slug}/tourist_cities/`: the country's cities with places to visit, best first. */
export function getCountryTouristCities(
  slug: string,
  page = 1,
  pageSize: number = PAGE_SIZES.cities,
) {
  return getListPage(catalogPaths.countryTouristCities(slug), CitiesPageSchema, {
    page,
    pageSize,
    ordering: '-rating',
  });
}

export function getCountryTouristCitiesQueryOptions(slug: string, page = 1, pageSize?: number) {
  return listPageQueryOptions(['catalog', 'country', slug, 'tourist_cities', page, pageSize], () =>
    getCountryTouristCities(slug, page, pageSize),
  );
}

export function useCountryTouristCities(slug: string, page = 1, pageSize?: number) {
  return useQuery(getCountryTouristCitiesQueryOptions(slug, page, pageSize));
}
