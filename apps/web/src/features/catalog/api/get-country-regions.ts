import { listPage, PAGE_SIZES, RegionSchema, catalogPaths } from '@ai-map/contracts';
import { useQuery } from '@tanstack/react-query';
import { getListPage, listPageQueryOptions } from '../../../shared/api/list-page';

const RegionsPageSchema = listPage(RegionSchema);

/** `countries/{slug}/regions/`, ordered by name. */
export function getCountryRegions(slug: string, page = 1, pageSize: number = PAGE_SIZES.countries) {
  return getListPage(catalogPaths.countryRegions(slug), RegionsPageSchema, {
    page,
    pageSize,
    ordering: 'name',
  });
}

export function getCountryRegionsQueryOptions(slug: string, page = 1, pageSize?: number) {
  return listPageQueryOptions(['catalog', 'country', slug, 'regions', page, pageSize], () =>
    getCountryRegions(slug, page, pageSize),
  );
}

export function useCountryRegions(slug: string, page = 1, pageSize?: number) {
  return useQuery(getCountryRegionsQueryOptions(slug, page, pageSize));
}
