import type { MapPoint } from '@ai-map/contracts';
import { useEffect, useMemo, useRef } from 'react';
import { Layer, Source, useMap } from 'react-map-gl/maplibre';
import { LABEL_FONT } from '../../../shared/lib/map-layer-style';
import { currentFitPadding } from '../../../shared/lib/fit-padding';
import { useMapPoints } from '../api/get-map-points';
import { TRANSPORT } from '../lib/glyphs';
import { tripMapFeatures } from '../lib/trip-map-features';

/** The planner map's layers (WebGL, not DOM), by id; the end-to-end tests read them. */
export const TRIP_LAYER_IDS = {
  legsSolid: 'trip-legs-solid',
  legsDashed: 'trip-legs-dashed',
  points: 'trip-points',
  pointLabels: 'trip-point-labels',
  transports: 'trip-transports',
  transportLabels: 'trip-transport-labels',
} as const;

const KIND_COLORS = {
  stop: '#0f766e',
  city: '#7c3aed',
  custom_place: '#ea580c',
  idea: '#a16207',
  start: '#16a34a',
  end: '#dc2626',
} as const;

const TRANSPORT_COLORS = {
  walk: '#65a30d',
  car: '#334155',
  bus: '#0284c7',
  railroads: '#9333ea',
  ferries: '#0891b2',
  airlines: '#db2777',
} as const;

const kindColor = ['match', ['get', 'kind'], ...Object.entries(KIND_COLORS).flat(), '#0f766e'];
const transportColor = [
  'match',
  ['get', 'transport'],
  ...Object.entries(TRANSPORT_COLORS).flat(),
  '#334155',
];

/**
 * The open trip on the map (spec 000 §2 Planner map): numbered circles per stop, start and end
 * markers, city and custom-place markers in their own colours, each leg's route (dashed for bus,
 * ferries, airlines and railroads) and a transport marker with the leg's time at its middle.
 * The map fits the trip the first time it is shown.
 */
export function TripMapLayer({ tripId }: { tripId: number }) {
  const mapPoints = useMapPoints(tripId);
  return <TripMapLayers mapPoints={mapPoints.data} fitKey={tripId} />;
}

/**
 * The layers of TripMapLayer for points already at hand (the shared trip page builds them
 * from the trip). The map fits them once per `fitKey`.
 */
export function TripMapLayers({
  mapPoints,
  fitKey,
}: {
  mapPoints: readonly MapPoint[] | undefined;
  fitKey: number | string;
}) {
  const { current: map } = useMap();
  const features = useMemo(() => tripMapFeatures(mapPoints ?? []), [mapPoints]);
  const fitted = useRef<number | string | null>(null);
  const transportLabels = useMemo(
    () => ({
      ...features.transports,
      features: features.transports.features.map((feature) => ({
        ...feature,
        properties: {
          ...feature.properties,
          label:
            feature.properties.time ||
            TRANSPORT[feature.properties.transport as keyof typeof TRANSPORT]?.name ||
            '',
        },
      })),
    }),
    [features.transports],
  );

  useEffect(() => {
    if (!map || !features.bounds || fitted.current === fitKey) return;
    fitted.current = fitKey;
    // Clear of the map's sidebar and search bar, so that no stop lands under them.
    map.fitBounds(features.bounds, {
      padding: currentFitPadding(map.getContainer(), 64),
      maxZoom: 15,
      duration: 0,
    });
  }, [map, features.bounds, fitKey]);

  return (
    <>
      <Source id="trip-legs" type="geojson" data={features.legs}>
        <Layer
          id={TRIP_LAYER_IDS.legsSolid}
          type="line"
          filter={['==', ['get', 'dashed'], false]}
          layout={{ 'line-cap': 'round', 'line-join': 'round' }}
          paint={{ 'line-color': transportColor as never, 'line-width': 4, 'line-opacity': 0.85 }}
        />
        <Layer
          id={TRIP_LAYER_IDS.legsDashed}
          type="line"
          filter={['==', ['get', 'dashed'], true]}
          layout={{ 'line-join': 'round' }}
          paint={{
            'line-color': transportColor as never,
            'line-width': 4,
            'line-opacity': 0.85,
            'line-dasharray': [2, 1.5],
          }}
        />
      </Source>
      <Source id="trip-transports" type="geojson" data={transportLabels}>
        <Layer
          id={TRIP_LAYER_IDS.transports}
          type="circle"
          paint={{
            'circle-radius': 7,
            'circle-color': '#ffffff',
            'circle-stroke-width': 3,
            'circle-stroke-color': transportColor as never,
          }}
        />
        <Layer
          id={TRIP_LAYER_IDS.transportLabels}
          type="symbol"
          layout={{
            'text-field': ['get', 'label'],
            'text-font': LABEL_FONT,
            'text-size': 11,
            'text-offset': [0, 1.3],
            'text-anchor': 'top',
            'text-allow-overlap': true,
          }}
          paint={{ 'text-color': '#0f172a', 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 }}
        />
      </Source>
      <Source id="trip-points" type="geojson" data={features.points}>
        <Layer
          id={TRIP_LAYER_IDS.points}
          type="circle"
          paint={{
            'circle-radius': ['match', ['get', 'kind'], ['start', 'end'], 12, 'city', 13, 11],
            'circle-color': kindColor as never,
            'circle-stroke-width': 2,
            'circle-stroke-color': '#ffffff',
          }}
        />
        <Layer
          id={TRIP_LAYER_IDS.pointLabels}
          type="symbol"
          layout={{
            'text-field': ['get', 'label'],
            'text-font': LABEL_FONT,
            'text-size': 12,
            'text-allow-overlap': true,
            'text-ignore-placement': true,
          }}
          paint={{ 'text-color': '#ffffff' }}
        />
      </Source>
    </>
  );
}
