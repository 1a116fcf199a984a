import {
  type AcceptInvitationResult,
  AcceptInvitationResultSchema,
  planTogetherPaths,
} from '@ai-map/contracts';
import { apiRequest } from '../../../shared/api/client';

/** Redeems the token of a mailed invitation link for the signed-in user. */
export function acceptInvitation({
  tripId,
  token,
}: {
  tripId: number;
  token: string;
}): Promise<AcceptInvitationResult> {
  return apiRequest(planTogetherPaths.acceptInvitation(tripId), {
    method: 'POST',
    body: { token },
    schema: AcceptInvitationResultSchema,
  });
}
