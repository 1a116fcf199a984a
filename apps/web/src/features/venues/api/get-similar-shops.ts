import { ShopSchema, resultsPage, shopPaths } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

const ResultsSchema = resultsPage(ShopSchema);

/** `POST shops_similar/list/` ({shop_id, page}): shops of the same sub-category, best rated first, 12 a page. */
export function getSimilarShops(id: number, page = 1) {
  return apiRequest(shopPaths.similar, {
    method: 'POST',
    body: { shop_id: id, page },
    schema: ResultsSchema,
  });
}

export function getSimilarShopsQueryOptions(id: number, page = 1) {
  return queryOptions({
    queryKey: ['venues', 'shop', id, 'similar', page],
    queryFn: () => getSimilarShops(id, page),
  });
}

export function useSimilarShops(id: number, page = 1) {
  return useQuery(getSimilarShopsQueryOptions(id, page));
}
