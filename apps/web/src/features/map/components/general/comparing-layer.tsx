import { useMemo } from 'react';
import { Layer, Source } from 'react-map-gl/maplibre';
import { comparingFeatures, rankComparing } from '../../lib/general-comparing';
import { useMapViewStore } from '../../stores/map-view-store';
import {
  nameLabelLayout,
  nameLabelPaint,
  ratingInsideLayout,
  scoreColor,
} from '../../../../shared/lib/map-layer-style';
import { useComparingView } from './use-comparing-view';
import { useLayerPointer } from './use-layer-pointer';

const CIRCLES = 'general-comparing-circle';
const LAYERS = [CIRCLES] as const;

/**
 * Comparing markers: each city or country's rating in a ring of its score colour, with the icons
 * of its largest chosen categories above it. Nothing is drawn while no category is chosen.
 */
export function ComparingLayer() {
  const { request, query } = useComparingView('applied');
  const records = request ? query.data : undefined;
  const features = useMemo(
    () => comparingFeatures(rankComparing(records ?? []), request?.scale ?? 'countries'),
    [records, request?.scale],
  );
  const select = useMapViewStore((state) => state.select);
  useLayerPointer(LAYERS, {
    onClick: (feature) => {
      const { id, type } = feature.properties as { id: number; type: 'country' | 'city' };
      select({ type, id });
    },
  });

  return (
    <Source id="general-comparing" type="geojson" data={features}>
      <Layer
        id={CIRCLES}
        type="circle"
        paint={{
          'circle-color': '#ffffff',
          'circle-radius': 15,
          'circle-stroke-color': scoreColor,
          'circle-stroke-width': 4,
        }}
      />
      <Layer
        id="general-comparing-rating"
        type="symbol"
        layout={ratingInsideLayout}
        paint={{ 'text-color': '#0f172a' }}
      />
      <Layer
        id="general-comparing-icons"
        type="symbol"
        filter={['!=', ['get', 'icons'], '']}
        layout={{
          'icon-image': ['get', 'icons'],
          'icon-size': 0.75,
          'icon-anchor': 'bottom',
          'icon-offset': [0, -22],
          'icon-allow-overlap': true,
        }}
      />
      <Layer
        id="general-comparing-name"
        type="symbol"
        layout={{ ...nameLabelLayout, 'text-offset': [0, 1.6] }}
        paint={nameLabelPaint}
      />
    </Source>
  );
}
