import { useMemo } from 'react';
import { Layer, Source } from 'react-map-gl/maplibre';
import { useCountryShapes } from '../../api/general-country-shapes';
import { useCountryLanguages } from '../../api/general-languages';
import { languageFeatures, languageShapes } from '../../lib/general-languages';
import { useGeneralStore } from '../../stores/general-store';
import { useMapViewStore } from '../../stores/map-view-store';
import { LABEL_FONT, nameLabelPaint } from '../../../../shared/lib/map-layer-style';
import { useLayerPointer } from './use-layer-pointer';
import { CountryShapesLayer } from './country-shapes-layer';

const LABELS = 'general-languages-label';
const LAYERS = [LABELS] as const;
const SPEAKER_COLOR = '#2563eb';

/**
 * The languages view: countries shaded by how many languages they list, or the countries that
 * list the picked language, with each country's languages at its centre.
 */
export function LanguagesLayer() {
  const picked = useGeneralStore((state) => state.applied.language);
  const languages = useCountryLanguages(true);
  const shapes = useCountryShapes(true);
  const countries = languages.data?.results;
  const markers = useMemo(() => languageFeatures(countries ?? [], picked), [countries, picked]);
  const fills = useMemo(
    () => languageShapes(shapes.data?.results ?? [], countries ?? [], picked),
    [shapes.data, countries, picked],
  );
  const select = useMapViewStore((state) => state.select);
  useLayerPointer(LAYERS, {
    onClick: (feature) => select({ type: 'country', id: Number(feature.properties.countryId) }),
  });

  return (
    <>
      <CountryShapesLayer
        id="general-languages"
        data={fills}
        color={
          picked === null
            ? ['step', ['get', 'languages'], '#ccfbf1', 2, '#5eead4', 3, '#14b8a6', 4, '#0f766e']
            : ['case', ['get', 'speaks'], SPEAKER_COLOR, '#cbd5e1']
        }
        opacity={picked === null ? 0.45 : ['case', ['get', 'speaks'], 0.55, 0.15]}
      />
      <Source id="general-languages-points" type="geojson" data={markers}>
        <Layer
          id={LABELS}
          type="symbol"
          layout={{
            'text-field': ['get', 'label'],
            'text-font': LABEL_FONT,
            'text-size': ['case', ['get', 'speaks'], 13, 11],
            'text-max-width': 9,
            'symbol-sort-key': ['case', ['get', 'speaks'], 0, 1],
          }}
          paint={{
            ...nameLabelPaint,
            'text-color': ['case', ['get', 'speaks'], '#1e3a8a', '#134e4a'],
          }}
        />
      </Source>
    </>
  );
}
