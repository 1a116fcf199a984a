import { FilterTreesSchema, filterPaths } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

/** `GET /filter/tree/`: the category, country and travel filter trees. */
export function getFilterTrees() {
  return apiRequest(filterPaths.trees, { schema: FilterTreesSchema });
}

/** Fetched once per page load (spec 001 §7), shared by the point tabs and the advanced filter. */
export function getFilterTreesQueryOptions() {
  return queryOptions({
    queryKey: ['map', 'filter-trees'],
    queryFn: getFilterTrees,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useFilterTrees() {
  return useQuery(getFilterTreesQueryOptions());
}
