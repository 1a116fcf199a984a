import type { BoundingBox } from '@ai-map/contracts';
import { useMemo } from 'react';
import { Layer, Source } from 'react-map-gl/maplibre';
import { useLocalCulture } from '../../api/general-local-culture';
import { localCultureFeatures } from '../../lib/general-markers';
import { useMapViewStore } from '../../stores/map-view-store';
import { nameLabelLayout, nameLabelPaint } from '../../../../shared/lib/map-layer-style';
import { useLayerPointer } from './use-layer-pointer';

const ICONS = 'general-local-culture-icon';
const LAYERS = [ICONS] as const;

/** Local-culture places of every kind (geo/local_culture), mounted from zoom 7 only (§4). */
export function LocalCultureLayer({ box, zoom }: { box: BoundingBox; zoom: number }) {
  const { data } = useLocalCulture({ box, zoom });
  const features = useMemo(() => localCultureFeatures(data?.results ?? []), [data]);
  const select = useMapViewStore((state) => state.select);
  useLayerPointer(LAYERS, {
    onClick: (feature) => {
      const { kind, placeId } = feature.properties as {
        kind: 'attraction' | 'shop' | 'food' | 'event';
        placeId: number;
      };
      select({ type: kind, id: placeId });
    },
  });

  return (
    <Source id="general-local-culture" type="geojson" data={features}>
      <Layer
        id="general-local-culture-halo"
        type="circle"
        paint={{
          'circle-radius': 17,
          'circle-color': '#f59e0b',
          'circle-opacity': 0.25,
          'circle-stroke-color': '#f59e0b',
          'circle-stroke-width': 1.5,
        }}
      />
      <Layer
        id={ICONS}
        type="symbol"
        layout={{
          'icon-image': ['get', 'icon'],
          'icon-allow-overlap': true,
          ...nameLabelLayout,
          'text-field': ['concat', ['get', 'name'], ' · ', ['get', 'ratingLabel']],
          'text-offset': [0, 1.5],
        }}
        paint={nameLabelPaint}
      />
    </Source>
  );
}
