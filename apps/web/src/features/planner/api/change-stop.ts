import {
  type ChangeStopBody,
  type ChangeStopResponse,
  ChangeStopResponseSchema,
  plannerPaths,
  type PointType,
} from '@ai-map/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { PLANNER_QUERY_ROOT } from '../api/planner-query-root';
import { tripQueryKey } from './get-trip';

export interface ChangeStopVariables {
  tripId: number;
  /** The stop's point_type, or `start` for the leg from the trip's start point. */
  pointType: PointType;
  /** The stop's place_to_visit_id (the trip's id for `start`). */
  stopId: number;
  body: ChangeStopBody;
}

export function changeStop({
  tripId,
  pointType,
  stopId,
  body,
}: ChangeStopVariables): Promise<ChangeStopResponse> {
  return apiRequest(plannerPaths.changeStop(tripId, pointType, stopId), {
    method: 'PATCH',
    body,
    schema: ChangeStopResponseSchema,
  });
}

/**
 * Moves a stop or changes the transport of its leg. A move answers the renumbered trip, shown at
 * once; either way the map points and budget are read again since legs and times changed.
 */
export function useChangeStop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStop,
    onSuccess: (answer, { tripId }) => {
      if (answer.object_data) queryClient.setQueryData(tripQueryKey(tripId), answer.object_data);
      void queryClient.invalidateQueries({ queryKey: PLANNER_QUERY_ROOT });
    },
  });
}
