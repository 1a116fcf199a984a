import { useLayoutEffect, useMemo } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { useCountryShapes } from '../../api/general-country-shapes';
import { useCountryReligions, useReligionList } from '../../api/religion-data';
import { religionFeatures, type ReligionCountry } from '../../lib/general-religion';
import { useGeneralStore } from '../../stores/general-store';
import { CountryPillLayer } from './country-pill-layer';
import { addDuoPills, duoPillName } from './map-images';

/**
 * Religion markers (§2): at each country's centre a pill split in the colours of its two largest
 * religions with their shares (with a religion filter, that religion first and only entries of
 * at least 1 %), over the countries shaded in their first religion's colour.
 */
export function ReligionLayer() {
  const { current: mapRef } = useMap();
  const filter = useGeneralStore((state) => state.applied.religion);
  const list = useReligionList(true);
  const shares = useCountryReligions(true);
  const shapes = useCountryShapes(true);
  const countries = useMemo<ReligionCountry[]>(
    () =>
      (shapes.data?.results ?? []).flatMap((shape) => {
        const religions = shares.data?.get(shape.country_id);
        return religions
          ? [
              {
                countryId: shape.country_id,
                name: shape.country_name,
                point: shape.geo_points_json,
                religions,
              },
            ]
          : [];
      }),
    [shapes.data, shares.data],
  );
  const markers = useMemo(() => {
    const collection = religionFeatures(countries, list.data ?? [], filter);
    return {
      ...collection,
      features: collection.features.map((feature) => ({
        ...feature,
        properties: { ...feature.properties, image: duoPillName(...feature.properties.colors) },
      })),
    };
  }, [countries, list.data, filter]);
  const colorOf = useMemo(() => {
    const colors = new Map(
      markers.features.map((f) => [f.properties.countryId, f.properties.colors[0]]),
    );
    return (countryId: number) => colors.get(countryId);
  }, [markers]);

  // A layout effect, so that the pills exist before the source's new data is laid out.
  useLayoutEffect(() => {
    if (mapRef)
      addDuoPills(
        mapRef.getMap(),
        markers.features.map((f) => f.properties.colors),
      );
  }, [mapRef, markers]);

  return (
    <CountryPillLayer
      id="general-religion"
      pillLayerId="general-religion-marker"
      markers={markers}
      colorOf={colorOf}
      opacity={0.3}
      icon={['get', 'image']}
      tooltipProperty="title"
      halo
    />
  );
}
