import { CategoryCountSchema, eventPaths } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../shared/api/client';

const CategoryListSchema = z.object({ list: z.array(CategoryCountSchema), count: z.number() });

/** `events/event/category_list/`: the top-level event categories with upcoming counts. */
export function getEventCategories() {
  return apiRequest(eventPaths.categoryList, { schema: CategoryListSchema });
}

export function getEventCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['venues', 'event_categories'],
    queryFn: getEventCategories,
    staleTime: 30 * 60_000,
  });
}

export function useEventCategories() {
  return useQuery(getEventCategoriesQueryOptions());
}
