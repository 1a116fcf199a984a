import { TypesOfDishSchema, foodPaths } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

/** `food/types_of_dish/`: dish types (main courses, drinks…) with how many places serve each. */
export function getTypesOfDish() {
  return apiRequest(foodPaths.typesOfDish, { schema: TypesOfDishSchema });
}

export function getTypesOfDishQueryOptions() {
  return queryOptions({
    queryKey: ['venues', 'types_of_dish'],
    queryFn: getTypesOfDish,
    staleTime: 30 * 60_000,
  });
}

export function useTypesOfDish() {
  return useQuery(getTypesOfDishQueryOptions());
}
