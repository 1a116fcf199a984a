import {
  MAX_PAGE_SIZE,
  PendingInvitationsSchema,
  type SharedTripRole,
  SharedTripsSchema,
  TripMemberSchema,
  TripMembersSchema,
  tripMembersPaths,
  withQuery,
} from '@ai-map/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { useSessionStore } from '../../../shared/api/session-store';
import { PLANNER_QUERY_ROOT } from './planner-query-root';

// Under the planner's root: a change heard on the trip socket (someone removed) reloads them too.
export const sharedTripsQueryKey = [...PLANNER_QUERY_ROOT, 'shared-with-me'] as const;
const membersKey = (tripId: number) => [...PLANNER_QUERY_ROOT, 'members', tripId] as const;
/** Every trip's invitations waiting (an invitation sent adds to them). */
export const pendingInvitationsRoot = [...PLANNER_QUERY_ROOT, 'pending-invitations'] as const;
const invitationsKey = (tripId: number) => [...pendingInvitationsRoot, tripId] as const;

/**
 * The trips shared with the signed-in user, last changed first: one page as large as the API
 * gives, as the sidebar lists them all (the count tells when there are more).
 */
export function useSharedTrips() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: sharedTripsQueryKey,
    queryFn: ({ signal }) =>
      apiRequest(withQuery(tripMembersPaths.sharedWithMe, `page_size=${MAX_PAGE_SIZE}`), {
        schema: SharedTripsSchema,
        signal,
      }),
    enabled: token !== null,
  });
}

/** Who takes part in a trip; for its owner and editors (`enabled` by the trip policy). */
export function useTripMembers(tripId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: membersKey(tripId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest(tripMembersPaths.members(tripId ?? 0), { schema: TripMembersSchema, signal }),
    enabled: enabled && tripId !== null,
  });
}

/** The invitations of a trip still waiting for an answer. */
export function usePendingInvitations(tripId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: invitationsKey(tripId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest(tripMembersPaths.invitations(tripId ?? 0), {
        schema: PendingInvitationsSchema,
        signal,
      }),
    enabled: enabled && tripId !== null,
  });
}

/** The member calls: a role changed or someone removed reloads every trip query. */
export function useMemberChanges() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: PLANNER_QUERY_ROOT });
  const changeRole = useMutation({
    mutationFn: ({
      tripId,
      userId,
      role,
    }: {
      tripId: number;
      userId: number;
      role: SharedTripRole;
    }) =>
      apiRequest(tripMembersPaths.member(tripId, userId), {
        method: 'PATCH',
        body: { role },
        schema: TripMemberSchema,
      }),
    onSettled,
  });
  const removeMember = useMutation({
    mutationFn: ({ tripId, userId }: { tripId: number; userId: number }) =>
      apiRequest(tripMembersPaths.member(tripId, userId), { method: 'DELETE' }),
    onSettled,
  });
  const revokeInvitation = useMutation({
    mutationFn: ({ tripId, invitationId }: { tripId: number; invitationId: number }) =>
      apiRequest(tripMembersPaths.invitation(tripId, invitationId), { method: 'DELETE' }),
    onSettled,
  });
  return { changeRole, removeMember, revokeInvitation };
}
