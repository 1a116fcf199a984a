import type { LiveArea, LiveAreaRequest } from '@ai-map/contracts';
import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { askLiveArea } from '../api/live-area';
import { useMapViewStore } from '../stores/map-view-store';

/** From this zoom on a map view is a city's streets: its places are asked for (issue 15 §2). */
export const LIVE_AREA_MIN_ZOOM = 12;
const POLL_MS = 2000;
const pending = (area: LiveArea | undefined) =>
  area?.status === 'queued' || area?.status === 'running';

/**
 * The OpenStreetMap fetch of an area: asked for once (the server queues it unless it was fetched
 * recently), followed every 2 s while it runs; when it ends, the queries under `refresh` are
 * loaded again, so the new places appear without a reload. Null while `request` is null.
 * `refresh`: a constant (module-level) list, as the effect depends on it.
 */
export function useAreaFetch(
  request: LiveAreaRequest | null,
  refresh: readonly QueryKey[],
): LiveArea | null {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['live-area', request] as const,
    queryFn: ({ signal }) => askLiveArea(request!, signal),
    enabled: request !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
    refetchInterval: (q) => (pending(q.state.data) ? POLL_MS : false),
  });

  const wasPending = useRef(false);
  const area = query.data;
  useEffect(() => {
    if (pending(area)) {
      wasPending.current = true;
    } else if (wasPending.current && area?.status === 'done') {
      wasPending.current = false;
      for (const queryKey of refresh) {
        void queryClient.invalidateQueries({ queryKey });
      }
    } else {
      wasPending.current = false;
    }
  }, [area, queryClient, refresh]);

  return request && area ? area : null;
}

const MAP_QUERIES = [
  ['map', 'clusters'],
  ['map', 'places-in-view'],
] as const;

/**
 * The fetch of the area the map shows: asked for once the view is at street zoom (its centre
 * rounded to ~1 km, so panning within a city does not ask again); the map's markers and lists
 * reload when it ends. Null below street zoom.
 */
export function useLiveArea(): LiveArea | null {
  const viewport = useMapViewStore((state) => state.viewport);
  const point =
    viewport && viewport.zoom >= LIVE_AREA_MIN_ZOOM
      ? {
          lat: Math.round(((viewport.north + viewport.south) / 2) * 100) / 100,
          lng: Math.round(((viewport.east + viewport.west) / 2) * 100) / 100,
        }
      : null;
  return useAreaFetch(point, MAP_QUERIES);
}
