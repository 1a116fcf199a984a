import { z } from 'zod';
import type { ImportForm } from './imports';
import type { PointType } from './planner';

/** Every kind of committed trip change, as `trip_changed.change_type` names it. */
export const TRIP_CHANGE_TYPES = [
  'trip_created',
  'trip_updated',
  'trip_deleted',
  'budget_updated',
  'stop_added',
  'stop_removed',
  'stop_moved',
  'transport_changed',
  'places_imported',
  'participant_added',
  'participant_role_changed',
  'participant_removed',
  'participation_requested',
  'participation_declined',
] as const;
export type TripChangeType = (typeof TRIP_CHANGE_TYPES)[number];

/** What an import reports: how many places it added, and where to. */
interface ImportedPlaces {
  added: number;
  target: ImportForm['target'];
}
interface StopRef {
  place_to_visit_id: number;
}
/** The member whose role changed or who was removed: their sockets check their access again. */
interface MemberRef {
  user_id: number;
}

/**
 * What each change carries for the server's own listeners (the MCP server, tests); the socket
 * sends only its type, since clients refetch what it concerns.
 */
interface TripChangePayloads {
  trip_created: ImportedPlaces | undefined;
  trip_updated: undefined;
  trip_deleted: undefined;
  budget_updated: undefined;
  stop_added: StopRef;
  stop_removed: StopRef;
  stop_moved: StopRef & { point_type: PointType };
  transport_changed: StopRef & { point_type: PointType };
  places_imported: ImportedPlaces;
  participant_added: undefined;
  participant_role_changed: MemberRef;
  participant_removed: MemberRef;
  participation_requested: undefined;
  participation_declined: undefined;
}

/** A trip change by its type, with that type's payload: `payload` is there when the type has one. */
export type TripChangeEvent = {
  [T in TripChangeType]: undefined extends TripChangePayloads[T]
    ? { type: T; payload?: TripChangePayloads[T] }
    : { type: T; payload: TripChangePayloads[T] };
}[TripChangeType];

/**
 * Whether a change's `version` is a new version of the trip, so that a client already holding
 * it (or a later one) has the change. The others may repeat the version they found (joining
 * changes the participants and requests; an accepted request of someone who already takes part
 * changes only the requests) or have none left (a deleted trip).
 */
export const TRIP_CHANGE_NEW_VERSION: Record<TripChangeType, boolean> = {
  trip_created: true,
  trip_updated: true,
  trip_deleted: false,
  budget_updated: true,
  stop_added: true,
  stop_removed: true,
  stop_moved: true,
  transport_changed: true,
  places_imported: true,
  participant_added: false,
  participant_role_changed: true,
  participant_removed: true,
  participation_requested: false,
  participation_declined: false,
};

/**
 * The trip WebSocket (ours; the spec shows only the chat sockets). A client opens
 * `/ws/trip/{tripId}/?token=…&planner_access_code=…` (both optional, as on the HTTP calls), gets
 * `hello` with the trip's version, then `trip_changed` after every committed change by anyone,
 * on any app instance. It refetches what the change concerns; the socket never carries the trip
 * itself, so the HTTP answers stay the one source of truth.
 */
export const tripSocketPath = (tripId: number | string) => `/ws/trip/${tripId}/`;

/**
 * Why the server closed the socket. Browsers only show the code and reason to the script, so
 * refusals use the 4000 range with the HTTP status inside (4401 = 401 and so on).
 */
export const TRIP_SOCKET_CLOSE = {
  invalidToken: 4401,
  forbidden: 4403,
  notFound: 4404,
  /** A frame over the size or nesting limit (WebSocket's own "message too big"). */
  messageTooLarge: 1009,
} as const;

/** The server pings every this many ms; a client silent for two intervals is dropped. */
export const TRIP_SOCKET_PING_MS = 30_000;

export const TripSocketServerMessageSchema = z.discriminatedUnion('type', [
  /**
   * First message: the trip's version when the subscription started. Sent again, with the
   * version then, when the server may have missed other instances' changes (its Redis link was
   * down); a client whose trip is older reloads it.
   */
  z.object({ type: z.literal('hello'), trip_id: z.number().int(), version: z.number().int() }),
  /**
   * Something changed. `version` is the trip's version after it; changes that leave the trip
   * itself as it was (a new participation request) repeat the current version, and
   * `change_type` tells which data to refetch.
   */
  z.object({
    type: z.literal('trip_changed'),
    trip_id: z.number().int(),
    version: z.number().int(),
    change_type: z.enum(TRIP_CHANGE_TYPES),
    actor_user_id: z.number().int().optional(),
  }),
  /** Answer to a client's `ping`. */
  z.object({ type: z.literal('pong') }),
]);
export type TripSocketServerMessage = z.infer<typeof TripSocketServerMessageSchema>;

/**
 * What a client may send: an application-level ping, for browsers, which cannot see the
 * protocol pings, to notice a connection that died silently.
 */
export const TripSocketClientMessageSchema = z.object({ type: z.literal('ping') });
export type TripSocketClientMessage = z.infer<typeof TripSocketClientMessageSchema>;

/**
 * The change types the Plan Together services publish; the planner's own ones (stops, title,
 * budget) come from the planner service.
 */
export const PLAN_TOGETHER_CHANGES = {
  participantAdded: 'participant_added',
  participantRoleChanged: 'participant_role_changed',
  participantRemoved: 'participant_removed',
  participationRequested: 'participation_requested',
  participationDeclined: 'participation_declined',
} as const satisfies Record<string, TripChangeType>;
