import { CitySchema, listPage, PAGE_SIZES, catalogPaths } from '@ai-map/contracts';
import { useQuery } from '@tanstack/react-query';
import { getListPage, listPageQueryOptions } from '../../../shared/api/list-page';

const CitiesPageSchema = listPage(CitySchema);

/**
 * A region's two lists of cities, best rated first: `region/{country}/{slug}/cities/` (all, paged)
 * and `division/{country}/{slug}/tourist_cities/` (those with places to visit).
 */
const LIST_PATHS = {
  cities: catalogPaths.regionCities,
  tourist_cities: catalogPaths.regionTouristCities,
};

type RegionCityList = keyof typeof LIST_PATHS;

function getRegionCityList(
  list: RegionCityList,
  country: string,
  slug: string,
  page = 1,
  pageSize: number = PAGE_SIZES.cities,
) {
  return getListPage(LIST_PATHS[list](country, slug), CitiesPageSchema, {
    page,
    pageSize,
    ordering: '-rating',
  });
}

function regionCityListQueryOptions(
  list: RegionCityList,
  country: string,
  slug: string,
  page = 1,
  pageSize?: number,
) {
  return listPageQueryOptions(['catalog', 'region', country, slug, list, page, pageSize], () =>
    getRegionCityList(list, country, slug, page, pageSize),
  );
}

export function useRegionCities(country: string, slug: string, page = 1, pageSize?: number) {
  return useQuery(regionCityListQueryOptions('cities', country, slug, page, pageSize));
}

export function useRegionTouristCities(country: string, slug: string, page = 1, pageSize?: number) {
  return useQuery(regionCityListQueryOptions('tourist_cities', country, slug, page, pageSize));
}
