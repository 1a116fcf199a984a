import { useEffect, useMemo } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { ADVISORY_LEVEL_COLORS, ADVISORY_LEVELS } from '../../../../shared/lib/advisory';
import { useCountrySafety } from '../../api/general-safety';
import { safetyClass, safetyColor, safetyFeatures } from '../../lib/general-safety';
import { CountryPillLayer } from './country-pill-layer';
import { addPillImages } from './map-images';

/**
 * The safety view (issue 12): every country shaded by its U.S. State Department advisory level,
 * grey where none is published, with a "Level n" pill at its centre whose tooltip says whose
 * advice it is and when.
 */
export function SafetyLayer() {
  const { current: mapRef } = useMap();
  const safety = useCountrySafety(true);
  const countries = useMemo(() => safety.data?.results ?? [], [safety.data]);
  const markers = useMemo(() => safetyFeatures(countries), [countries]);
  const colorOf = useMemo(() => {
    const byId = new Map(countries.map((country) => [country.country_id, country]));
    return (countryId: number) => {
      const country = byId.get(countryId);
      return country ? safetyColor(safetyClass(country)) : undefined;
    };
  }, [countries]);

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

  return (
    <CountryPillLayer
      id="general-safety"
      pillLayerId="general-safety-pill"
      markers={markers}
      colorOf={colorOf}
      opacity={0.45}
      icon={['concat', 'general-safety-', ['get', 'cls']]}
      tooltipProperty="line"
    />
  );
}
