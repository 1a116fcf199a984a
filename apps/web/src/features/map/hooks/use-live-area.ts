import type { LiveArea } from '@ai-map/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { askLiveArea } from '../api/live-area';
import { useMapViewStore } from '../stores/map-view-store';

/** From this zoom on a map view is a city's streets: its places are asked for (issue 15 §2). */
export const LIVE_AREA_MIN_ZOOM = 12;
const POLL_MS = 2000;
const pending = (area: LiveArea | undefined) =>
  area?.status === 'queued' || area?.status === 'running';

/**
 * The OpenStreetMap fetch of the area the map shows: asked for once the view is at street zoom
 * (its centre rounded to ~1 km, so panning within a city does not ask again), followed every
 * 2 s while it runs; when it ends, the map's markers and lists are loaded again, so the new
 * places appear without a reload. Null below street zoom.
 */
export function useLiveArea(): LiveArea | null {
  const viewport = useMapViewStore((state) => state.viewport);
  const queryClient = useQueryClient();
  const point =
    viewport && viewport.zoom >= LIVE_AREA_MIN_ZOOM
      ? {
          lat: Math.round(((viewport.north + viewport.south) / 2) * 100) / 100,
          lng: Math.round(((viewport.east + viewport.west) / 2) * 100) / 100,
        }
      : null;
  const query = useQuery({
    queryKey: ['map', 'live-area', point] as const,
    queryFn: ({ signal }) => askLiveArea(point!, signal),
    enabled: point !== null,
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
      void queryClient.invalidateQueries({ queryKey: ['map', 'clusters'] });
      void queryClient.invalidateQueries({ queryKey: ['map', 'places-in-view'] });
    } else {
      wasPending.current = false;
    }
  }, [area, queryClient]);

  return point && area ? area : null;
}
