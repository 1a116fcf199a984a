import { AUTH_COOKIE, tripSocketPath } from '@ai-map/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSessionStore } from '../../../shared/api/session-store';
import { readCookie } from '../../../shared/lib/cookies';
import { PLANNER_QUERY_ROOT } from '../api/planner-query-root';
import { tripQueryKey } from '../api/get-trip';
import { watchTripVersions } from '../lib/trip-version-watch';
import { TripSocket } from '../lib/trip-socket';

function tripSocketUrl(tripId: number): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const token = readCookie(AUTH_COOKIE);
  // The planner access code travels in its cookie, which the socket's request carries.
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  return `${scheme}://${window.location.host}${tripSocketPath(tripId)}${query}`;
}

/**
 * Keeps a shown trip live: every change by anyone (here or in another browser, or the assistant
 * in a chat turn) reloads the planner's queries, once a version (see watchTripVersions). This is
 * the only reload of a shown trip: a turn's `complete` reloads nothing, so no reload has to wait
 * for a turn's end, and a turn reloads the trip once per change it makes, as it makes it.
 */
export function useTripLive(tripId: number | null): void {
  const queryClient = useQueryClient();
  // A new session (sign-in, sign-out) reconnects with the new token.
  const token = useSessionStore((state) => state.token);

  useEffect(() => {
    if (tripId === null) return;
    const reload = () => void queryClient.invalidateQueries({ queryKey: PLANNER_QUERY_ROOT });
    const versions = watchTripVersions(queryClient, tripQueryKey(tripId), reload);
    const socket = new TripSocket({
      url: () => tripSocketUrl(tripId),
      onMessage: versions.onMessage,
    });
    socket.open();
    return () => {
      socket.close();
      versions.stop();
    };
  }, [tripId, queryClient, token]);
}
