import { z } from 'zod';

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
    change_type: z.string(),
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
  participationRequested: 'participation_requested',
  participationDeclined: 'participation_declined',
} as const;
