import type { BoundingBox } from '@ai-map/contracts';
import { useMemo } from 'react';
import { Layer, Source } from 'react-map-gl/maplibre';
import { useCityTerritory, useCountryTerritory } from '../../api/territory-types';
import { territoryScale } from '../../lib/general-layers';
import { cityTerritoryFeatures, countryTerritoryFeatures } from '../../lib/general-territory';
import { useMapViewStore } from '../../stores/map-view-store';
import { LABEL_FONT, nameLabelPaint } from '../../../../shared/lib/map-layer-style';
import { useLayerPointer } from './use-layer-pointer';

const DOTS = 'general-territory-dot';
const LAYERS = [DOTS] as const;
const TERRITORY_COLOR = '#7c5e10';

/**
 * Territory markers: countries with their most common terrain types below city scale, cities
 * labelled with title_to_display from it on (the local markers show there too, §4).
 */
export function TerritoryLayer({ box, zoom }: { box: BoundingBox; zoom: number }) {
  const cityScale = territoryScale(zoom) === 'cities';
  const countries = useCountryTerritory(cityScale ? null : box);
  const cities = useCityTerritory(cityScale ? box : null);
  const features = useMemo(
    () =>
      cityScale
        ? cityTerritoryFeatures(cities.data?.results ?? [])
        : countryTerritoryFeatures(countries.data?.results ?? []),
    [cityScale, cities.data, countries.data],
  );
  const select = useMapViewStore((state) => state.select);
  useLayerPointer(LAYERS, {
    onClick: (feature) => {
      const { id, type } = feature.properties as { id: number; type: 'country' | 'city' };
      select({ type, id });
    },
  });

  return (
    <Source id="general-territory" type="geojson" data={features}>
      <Layer
        id={DOTS}
        type="circle"
        paint={{
          'circle-color': TERRITORY_COLOR,
          'circle-radius': 6,
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 2,
        }}
      />
      <Layer
        id="general-territory-label"
        type="symbol"
        layout={{
          // A country shows its name over its terrain types; a city's title already names it.
          'text-field': [
            'case',
            ['==', ['get', 'type'], 'country'],
            [
              'format',
              ['get', 'name'],
              {},
              '\n',
              {},
              ['get', 'label'],
              { 'font-scale': 0.85, 'text-color': TERRITORY_COLOR },
            ],
            ['get', 'label'],
          ],
          'text-font': LABEL_FONT,
          'text-size': 12,
          'text-anchor': 'top',
          'text-offset': [0, 0.8],
          'text-max-width': 12,
          'text-optional': true,
        }}
        paint={nameLabelPaint}
      />
    </Source>
  );
}
