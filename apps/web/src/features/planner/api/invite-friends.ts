import {
  planTogetherPaths,
  type TripInviteRequest,
  type TripInviteResult,
  TripInviteResultSchema,
} from '@ai-map/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { pendingInvitationsRoot } from './trip-members';

export function inviteFriends({
  chatId,
  ...body
}: TripInviteRequest & { chatId: number | string }): Promise<TripInviteResult> {
  return apiRequest(planTogetherPaths.invite(chatId), {
    method: 'POST',
    body,
    schema: TripInviteResultSchema,
  });
}

/** Mails each friend a link that makes them a participant of the chat's trip (spec 000 §5). */
export function useInviteFriends() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteFriends,
    // The trip's invitations waiting now include these.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pendingInvitationsRoot }),
  });
}
