import type { DataDrivenPropertyValueSpecification } from 'maplibre-gl';
import { useMemo } from 'react';
import { Layer, Source } from 'react-map-gl/maplibre';
import { useCountryShapes } from '../../api/general-country-shapes';
import { useMapViewStore } from '../../stores/map-view-store';
import { CountryShapesLayer } from './country-shapes-layer';
import { LABEL_FONT } from '../../../../shared/lib/map-layer-style';
import { MarkerTooltip, useMarkerTooltip } from './marker-tooltip';
import { useLayerPointer } from './use-layer-pointer';

interface CountryPillLayerProps {
  /** Prefix of the map's source and layer ids ("general-budget"). */
  id: string;
  /** The pill layer's id, which the tests and the pointer handlers look for. */
  pillLayerId: string;
  /** One point per country at its centre, with `countryId`, `name` and `label` properties. */
  markers: GeoJSON.FeatureCollection;
  /** Each country's fill colour; countries without one are not shaded. */
  colorOf: (countryId: number) => string | undefined;
  opacity: number;
  /** Which pill image a marker uses (the images are added by the caller). */
  icon: DataDrivenPropertyValueSpecification<string>;
  /** The marker property the tooltip shows under the country's name. */
  tooltipProperty: string;
  /** A faint dark halo keeps white text legible on light two-colour pills. */
  halo?: boolean;
}

/**
 * A general view drawn per country (§2): the countries shaded in their value's colour under the
 * basemap labels, a pill at each centre with the value, a tooltip on hover, and a click that
 * selects the country. The budget, religion and safety views differ only in their data.
 */
export function CountryPillLayer({
  id,
  pillLayerId,
  markers,
  colorOf,
  opacity,
  icon,
  tooltipProperty,
  halo = false,
}: CountryPillLayerProps) {
  const shapes = useCountryShapes(true);
  const fills = useMemo(() => {
    const features = (shapes.data?.results ?? []).flatMap((shape) => {
      const color = colorOf(shape.country_id);
      if (!color || !shape.geo_polygons_json) return [];
      return [
        {
          type: 'Feature' as const,
          geometry: shape.geo_polygons_json as GeoJSON.Polygon | GeoJSON.MultiPolygon,
          properties: { color },
        },
      ];
    });
    return { type: 'FeatureCollection' as const, features };
  }, [shapes.data, colorOf]);

  const select = useMapViewStore((state) => state.select);
  const { tooltip, onEnter, onLeave } = useMarkerTooltip((feature) => ({
    title: String(feature.properties.name),
    text: String(feature.properties[tooltipProperty]),
  }));
  useLayerPointer([pillLayerId], {
    onClick: (feature) => select({ type: 'country', id: Number(feature.properties.countryId) }),
    onEnter,
    onLeave,
  });

  return (
    <>
      <CountryShapesLayer id={id} data={fills} color={['get', 'color']} opacity={opacity} />
      <Source id={`${id}-points`} type="geojson" data={markers}>
        <Layer
          id={pillLayerId}
          type="symbol"
          layout={{
            'icon-image': icon,
            'icon-text-fit': 'both',
            'text-field': ['get', 'label'],
            'text-font': LABEL_FONT,
            'text-size': 11,
          }}
          paint={
            halo
              ? {
                  'text-color': '#ffffff',
                  'text-halo-color': 'rgba(15, 23, 42, 0.35)',
                  'text-halo-width': 1,
                }
              : { 'text-color': '#ffffff' }
          }
        />
      </Source>
      <MarkerTooltip tooltip={tooltip} />
    </>
  );
}
