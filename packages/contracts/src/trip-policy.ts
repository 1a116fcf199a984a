import type { ParticipationRole } from './planner';

/**
 * The one place that says what each role may do with a trip, shared by the server and the web
 * app. Every HTTP route, both sockets, the share service and the assistant's tools ask `can`
 * (through the server's `modules/planner/trip-policy.ts`), and so does the web app before it
 * offers a change; no other file compares roles, so a rule changes here or nowhere (the
 * contracts' trip-policy.test.ts checks the table, the server's greps the code for strays).
 */

/** The roles a trip's participants hold (spec 000 §6); the `trip_participants.role` column. */
export const TRIP_ROLES = ['owner', 'editor', 'viewer'] as const;
export type TripRole = (typeof TRIP_ROLES)[number];

export type TripAction =
  /** Read the trip's stops, map points, budget and exports, and watch its socket. */
  | 'view_contents'
  /** Change the trip: its title, budget, stops, transport; import places into it. */
  | 'edit'
  /** Invite people, see and answer their participation requests. */
  | 'manage_participants'
  /** Create, read and revoke the trip's public read-only link. */
  | 'share'
  /** Let the assistant plan a new trip in this one's place. */
  | 'replan'
  /** Talk to the assistant in the trip's chat. */
  | 'write_chat'
  /** Read the trip's chat. */
  | 'read_chat';

/** The roles that may do each action that needs one (`view_contents` is decided in `can`). */
const ROLES_FOR: Record<Exclude<TripAction, 'view_contents'>, readonly TripRole[]> = {
  edit: ['owner', 'editor'],
  manage_participants: ['owner', 'editor'],
  share: ['owner'],
  replan: ['owner'],
  write_chat: ['owner', 'editor'],
  read_chat: ['owner', 'editor', 'viewer'],
};

/**
 * Whether someone with `role` may do `action` on `trip`. `role` is null for someone without one
 * (a stranger, or anyone on a public trip they do not take part in); the server counts an
 * anonymous planner holding the trip's access code as its owner.
 */
export function can(
  role: TripRole | null,
  action: TripAction,
  trip: { isPrivate: boolean },
): boolean {
  // A public trip's contents are everyone's to read; a private one's, its people's only.
  if (action === 'view_contents') return !trip.isPrivate || role !== null;
  return role !== null && ROLES_FOR[action].includes(role);
}

/** The roles that may do `action`: for the queries that filter trips in SQL by the same rule. */
export const rolesThatMay = (action: Exclude<TripAction, 'view_contents'>) => ROLES_FOR[action];

/** The role as the trip shows it: viewers read like strangers (spec 000 §3 owner|editor|other). */
export function shownRole(role: TripRole | null): ParticipationRole {
  return role === 'owner' || role === 'editor' ? role : 'other';
}

/**
 * The role a shown role stands for, as far as it tells: 'other' is a viewer or a stranger alike,
 * so it reads as no role. That answers every action but reading (`view_contents`, `read_chat`),
 * where a viewer and a stranger differ; the web app leaves those to the server.
 */
export function roleShownAs(shown: ParticipationRole): TripRole | null {
  return shown === 'other' ? null : shown;
}

/**
 * The role someone has after being offered `offered` (by an invitation): a role only rises
 * (viewer to editor), and an owner stays the owner.
 */
export function raisedRole(
  current: TripRole | null,
  offered: Exclude<TripRole, 'owner'>,
): TripRole {
  return current === 'owner' || current === 'editor' ? current : offered;
}
