import { planTogetherPaths, type SharedTripRole } from '@ai-map/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

export function askToJoin({ tripId, role }: { tripId: number; role: SharedTripRole }) {
  return apiRequest(planTogetherPaths.participationRequests(tripId), {
    method: 'POST',
    body: { role },
  });
}

/** A participation request with the role asked for (signed-in users without a role). */
export function useAskToJoin() {
  return useMutation({ mutationFn: askToJoin });
}
