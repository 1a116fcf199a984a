import { AttractionSchema } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../shared/api/client';

const BestAttractionsSchema = z.array(AttractionSchema);

/** `attractions/best_attractions`: the best rated attractions of the world (optional category). */
export function getBestAttractions(category?: string) {
  const query = category ? `?${new URLSearchParams({ category })}` : '';
  return apiRequest(`attractions/best_attractions${query}`, { schema: BestAttractionsSchema });
}

export function getBestAttractionsQueryOptions(category?: string) {
  return queryOptions({
    queryKey: ['places', 'best_attractions', category ?? null],
    queryFn: () => getBestAttractions(category),
    staleTime: 5 * 60_000,
  });
}

export function useBestAttractions(category?: string) {
  return useQuery(getBestAttractionsQueryOptions(category));
}
