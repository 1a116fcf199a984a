import { useEffect, useMemo } from 'react';
import { Layer, Source, useMap } from 'react-map-gl/maplibre';
import { ADVISORY_LEVEL_COLORS, ADVISORY_LEVELS } from '../../../catalog/lib/advisory';
import { useCountryShapes } from '../../api/general-country-shapes';
import { useCountrySafety } from '../../api/general-safety';
import { safetyClass, safetyColor, safetyFeatures } from '../../lib/general-safety';
import { useMapViewStore } from '../../stores/map-view-store';
import { CountryShapesLayer } from './country-shapes-layer';
import { LABEL_FONT } from './layer-style';
import { addPillImages } from './map-images';
import { MarkerTooltip, useMarkerTooltip } from './marker-tooltip';
import { useLayerPointer } from './use-layer-pointer';

const PILLS = 'general-safety-pill';
const LAYERS = [PILLS] as const;

/**
 * The safety view (issue 12): every country shaded by its U.S. State Department advisory level,
 * grey where none is published, with a "Level n" pill at its centre whose tooltip says whose
 * advice it is and when.
 */
export function SafetyLayer() {
  const { current: mapRef } = useMap();
  const safety = useCountrySafety(true);
  const shapes = useCountryShapes(true);
  const countries = useMemo(() => safety.data?.results ?? [], [safety.data]);
  const markers = useMemo(() => safetyFeatures(countries), [countries]);
  const fills = useMemo(() => {
    const byId = new Map(countries.map((country) => [country.country_id, country]));
    const features = (shapes.data?.results ?? []).flatMap((shape) => {
      const country = byId.get(shape.country_id);
      if (!country || !shape.geo_polygons_json) return [];
      return [
        {
          type: 'Feature' as const,
          geometry: shape.geo_polygons_json as GeoJSON.Polygon | GeoJSON.MultiPolygon,
          properties: { color: safetyColor(safetyClass(country)) },
        },
      ];
    });
    return { type: 'FeatureCollection' as const, features };
  }, [countries, shapes.data]);

  useEffect(() => {
    if (!mapRef) return;
    addPillImages(
      mapRef.getMap(),
      Object.fromEntries(
        ADVISORY_LEVELS.map((level) => [
          `general-safety-level-${level}`,
          ADVISORY_LEVEL_COLORS[level],
        ]),
      ),
    );
  }, [mapRef]);

  const select = useMapViewStore((state) => state.select);
  const { tooltip, onEnter, onLeave } = useMarkerTooltip((feature) => ({
    title: String(feature.properties.name),
    text: String(feature.properties.line),
  }));
  useLayerPointer(LAYERS, {
    onClick: (feature) => select({ type: 'country', id: Number(feature.properties.countryId) }),
    onEnter,
    onLeave,
  });

  return (
    <>
      <CountryShapesLayer
        id="general-safety"
        data={fills}
        color={['get', 'color']}
        opacity={0.45}
      />
      <Source id="general-safety-points" type="geojson" data={markers}>
        <Layer
          id={PILLS}
          type="symbol"
          layout={{
            'icon-image': ['concat', 'general-safety-', ['get', 'cls']],
            'icon-text-fit': 'both',
            'text-field': ['get', 'label'],
            'text-font': LABEL_FONT,
            'text-size': 11,
          }}
          paint={{ 'text-color': '#ffffff' }}
        />
      </Source>
      <MarkerTooltip tooltip={tooltip} />
    </>
  );
}
