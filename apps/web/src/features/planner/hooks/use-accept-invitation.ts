import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { errorDetail } from '../../../shared/api/api-error';
import { useSessionStore } from '../../../shared/api/session-store';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useAuthModalStore } from '../../../shared/stores/auth-modal-store';
import { chatConversationRoot, chatHistoryQueryKey } from '../../../shared/api/chat-query-keys';
import { PLANNER_QUERY_ROOT } from '../api/planner-query-root';
import { acceptInvitation } from '../api/accept-invitation';

/**
 * The mailed invitation link (`/chat/{slug}?invite={token}&trip={id}`): a signed-in user joins
 * the trip at once and the parameters are dropped; a signed-out one is asked to sign in first,
 * after which the link is redeemed. True while a signed-in user's link is being redeemed: the
 * chat is read only after it.
 */
export function useAcceptInvitation(): boolean {
  const [searchParams, setSearchParams] = useSearchParams();
  const token = searchParams.get('invite');
  const tripId = Number(searchParams.get('trip'));
  const signedIn = useSessionStore((state) => state.token !== null);
  const queryClient = useQueryClient();
  const handled = useRef<string | null>(null);
  const valid = token !== null && Number.isInteger(tripId) && tripId > 0;

  useEffect(() => {
    if (!valid) return;
    if (!signedIn) {
      useAuthModalStore.getState().openAuthModal('signin');
      return;
    }
    if (handled.current === token) return;
    handled.current = token;
    const dropParams = () =>
      setSearchParams(
        (params) => {
          params.delete('invite');
          params.delete('trip');
          return params;
        },
        { replace: true },
      );
    acceptInvitation({ tripId, token })
      .then((result) => {
        toast.success(result.detail);
        void queryClient.invalidateQueries({ queryKey: chatConversationRoot });
        void queryClient.invalidateQueries({ queryKey: chatHistoryQueryKey });
        void queryClient.invalidateQueries({ queryKey: PLANNER_QUERY_ROOT });
      })
      .catch((error: unknown) => toast.error(errorDetail(error)))
      .finally(dropParams);
  }, [valid, token, tripId, signedIn, queryClient, setSearchParams]);
  return valid && signedIn;
}
