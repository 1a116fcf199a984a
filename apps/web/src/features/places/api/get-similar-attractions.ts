import { AttractionSchema, resultsPage, attractionPaths, withQuery } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

const ResultsSchema = resultsPage(AttractionSchema);

/** `attractions/{id}/similar/objects/`: attractions of the same categories. */
export function getSimilarAttractions(id: number, categories: readonly string[], page = 1) {
  const query = new URLSearchParams({ category_slug: categories.join(','), page: String(page) });
  return apiRequest(withQuery(attractionPaths.similar(id), query), { schema: ResultsSchema });
}

export function getSimilarAttractionsQueryOptions(
  id: number,
  categories: readonly string[],
  page = 1,
) {
  return queryOptions({
    queryKey: ['places', 'attraction', id, 'similar/objects', categories.join(','), page],
    queryFn: () => getSimilarAttractions(id, categories, page),
  });
}

export function useSimilarAttractions(
  id: number,
  categories: readonly string[] | undefined,
  page = 1,
) {
  return useQuery({
    ...getSimilarAttractionsQueryOptions(id, categories ?? [], page),
    enabled: categories !== undefined,
  });
}
