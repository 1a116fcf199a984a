import { SearchResponseSchema, type SearchType, searchPaths } from '@ai-map/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

export const SEARCH_PAGE_SIZE = 20;

export interface SearchQuery {
  type: SearchType;
  q: string;
  page: number;
}

/** `POST search/{type}/` with the text (filters are the map's advanced-filter screen). */
export function search({ type, q, page }: SearchQuery) {
  return apiRequest(searchPaths.search(type), {
    method: 'POST',
    body: { q, page, page_size: SEARCH_PAGE_SIZE },
    schema: SearchResponseSchema,
  });
}

export function getSearchQueryOptions(query: SearchQuery) {
  return queryOptions({
    queryKey: ['search', query],
    queryFn: () => search(query),
    placeholderData: keepPreviousData,
  });
}

/** Runs only with some text: an empty search would list everything. */
export function useSearch(query: SearchQuery) {
  return useQuery({ ...getSearchQueryOptions(query), enabled: query.q.length > 0 });
}
