import { useEffect, useMemo } from 'react';
import { Layer, Source, useMap } from 'react-map-gl/maplibre';
import { useCountryShapes } from '../../api/general-country-shapes';
import { type BudgetLevel, budgetFeatures } from '../../lib/general-budget';
import { useMapViewStore } from '../../stores/map-view-store';
import { CountryShapesLayer } from './country-shapes-layer';
import { LABEL_FONT } from './layer-style';
import { addPillImages } from './map-images';
import { useBudgetCurrency, useBudgetView } from './use-budget-view';
import { MarkerTooltip, useMarkerTooltip } from './marker-tooltip';
import { useLayerPointer } from './use-layer-pointer';

const PILLS = 'general-budget-pill';
const LAYERS = [PILLS] as const;

/** Cheap green, middle amber, dear red: the thirds of the slider's bounds. */
export const BUDGET_LEVEL_COLORS: Record<BudgetLevel, string> = {
  low: '#15803d',
  middle: '#b45309',
  high: '#b91c1c',
};

const pillName = (level: BudgetLevel) => `general-pill-${level}`;

/** Budget markers (§2): each country's cost for the settings in the currency, on its level colour. */
export function BudgetLayer() {
  const { current: mapRef } = useMap();
  const { query, bounds } = useBudgetView('applied');
  const currency = useBudgetCurrency();
  const shapes = useCountryShapes(true);
  const results = query.data?.results;
  const markers = useMemo(
    () =>
      bounds
        ? budgetFeatures(results ?? [], bounds, currency)
        : budgetFeatures([], [0, 0], currency),
    [results, bounds, currency],
  );
  const fills = useMemo(() => {
    const levels = new Map(
      markers.features.map((f) => [f.properties.countryId, f.properties.level]),
    );
    const features = (shapes.data?.results ?? []).flatMap((shape) => {
      const level = levels.get(shape.country_id);
      if (!level || !shape.geo_polygons_json) return [];
      return [
        {
          type: 'Feature' as const,
          geometry: shape.geo_polygons_json as GeoJSON.Polygon | GeoJSON.MultiPolygon,
          properties: { color: BUDGET_LEVEL_COLORS[level] },
        },
      ];
    });
    return { type: 'FeatureCollection' as const, features };
  }, [markers, shapes.data]);

  useEffect(() => {
    if (!mapRef) return;
    addPillImages(
      mapRef.getMap(),
      Object.fromEntries(
        (Object.keys(BUDGET_LEVEL_COLORS) as BudgetLevel[]).map((level) => [
          pillName(level),
          BUDGET_LEVEL_COLORS[level],
        ]),
      ),
    );
  }, [mapRef]);

  const select = useMapViewStore((state) => state.select);
  const { tooltip, onEnter, onLeave } = useMarkerTooltip((feature) => ({
    title: String(feature.properties.name),
    text: String(feature.properties.label),
  }));
  useLayerPointer(LAYERS, {
    onClick: (feature) => select({ type: 'country', id: Number(feature.properties.countryId) }),
    onEnter,
    onLeave,
  });

  return (
    <>
      <CountryShapesLayer
        id="general-budget"
        data={fills}
        color={['get', 'color']}
        opacity={0.22}
      />
      <Source id="general-budget-points" type="geojson" data={markers}>
        <Layer
          id={PILLS}
          type="symbol"
          layout={{
            'icon-image': ['concat', 'general-pill-', ['get', 'level']],
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
