import {
  type AddablePlaceType,
  type AddObjectList,
  AddObjectListSchema,
  plannerPaths,
  withQuery,
} from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

export interface AddObjectListParams {
  type: AddablePlaceType;
  id: number;
  page?: number;
}

export const addObjectListQueryKey = ({ type, id, page = 1 }: AddObjectListParams) =>
  ['planner', 'add-object-list', type, id, page] as const;

export function getAddObjectList(
  { type, id, page = 1 }: AddObjectListParams,
  signal?: AbortSignal,
): Promise<AddObjectList> {
  const query = new URLSearchParams({
    ordering: '-updated_at',
    add_object_type: type,
    add_object_id: String(id),
    page: String(page),
  });
  return apiRequest(withQuery(plannerPaths.addObjectList, query), {
    schema: AddObjectListSchema,
    signal,
  });
}

export function getAddObjectListQueryOptions(params: AddObjectListParams) {
  return queryOptions({
    queryKey: addObjectListQueryKey(params),
    queryFn: ({ signal }) => getAddObjectList(params, signal),
  });
}

/** The caller's trips one object can be added to, newest first (the add-to-trip modal). */
export function useAddObjectList(params: AddObjectListParams, enabled = true) {
  return useQuery({ ...getAddObjectListQueryOptions(params), enabled });
}
