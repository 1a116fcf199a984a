import { useMemo } from 'react';
import type { ClustersRequest } from '../api/get-clusters';
import { geoFilterBody, useMapFiltersStore } from '../stores/map-filters-store';
import { localMarkerKinds, useMapViewStore } from '../stores/map-view-store';
import { requestZoom, toBoundingBox } from '../lib/viewport';

/** The clusters request of the current view, tab and filters; null before the map has a view. */
export function useLocalMarkersRequest(): ClustersRequest | null {
  const viewport = useMapViewStore((state) => state.viewport);
  const tab = useMapViewStore((state) => state.tab);
  const subFilter = useMapViewStore((state) => state.subFilter);
  const filters = useMapFiltersStore((state) => state.filters);
  return useMemo(() => {
    if (!viewport) return null;
    const zoom = requestZoom(viewport.zoom);
    const kinds = localMarkerKinds(tab, subFilter, zoom);
    return { box: toBoundingBox(viewport), zoom, kinds, filters: geoFilterBody(kinds, filters) };
  }, [viewport, tab, subFilter, filters]);
}
