import type { BoundingBox } from '@ai-map/contracts';
import { useMemo } from 'react';
import { generalLayerVisibility, type GeneralLayerVisibility } from '../../lib/general-layers';
import { requestZoom, toBoundingBox } from '../../lib/viewport';
import { useGeneralStore } from '../../stores/general-store';
import { useMapViewStore } from '../../stores/map-view-store';

export interface GeneralView {
  /** The settled view's request box; null before the map has reported one. */
  box: BoundingBox | null;
  /** The rounded zoom of requests (§5). */
  zoom: number;
  layers: GeneralLayerVisibility;
}

/** The view the general and comparing layers draw: box, zoom and which layers are on. */
export function useGeneralView(): GeneralView {
  const viewport = useMapViewStore((state) => state.viewport);
  const tab = useMapViewStore((state) => state.tab);
  const subFilter = useMapViewStore((state) => state.subFilter);
  const statistic = useGeneralStore((state) => state.statistic);
  return useMemo(() => {
    const zoom = viewport ? requestZoom(viewport.zoom) : 0;
    return {
      box: viewport ? toBoundingBox(viewport) : null,
      zoom,
      layers: generalLayerVisibility({ tab, subFilter, statistic, zoom }),
    };
  }, [viewport, tab, subFilter, statistic]);
}
