import { listPage, PAGE_SIZES, RegionSchema, catalogPaths } from '@ai-map/contracts';
import { useQuery } from '@tanstack/react-query';
import { getListPage, listPageQueryOptions } from '../../../shared/api/list-page';

const RegionsPageSchema = listPage(RegionSchema);

/** `countries/{slug}/tourist_division/`, ordered by -places. */
export function getCountryTouristRegions(
  slug: string,
  page = 1,
  pageSize: number = PAGE_SIZES.countries,
) {
  return getListPage(catalogPaths.countryTouristRegions(slug), RegionsPageSchema, {
    page,
    pageSize,
    ordering: '-places',
  });
}

export function getCountryTouristRegionsQueryOptions(slug: string, page = 1, pageSize?: number) {
  return listPageQueryOptions(
    ['catalog', 'country', slug, 'tourist_division', page, pageSize],
    () => getCountryTouristRegions(slug, page, pageSize),
  );
}

export function useCountryTouristRegions(slug: string, page = 1, pageSize?: number) {
  return useQuery(getCountryTouristRegionsQueryOptions(slug, page, pageSize));
}
