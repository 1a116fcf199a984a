import { useLayoutEffect, useMemo } from 'react';
import { Layer, Source, useMap } from 'react-map-gl/maplibre';
import { useCountryShapes } from '../../api/general-country-shapes';
import { useCountryReligions, useReligionList } from '../../api/religion-data';
import { religionFeatures, type ReligionCountry } from '../../lib/general-religion';
import { useGeneralStore } from '../../stores/general-store';
import { useMapViewStore } from '../../stores/map-view-store';
import { CountryShapesLayer } from './country-shapes-layer';
import { LABEL_FONT } from './layer-style';
import { addDuoPills, duoPillName } from './map-images';
import { MarkerTooltip, useMarkerTooltip } from './marker-tooltip';
import { useLayerPointer } from './use-layer-pointer';

const MARKERS = 'general-religion-marker';
const LAYERS = [MARKERS] as const;

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
  const fills = useMemo(() => {
    const colorOf = new Map(markers.features.map((f) => [f.properties.countryId, f.properties]));
    const features = (shapes.data?.results ?? []).flatMap((shape) => {
      const marker = colorOf.get(shape.country_id);
      if (!marker || !shape.geo_polygons_json) return [];
      return [
        {
          type: 'Feature' as const,
          geometry: shape.geo_polygons_json as GeoJSON.Polygon | GeoJSON.MultiPolygon,
          properties: { color: marker.colors[0] },
        },
      ];
    });
    return { type: 'FeatureCollection' as const, features };
  }, [markers, shapes.data]);

  // A layout effect, so that the pills exist before the source's new data is laid out.
  useLayoutEffect(() => {
    if (mapRef)
      addDuoPills(
        mapRef.getMap(),
        markers.features.map((f) => f.properties.colors),
      );
  }, [mapRef, markers]);

  const select = useMapViewStore((state) => state.select);
  const { tooltip, onEnter, onLeave } = useMarkerTooltip((feature) => ({
    title: String(feature.properties.name),
    text: String(feature.properties.title),
  }));
  useLayerPointer(LAYERS, {
    onClick: (feature) => select({ type: 'country', id: Number(feature.properties.countryId) }),
    onEnter,
    onLeave,
  });

  return (
    <>
      <CountryShapesLayer
        id="general-religion"
        data={fills}
        color={['get', 'color']}
        opacity={0.3}
      />
      <Source id="general-religion-points" type="geojson" data={markers}>
        <Layer
          id={MARKERS}
          type="symbol"
          layout={{
            'icon-image': ['get', 'image'],
            'icon-text-fit': 'both',
            'text-field': ['get', 'label'],
            'text-font': LABEL_FONT,
            'text-size': 11,
          }}
          paint={{
            'text-color': '#ffffff',
            'text-halo-color': 'rgba(15, 23, 42, 0.35)',
            'text-halo-width': 1,
          }}
        />
      </Source>
      <MarkerTooltip tooltip={tooltip} />
    </>
  );
}
