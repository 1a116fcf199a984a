import { type DecideParticipationRequest, planTogetherPaths } from '@ai-map/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { PLANNER_QUERY_ROOT } from '../api/planner-query-root';

export function answerParticipationRequest({
  tripId,
  requestId,
  action,
}: DecideParticipationRequest & { tripId: number; requestId: number }) {
  return apiRequest(planTogetherPaths.participationRequest(tripId, requestId), {
    method: 'POST',
    body: { action },
  });
}

/** Accepts (the asker joins with the role) or declines a pending request. */
export function useAnswerParticipationRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerParticipationRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PLANNER_QUERY_ROOT }),
  });
}
