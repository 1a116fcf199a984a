import type { BoundingBox } from '@ai-map/contracts';
import { useEffect, useMemo } from 'react';
import { Layer, Source, useMap } from 'react-map-gl/maplibre';
import { useTemperatureUnitStore } from '../../../../shared/stores/temperature-unit-store';
import { useClimateCities } from '../../api/climate-data';
import { climateFeatures } from '../../lib/general-climate';
import { useGeneralStore } from '../../stores/general-store';
import { useMapViewStore } from '../../stores/map-view-store';
import {
  LABEL_FONT,
  nameLabelLayout,
  nameLabelPaint,
} from '../../../../shared/lib/map-layer-style';
import { addDiscImages } from './map-images';
import { useClimateColors } from './use-climate-colors';
import { useLayerPointer } from './use-layer-pointer';

const MARKERS = 'general-climate-marker';
const LAYERS = [MARKERS] as const;
/** Below city scale the basemap's own city names are enough. */
const NAMES_MIN_ZOOM = 6;

const discName = (color: string) => `general-disc-${color.replace('#', '')}`;

/** Climate markers (§2): each city's day temperature on the colour of its class. */
export function ClimateLayer({ box }: { box: BoundingBox }) {
  const { current: mapRef } = useMap();
  const filters = useGeneralStore((state) => state.applied.climate);
  const unit = useTemperatureUnitStore((state) => state.unit);
  const { data } = useClimateCities(box, filters);
  const features = useMemo(() => climateFeatures(data?.results ?? [], unit), [data, unit]);
  const colors = useClimateColors();
  const select = useMapViewStore((state) => state.select);
  useLayerPointer(LAYERS, {
    onClick: (feature) => select({ type: 'city', id: Number(feature.properties.cityId) }),
  });

  const images = {
    cold: discName(colors.cold),
    warm: discName(colors.warm),
    hot: discName(colors.hot),
  };
  useEffect(() => {
    if (!mapRef) return;
    addDiscImages(
      mapRef.getMap(),
      Object.fromEntries([colors.cold, colors.warm, colors.hot].map((c) => [discName(c), c])),
    );
  }, [mapRef, colors.cold, colors.warm, colors.hot]);

  return (
    <Source id="general-climate" type="geojson" data={features}>
      {/* Names go beneath the discs: MapLibre places the upper layer's symbols first, and a name
          placed first would knock its own disc out. The offset clears the disc. */}
      <Layer
        id="general-climate-name"
        type="symbol"
        minzoom={NAMES_MIN_ZOOM}
        layout={{ ...nameLabelLayout, 'text-offset': [0, 1.9] }}
        paint={nameLabelPaint}
      />
      <Layer
        id={MARKERS}
        type="symbol"
        layout={{
          'icon-image': [
            'match',
            ['get', 'climate'],
            'cold',
            images.cold,
            'hot',
            images.hot,
            images.warm,
          ],
          'text-field': ['get', 'label'],
          'text-font': LABEL_FONT,
          'text-size': 10,
          // Where markers collide the larger city (earlier in the answer) is kept.
          'symbol-sort-key': ['get', 'rank'],
        }}
        // Dark on the light warm colour, white on the others, for contrast.
        paint={{ 'text-color': ['match', ['get', 'climate'], 'warm', '#1f2937', '#ffffff'] }}
      />
    </Source>
  );
}
