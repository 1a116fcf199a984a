import { z } from 'zod';
import { EmailSchema } from './auth';
import { messages, serverMessages } from './messages';
import { PAGE_SIZES, pageQuery } from './pagination';
import { TRIP_ROLES } from './trip-policy';
import { apiPathTable } from './routes';

/**
 * Plan Together (spec 000 §2 Invitation modal, §3 Participation request, §5 Invite, §7): friends
 * invited by e-mail, and users asking to join a trip with a role.
 */

/** Paths relative to API_BASE; the invite path is the spec's, the others follow its style. */
export const planTogetherPaths = apiPathTable({
  invite: (chatId: number | string) => `travel-chat/chats/${chatId}/invite/`,
  acceptInvitation: (tripId: number | string) => `planner/trips/${tripId}/invitations/accept/`,
  participationRequests: (tripId: number | string) =>
    `planner/trips/${tripId}/participation_requests/`,
  participationRequest: (tripId: number | string, requestId: number | string) =>
    `planner/trips/${tripId}/participation_requests/${requestId}/`,
});

/** The roles a trip can be shared with; the owner role is never handed out. */
export const SHARED_TRIP_ROLES = ['editor', 'viewer'] as const;
export const SharedTripRoleSchema = z.enum(SHARED_TRIP_ROLES, {
  error: (issue) =>
    issue.input === undefined ? serverMessages.fieldRequired : 'The role is editor or viewer.',
});
export type SharedTripRole = z.infer<typeof SharedTripRoleSchema>;

/** Addresses one invitation call may carry; the plan's friends limit usually stops far earlier. */
export const MAX_INVITE_EMAILS = 50;

export const planTogetherMessages = {
  inviteSent: 'Invitation sent successfully',
  inviteFailed: 'An error occurred while sending invitations.',
  tooManyEmails: `At most ${MAX_INVITE_EMAILS} e-mail addresses can be invited at once.`,
  notAllowedToInvite: 'Only the owner and editors of this trip can invite friends.',
  invitationInvalid: 'This invitation link is invalid or has expired.',
  invitationUsed: 'This invitation has already been accepted.',
  invitationOtherTrip: 'This invitation belongs to another trip.',
  invitationAccepted: 'You have joined the trip.',
  alreadyParticipant: 'You already take part in this trip.',
  alreadyRequested: 'You have already asked to join this trip.',
  notAllowedToSeeRequests:
    'Only the owner and editors of this trip can see participation requests.',
  notAllowedToDecide:
    'Only the owner and editors of this trip can accept or decline participation requests.',
  requestNotPending: 'This participation request has already been answered.',
  mailFailed: 'We could not send the invitations. Please try again later.',
} as const;

/**
 * `POST travel-chat/chats/{chatId}/invite/`: the §5 rules — every address matches the simple
 * pattern, none twice (case-insensitively), at least one. `role` is ours (editor by default).
 */
export const TripInviteRequestSchema = z.object({
  emails: z
    .array(EmailSchema)
    .min(1, messages.noFriendsToInvite)
    .max(MAX_INVITE_EMAILS, planTogetherMessages.tooManyEmails)
    .superRefine((emails, check) => {
      if (new Set(emails).size !== emails.length) {
        check.addIssue({ code: 'custom', message: messages.duplicateEmail });
      }
    }),
  role: SharedTripRoleSchema.default('editor'),
});
export type TripInviteRequest = z.input<typeof TripInviteRequestSchema>;

export const TripInviteResultSchema = z.object({
  detail: z.string(),
  /** The addresses mailed, lower-cased. */
  emails: z.array(z.string()),
});
export type TripInviteResult = z.infer<typeof TripInviteResultSchema>;

/** `POST planner/trips/{id}/invitations/accept/`: the token of the mailed link (`?invite=`). */
export const AcceptInvitationRequestSchema = z.object({
  token: z.string().trim().min(1).max(128),
});
export type AcceptInvitationRequest = z.infer<typeof AcceptInvitationRequestSchema>;

export const AcceptInvitationResultSchema = z.object({
  detail: z.string(),
  trip_id: z.number().int(),
  /** The caller's role on the trip now (an owner stays owner). */
  role: z.enum(TRIP_ROLES),
});
export type AcceptInvitationResult = z.infer<typeof AcceptInvitationResultSchema>;

export const PARTICIPATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type ParticipationStatus = (typeof PARTICIPATION_STATUSES)[number];

/** Who asked (spec 000 §3 Participation request: user.id, role); no e-mail address is shown. */
export const ParticipationRequestSchema = z.object({
  id: z.number().int(),
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    username: z.string(),
    photo: z.string().nullable(),
  }),
  role: SharedTripRoleSchema,
  status: z.enum(PARTICIPATION_STATUSES),
  created_at: z.string(),
});
export type ParticipationRequest = z.infer<typeof ParticipationRequestSchema>;

/** `GET …/participation_requests/`: pending requests by default, oldest first, 3 a page (§9). */
export const ParticipationRequestsQuerySchema = pageQuery(PAGE_SIZES.participationRequests).extend({
  status: z.enum(PARTICIPATION_STATUSES).default('pending'),
});
export type ParticipationRequestsQuery = z.infer<typeof ParticipationRequestsQuerySchema>;

export const ParticipationRequestPageSchema = z.object({
  results: z.array(ParticipationRequestSchema),
  count: z.number().int(),
});
export type ParticipationRequestPage = z.infer<typeof ParticipationRequestPageSchema>;

/** `POST …/participation_requests/` (spec: body `{role}`). */
export const CreateParticipationRequestSchema = z.object({ role: SharedTripRoleSchema });
export type CreateParticipationRequest = z.infer<typeof CreateParticipationRequestSchema>;

/** `POST …/participation_requests/{requestId}/` (ours): the owner's or an editor's answer. */
export const DecideParticipationRequestSchema = z.object({
  action: z.enum(['accept', 'decline']),
});
export type DecideParticipationRequest = z.infer<typeof DecideParticipationRequestSchema>;
