import type { ErrorEvent, Map as MapLibreMap, MapSourceDataEvent } from 'maplibre-gl';
import { useCallback, useEffect, useRef } from 'react';
import { type Basemap, ONLINE_TILES_TIMEOUT_MS } from '../lib/basemap-style';

/** Tile errors in a row, with no tile arriving between them, that mean the tile host is gone. */
const ERRORS_IN_A_ROW = 3;

/**
 * Watches the online basemap once the map has it: an error from one of the style's own sources
 * before any of their tiles arrived (a blocked or failing tile host), a few errors in a row later
 * on, or no tile within ONLINE_TILES_TIMEOUT_MS of the first tile request, calls `onFailed`,
 * which switches the map to the built-in style. The clock starts at the first request rather
 * than at mount, so a busy device drawing slowly is not mistaken for a slow host. Errors of the
 * product's own GeoJSON sources do not count. Nothing is watched on the offline style.
 */
export function useOnlineBasemapWatch(basemap: Basemap, onFailed: () => void) {
  const sourceIds = basemap.mode === 'online' ? basemap.sourceIds : null;
  const watched = useRef<{ sourceIds: string[] | null; onFailed: () => void }>({
    sourceIds,
    onFailed,
  });
  const tileArrived = useRef(false);
  const errorsInARow = useRef(0);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    watched.current = { sourceIds, onFailed };
    tileArrived.current = false;
    errorsInARow.current = 0;
    return () => {
      window.clearTimeout(timer.current);
      timer.current = undefined;
    };
  }, [sourceIds, onFailed]);

  const attached = useRef<MapLibreMap | null>(null);
  /**
   * Hands over the map (on its first style data, before any tile is asked for: the first frame
   * comes after the first requests); its tile requests start the clock.
   */
  const attach = useCallback((map: MapLibreMap) => {
    if (attached.current === map) return;
    attached.current = map;
    map.on('sourcedataloading', (event: MapSourceDataEvent) => {
      const { sourceIds: ids, onFailed: fail } = watched.current;
      if (!ids?.includes(event.sourceId) || !event.tile || timer.current !== undefined) return;
      timer.current = window.setTimeout(() => {
        if (!tileArrived.current && watched.current.sourceIds) fail();
      }, ONLINE_TILES_TIMEOUT_MS);
    });
  }, []);

  const onError = useCallback(
    (event: ErrorEvent) => {
      const sourceId = (event as ErrorEvent & { sourceId?: string }).sourceId;
      if (!sourceIds || !sourceId || !sourceIds.includes(sourceId)) return;
      errorsInARow.current += 1;
      if (!tileArrived.current || errorsInARow.current >= ERRORS_IN_A_ROW) onFailed();
    },
    [sourceIds, onFailed],
  );

  const onSourceData = useCallback(
    (event: MapSourceDataEvent) => {
      if (!sourceIds?.includes(event.sourceId) || !event.tile) return;
      tileArrived.current = true;
      errorsInARow.current = 0;
    },
    [sourceIds],
  );

  return { attach, onError, onSourceData };
}
