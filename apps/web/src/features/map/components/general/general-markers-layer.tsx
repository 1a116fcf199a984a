import type { BoundingBox } from '@ai-map/contracts';
import type { ExpressionSpecification } from 'maplibre-gl';
import { useEffect, useMemo } from 'react';
import { Layer, Source, useMap } from 'react-map-gl/maplibre';
import { useGeneralMarkers } from '../../api/general-markers';
import { generalMarkerFeatures } from '../../lib/general-markers';
import { useMapViewStore } from '../../stores/map-view-store';
import { LABEL_FONT, nameLabelLayout, nameLabelPaint, SCORE_COLORS } from './layer-style';
import { addDiscImages } from './map-images';
import { useLayerPointer } from './use-layer-pointer';

const MARKERS = 'general-markers-marker';
const LAYERS = [MARKERS] as const;

const discOf = (level: keyof typeof SCORE_COLORS) => `general-score-${level}`;

/** The disc of a rating's score colour (§9: great from 7.5, good from 6, medium from 4). */
const scoreDisc: ExpressionSpecification = [
  'step',
  ['get', 'rating'],
  discOf('bad'),
  4,
  discOf('medium'),
  6,
  discOf('good'),
  7.5,
  discOf('great'),
];

/**
 * The general markers (§2): countries below zoom 6 and cities from 6, their rating on a disc of
 * its score colour, sized by the rating's class; a click opens the country or city. Where
 * markers collide the better rated one stays.
 */
export function GeneralMarkersLayer({ box, zoom }: { box: BoundingBox; zoom: number }) {
  const { current: mapRef } = useMap();
  const { data } = useGeneralMarkers({ box, zoom });
  const features = useMemo(() => generalMarkerFeatures(data?.results ?? []), [data]);
  const select = useMapViewStore((state) => state.select);
  useLayerPointer(LAYERS, {
    onClick: (feature) => {
      const { id, type } = feature.properties as { id: number; type: 'country' | 'city' };
      select({ type, id });
    },
  });

  useEffect(() => {
    if (!mapRef) return;
    addDiscImages(
      mapRef.getMap(),
      Object.fromEntries(
        (Object.keys(SCORE_COLORS) as (keyof typeof SCORE_COLORS)[]).map((level) => [
          discOf(level),
          SCORE_COLORS[level],
        ]),
      ),
    );
  }, [mapRef]);

  return (
    <Source id="general-markers" type="geojson" data={features}>
      <Layer
        id={MARKERS}
        type="symbol"
        layout={{
          'icon-image': scoreDisc,
          'icon-size': ['match', ['get', 'size'], 'small', 0.7, 'large', 0.95, 0.82],
          'text-field': ['get', 'ratingLabel'],
          'text-font': LABEL_FONT,
          'text-size': 10,
          'symbol-sort-key': ['-', 10, ['get', 'rating']],
        }}
        paint={{ 'text-color': '#ffffff' }}
      />
      <Layer
        id="general-markers-name"
        type="symbol"
        layout={{ ...nameLabelLayout, 'text-offset': [0, 1.3] }}
        paint={nameLabelPaint}
      />
    </Source>
  );
}
