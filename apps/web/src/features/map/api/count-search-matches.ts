import { type SearchFilters, SearchResponseSchema, searchPaths } from '@ai-map/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

/** How many countries or cities match some filters: `POST search/{type}/` asking for one item. */
export function countSearchMatches(
  type: 'countries' | 'cities',
  filters: SearchFilters,
  signal?: AbortSignal,
) {
  return apiRequest(searchPaths.search(type), {
    method: 'POST',
    body: { filters, page_size: 1 },
    schema: SearchResponseSchema,
    signal,
  }).then((response) => response.count);
}

export function useSearchMatchCount(type: 'countries' | 'cities', filters: SearchFilters) {
  return useQuery({
    queryKey: ['map', 'search-count', type, filters] as const,
    queryFn: ({ signal }) => countSearchMatches(type, filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
