import {
  planTogetherPaths,
  type TripInviteRequest,
  type TripInviteResult,
  TripInviteResultSchema,
} from '@ai-map/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

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
  return useMutation({ mutationFn: inviteFriends });
}
