import {
  PLAN_TOGETHER_CHANGES,
  TRIP_SOCKET_CLOSE,
  TRIP_SOCKET_PING_MS,
  plannerMessages,
  TripSocketClientMessageSchema,
  tripSocketPath,
  type TripChangeType,
  type TripSocketServerMessage,
} from '@ai-map/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { exceedsJsonDepth, tooDeepMessage } from '../../lib/json-limits';
import * as repo from './plan-together.repository';
import { subscribeTripChanges, type TripChange } from './trip-events';
import { authorizeWatch, recheckWatch } from './trip-socket.service';

/** The part of a `ws` WebSocket this module uses (the package ships no types). */
interface Peer {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  ping(): void;
  terminate(): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'pong' | 'close', listener: () => void): void;
}
const OPEN = 1;

/** The changes of who takes part, after which each open socket's access is asked again. */
const MEMBER_CHANGES: ReadonlySet<TripChangeType> = new Set([
  PLAN_TOGETHER_CHANGES.participantRoleChanged,
  PLAN_TOGETHER_CHANGES.participantRemoved,
]);

const toMessage = (change: TripChange): TripSocketServerMessage => ({
  type: 'trip_changed',
  trip_id: change.tripId,
  version: change.version,
  change_type: change.type,
  ...(change.actorUserId === undefined ? {} : { actor_user_id: change.actorUserId }),
});

/**
 * `/ws/trip/{id}/`: live change notices of one trip (contract in @ai-map/contracts trip-socket).
 * Needs @fastify/websocket registered by the app. `pingIntervalMs` is an option so tests can
 * watch a dead client being dropped without waiting half a minute.
 */
export const tripSocketRoutes: FastifyPluginAsync<{
  ctx: AppContext;
  pingIntervalMs?: number;
}> = async (app, { ctx, pingIntervalMs = TRIP_SOCKET_PING_MS }) => {
  app.get(tripSocketPath(':id'), { websocket: true, schema: { hide: true } }, (socket, request) => {
    const peer = socket as unknown as Peer;
    const send = (message: TripSocketServerMessage) => {
      if (peer.readyState === OPEN) peer.send(JSON.stringify(message));
    };
    let closed = false;
    let stopListening: (() => void) | undefined;
    let stopResync: (() => void) | undefined;

    // Protocol pings find connections that died without a close (sleeping laptops, dropped
    // mobile networks): a client that answered nothing since the last ping is cut off.
    let alive = true;
    const keepalive = setInterval(() => {
      if (!alive) {
        peer.terminate();
        return;
      }
      alive = false;
      peer.ping();
    }, pingIntervalMs);
    peer.on('pong', () => {
      alive = true;
    });
    peer.on('message', (data) => {
      alive = true;
      // The one JSON limit of every socket (lib/json-limits.ts), checked before parsing.
      if (exceedsJsonDepth(data)) {
        peer.close(TRIP_SOCKET_CLOSE.messageTooLarge, tooDeepMessage);
        return;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(data.toString());
      } catch {
        return;
      }
      if (TripSocketClientMessageSchema.safeParse(parsed).success) send({ type: 'pong' });
    });
    peer.on('close', () => {
      closed = true;
      clearInterval(keepalive);
      stopListening?.();
      stopResync?.();
    });

    const start = async () => {
      const decision = await authorizeWatch(ctx, request);
      if (!decision.allowed) {
        peer.close(decision.code, decision.reason);
        return;
      }
      // Someone whose role changed may have lost the trip: they hear of the change (and reload
      // what they see), then a socket they may no longer hold is closed as a refused one is.
      const recheck = (change: TripChange) => {
        if (!MEMBER_CHANGES.has(change.type)) return;
        recheckWatch(ctx, decision.tripId, decision.viewer)
          .then((refused) => {
            if (refused) peer.close(refused.code, refused.reason);
          })
          .catch((error: unknown) =>
            request.log.warn({ err: error }, 'trip socket recheck failed'),
          );
      };
      // Listen first, then read the version: a change in between is queued, never lost.
      let queue: TripChange[] | null = [];
      const stop = await subscribeTripChanges(ctx, decision.tripId, (change) => {
        if (queue) queue.push(change);
        else send(toMessage(change));
        recheck(change);
      });
      if (closed) {
        stop();
        return;
      }
      stopListening = stop;
      const version = await repo.tripVersion(ctx.db, decision.tripId);
      if (version === undefined) {
        peer.close(TRIP_SOCKET_CLOSE.notFound, plannerMessages.tripNotFound);
        return;
      }
      send({ type: 'hello', trip_id: decision.tripId, version });
      const queued = queue;
      queue = null;
      for (const change of queued) send(toMessage(change));
      if (closed) return;
      // Changes made on other instances while Redis was away never arrived: `hello` again with
      // the version now, and a client that is behind reloads once, as after its own reconnect.
      stopResync = ctx.bus.onResync(() => {
        repo
          .tripVersion(ctx.db, decision.tripId)
          .then((now) => {
            if (now === undefined)
              peer.close(TRIP_SOCKET_CLOSE.notFound, plannerMessages.tripNotFound);
            else send({ type: 'hello', trip_id: decision.tripId, version: now });
          })
          .catch((error: unknown) => request.log.warn({ err: error }, 'trip socket resync failed'));
      });
    };
    start().catch((error: unknown) => {
      request.log.error({ err: error }, 'trip socket failed to start');
      peer.close(1011, 'Something went wrong. Please try again.');
    });
  });
};
