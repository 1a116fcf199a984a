import {
  AttractionSchema,
  listPage,
  PAGE_SIZES,
  attractionPaths,
  withQuery,
} from '@ai-map/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import type { AttractionOrdering } from '../../catalog';

const AttractionsPageSchema = listPage(AttractionSchema);

export interface AttractionsQuery {
  page: number;
  ordering: AttractionOrdering;
  pageSize?: number;
}

/** `attractions/{page}/{size}/`: every attraction of the world. */
export function getAttractions({
  page,
  ordering,
  pageSize = PAGE_SIZES.attractions,
}: AttractionsQuery) {
  return apiRequest(
    withQuery(attractionPaths.list(page, pageSize), new URLSearchParams({ ordering })),
    {
      schema: AttractionsPageSchema,
    },
  );
}

export function getAttractionsQueryOptions(query: AttractionsQuery) {
  return queryOptions({
    queryKey: ['places', 'attractions', query],
    queryFn: () => getAttractions(query),
    placeholderData: keepPreviousData,
  });
}

export function useAttractions(query: AttractionsQuery) {
  return useQuery(getAttractionsQueryOptions(query));
}
