import { z } from 'zod';
import { PAGE_SIZES, pageQuery } from './pagination';
import { SharedTripRoleSchema } from './plan-together';
import { TripParamsSchema } from './planner';
import { TRIP_ROLES } from './trip-policy';
import { apiPathTable } from './routes';

/**
 * The people of a trip (ours; the spec lists only the invite call and participation requests):
 * the trips shared with the caller, a trip's members and its invitations still waiting, and the
 * calls that change a member's role or take the trip away from a member or an invitation.
 */

/** Paths relative to API_BASE, in the style of the spec's planner paths. */
export const tripMembersPaths = apiPathTable({
  sharedWithMe: 'planner/trips/shared_with_me/',
  members: (tripId: number | string) => `planner/trips/${tripId}/participants/`,
  member: (tripId: number | string, userId: number | string) =>
    `planner/trips/${tripId}/participants/${userId}/`,
  invitations: (tripId: number | string) => `planner/trips/${tripId}/invitations/`,
  invitation: (tripId: number | string, invitationId: number | string) =>
    `planner/trips/${tripId}/invitations/${invitationId}/`,
});

const Id = z.coerce.number().int().positive().max(2_147_483_647);
export const MemberParamsSchema = TripParamsSchema.extend({ userId: Id });
export const InvitationParamsSchema = TripParamsSchema.extend({ invitationId: Id });

export const tripMembersMessages = {
  notAllowedToSeeMembers: 'Only the owner and editors of this trip can see who takes part in it.',
  notAllowedToChangeMembers: 'Only the owner and editors of this trip can change who takes part.',
  ownerStays: 'The owner of a trip keeps it: they cannot be removed or given another role.',
  memberNotFound: 'This person does not take part in this trip.',
  invitationNotFound: 'This invitation was not found or has already been accepted.',
} as const;

/** Someone as the lists name them: no e-mail address (only ids travel, see the Trip entity). */
const PersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
});

/**
 * `GET planner/trips/shared_with_me/`: a trip the caller takes part in as editor or viewer
 * (accepted invitation or participation request), last changed first. `owner` is null for a
 * trip planned without an account.
 */
export const SharedTripSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The chat the trip opens in (`/chat/{chat_slug}`); null for a trip without one. */
  chat_slug: z.string().nullable(),
  duration_days: z.number().int(),
  start_date: z.string().nullable(),
  places_count: z.number().int(),
  role: SharedTripRoleSchema,
  owner: PersonSchema.nullable(),
  updated_at: z.string(),
});
export type SharedTrip = z.infer<typeof SharedTripSchema>;

export const SharedTripsQuerySchema = pageQuery(PAGE_SIZES.sharedTrips);
export const SharedTripsSchema = z.object({
  count: z.number().int(),
  results: z.array(SharedTripSchema),
});
export type SharedTrips = z.infer<typeof SharedTripsSchema>;

/** `GET planner/trips/{id}/participants/`: the owner first, then the others by joining. */
export const TripMemberSchema = z.object({
  user: PersonSchema.extend({ photo: z.string().nullable() }),
  role: z.enum(TRIP_ROLES),
  joined_at: z.string(),
});
export type TripMember = z.infer<typeof TripMemberSchema>;
export const TripMembersSchema = z.object({ results: z.array(TripMemberSchema) });
export type TripMembers = z.infer<typeof TripMembersSchema>;

/** `PATCH planner/trips/{id}/participants/{userId}/`: the member's new role. */
export const ChangeMemberRoleSchema = z.strictObject({ role: SharedTripRoleSchema });
export type ChangeMemberRole = z.infer<typeof ChangeMemberRoleSchema>;

/**
 * `GET planner/trips/{id}/invitations/`: the invitations not yet accepted and still valid,
 * newest first, with the address they went to (the managers typed it themselves).
 */
export const PendingInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: SharedTripRoleSchema,
  invited_by: PersonSchema.nullable(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type PendingInvitation = z.infer<typeof PendingInvitationSchema>;
export const PendingInvitationsSchema = z.object({ results: z.array(PendingInvitationSchema) });
export type PendingInvitations = z.infer<typeof PendingInvitationsSchema>;
