import { AdvancedFiltersSchema, filterPaths } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

/** `GET filter/tree/advanced/`: the ranges of the advanced filter (temperature, ratings…). */
export function getAdvancedFilters() {
  return apiRequest(filterPaths.advanced, { schema: AdvancedFiltersSchema });
}

export function getAdvancedFiltersQueryOptions() {
  return queryOptions({
    queryKey: ['map', 'advanced-filters'],
    queryFn: getAdvancedFilters,
    staleTime: Infinity,
  });
}

export function useAdvancedFilters() {
  return useQuery(getAdvancedFiltersQueryOptions());
}
