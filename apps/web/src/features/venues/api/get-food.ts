import { RestaurantDetailSchema, foodPaths } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

/** `geo/foods/{id}/`: a food or drink place. */
export function getFood(id: number) {
  return apiRequest(foodPaths.onMap(id), { schema: RestaurantDetailSchema });
}

export function getFoodQueryOptions(id: number) {
  return queryOptions({ queryKey: ['venues', 'food', id], queryFn: () => getFood(id) });
}

export function useFood(id: number) {
  return useQuery(getFoodQueryOptions(id));
}
