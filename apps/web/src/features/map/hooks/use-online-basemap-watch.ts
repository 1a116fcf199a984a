import type { ErrorEvent, MapSourceDataEvent } from 'maplibre-gl';
import { useCallback, useEffect, useRef } from 'react';
import { type Basemap, ONLINE_TILES_TIMEOUT_MS } from '../lib/basemap-style';

/** Tile errors in a row, with no tile arriving between them, that mean the tile host is gone. */
const ERRORS_IN_A_ROW = 3;

/**
 * Watches the online basemap once the map has it: an error from one of the style's own sources
 * before any of their tiles arrived (a blocked or failing tile host), a few errors in a row later
 * on, or no tile within ONLINE_TILES_TIMEOUT_MS, calls `onFailed`, which switches the map to the
 * built-in style. Errors of the product's own GeoJSON sources do not count. Nothing is watched on
 * the offline style.
 */
export function useOnlineBasemapWatch(basemap: Basemap, onFailed: () => void) {
  const tileArrived = useRef(false);
  const errorsInARow = useRef(0);
  const sourceIds = basemap.mode === 'online' ? basemap.sourceIds : null;

  useEffect(() => {
    if (!sourceIds) return;
    tileArrived.current = false;
    errorsInARow.current = 0;
    const timer = window.setTimeout(() => {
      if (!tileArrived.current) onFailed();
    }, ONLINE_TILES_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [sourceIds, onFailed]);

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

  return { onError, onSourceData };
}
