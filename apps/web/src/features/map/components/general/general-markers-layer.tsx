import type { BoundingBox } from '@ai-map/contracts';
import type { ExpressionSpecification } from 'maplibre-gl';
import { useEffect, useMemo, useState } from 'react';
import { Layer, Source, useMap } from 'react-map-gl/maplibre';
import { useIsMobile } from '../../../../shared/hooks/use-is-mobile';
import { useGeneralMarkers } from '../../api/general-markers';
import { useCountrySafety } from '../../api/general-safety';
import { generalMarkerFeatures } from '../../lib/general-markers';
import { safetyTooltipLine } from '../../lib/general-safety';
import { useMapViewStore } from '../../stores/map-view-store';
import { placeOverlayStore } from '../place/place-overlay-store';
import { targetFromMarker } from '../place/place-target';
import {
  LABEL_FONT,
  nameLabelLayout,
  nameLabelPaint,
  SCORE_COLORS,
} from '../../../../shared/lib/map-layer-style';
import { addDiscImages } from './map-images';
import { MarkerTooltip } from './marker-tooltip';
import { useLayerPointer } from './use-layer-pointer';

const MARKERS = 'general-markers-marker';
const LAYERS = [MARKERS] as const;

interface HoveredCountry {
  id: number;
  name: string;
  at: [number, number];
}

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
 * its score colour, sized by the rating's class; a click opens the country or city, and hovering
 * a city opens its place tooltip (§4 lists cities among the tooltip's place types). Hovering a
 * country shows its name and travel advisory line (issue 12), whose data is asked for at the
 * first country hovered. Where markers collide the better rated one stays.
 */
export function GeneralMarkersLayer({ box, zoom }: { box: BoundingBox; zoom: number }) {
  const { current: mapRef } = useMap();
  const { data } = useGeneralMarkers({ box, zoom });
  const features = useMemo(() => generalMarkerFeatures(data?.results ?? []), [data]);
  const select = useMapViewStore((state) => state.select);
  const isMobile = useIsMobile();
  const [country, setCountry] = useState<HoveredCountry | null>(null);
  const [safetyWanted, setSafetyWanted] = useState(false);
  const safety = useCountrySafety(safetyWanted);
  const countryTooltip = useMemo(() => {
    if (!country) return null;
    const row = safety.data?.results.find((r) => r.country_id === country.id);
    return { at: country.at, title: country.name, text: row ? safetyTooltipLine(row) : '' };
  }, [country, safety.data]);
  useLayerPointer(LAYERS, {
    onClick: (feature) => {
      const { id, type } = feature.properties as { id: number; type: 'country' | 'city' };
      select({ type, id });
    },
    onEnter: (feature) => {
      // On mobile a tap selects instead (§4), as it does for the local markers.
      if (isMobile || feature.geometry.type !== 'Point') return;
      const { id, type, name } = feature.properties;
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      if (type === 'country') {
        setSafetyWanted(true);
        setCountry({ id: Number(id), name: String(name), at: [lng, lat] });
        return;
      }
      const target = targetFromMarker({ kind: type, placeId: id, name }, [lng, lat]);
      if (target) placeOverlayStore.getState().enterMarker(target);
    },
    onLeave: () => {
      setCountry(null);
      placeOverlayStore.getState().leaveMarker();
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
    <>
      <Source id="general-markers" type="geojson" data={features}>
        {/* Names go beneath the discs: MapLibre places the upper layer's symbols first, and a name
          placed first would knock its own disc out. The offset clears the largest disc. */}
        <Layer
          id="general-markers-name"
          type="symbol"
          layout={{ ...nameLabelLayout, 'text-offset': [0, 1.7] }}
          paint={nameLabelPaint}
        />
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
      </Source>
      <MarkerTooltip tooltip={countryTooltip} />
    </>
  );
}
