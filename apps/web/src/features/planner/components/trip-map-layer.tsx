import type { MapPoint } from '@ai-map/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Layer, Source, useMap } from 'react-map-gl/maplibre';
import { LABEL_FONT } from '../../../shared/lib/map-layer-style';
import { currentFitPadding } from '../../../shared/lib/fit-padding';
import { useMapPoints } from '../api/get-map-points';
import { TRANSPORT } from '../lib/glyphs';
import { tripMapFeatures, type TripMapFeatures } from '../lib/trip-map-features';

/** The planner map's layers (WebGL, not DOM), by id; the end-to-end tests read them. */
export const TRIP_LAYER_IDS = {
  legsSolid: 'trip-legs-solid',
  legsDashed: 'trip-legs-dashed',
  points: 'trip-points',
  pointLabels: 'trip-point-labels',
  ideaNames: 'trip-idea-names',
  transports: 'trip-transports',
  transportLabels: 'trip-transport-labels',
} as const;

const TRANSPORT_COLORS = {
  walk: '#65a30d',
  car: '#334155',
  bus: '#0284c7',
  railroads: '#9333ea',
  ferries: '#0891b2',
  airlines: '#db2777',
} as const;

const transportColor = [
  'match',
  ['get', 'transport'],
  ...Object.entries(TRANSPORT_COLORS).flat(),
  '#334155',
];

/**
 * The open trip on the map (spec 000 §2 Planner map): numbered circles per stop in their day's
 * colour, start and end markers, city and custom-place markers in their own colours, each leg's
 * route (dashed for bus, ferries, airlines and railroads) and a transport marker with the leg's
 * time at its middle. The map fits the trip the first time it is shown.
 *
 * Stops a few kilometres apart in one city (Tokyo) merged into one blob at the fitted zoom: a
 * transport marker and its time on every short leg piled onto the stops. A leg's marker now
 * shows only once the leg is long enough on screen (legMarkerMinZoom), its time gives way to
 * the stop numbers and to other times, and later stops are drawn over earlier ones.
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
  const zoom = useMapZoom();
  const roomyLegs = ['<=', ['get', 'minZoom'], zoom] as never;
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

  // The trip is fitted once per fitKey, with the bounds it had then.
  const fittedView = useRef<FittedView | null>(null);
  useEffect(() => {
    if (!map || !features.bounds || fitted.current === fitKey) return;
    fitted.current = fitKey;
    fittedView.current = fitTrip(map, features.bounds);
  }, [map, features.bounds, fitKey]);
  // The panels beside the map can still be settling when the trip arrives (the trip list
  // renders, a phone's toolbar goes): a resize keeps the centre and zoom, which pushed the
  // outermost stops off a narrowed map. While the map still shows the fitted view (nobody has
  // moved it, searched or flown elsewhere), a resize fits the trip again.
  useEffect(() => {
    if (!map) return undefined;
    const onResize = () => {
      const view = fittedView.current;
      if (fitted.current !== fitKey || !view || !showsView(map, view)) return;
      fittedView.current = fitTrip(map, view.bounds);
    };
    map.on('resize', onResize);
    return () => void map.off('resize', onResize);
  }, [map, fitKey]);

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
          filter={roomyLegs}
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
          filter={roomyLegs}
          layout={{
            'text-field': ['get', 'label'],
            'text-font': LABEL_FONT,
            'text-size': 11,
            'text-offset': [0, 1.3],
            'text-anchor': 'top',
            // Placed after the stop numbers above it: a time that would cover a stop, or
            // another time, is left out (its leg's line and marker stay).
            'text-allow-overlap': false,
          }}
          paint={{ 'text-color': '#0f172a', 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 }}
        />
      </Source>
      <TripPointLayers points={features.points} />
    </>
  );
}

/** The stops' numbered circles, the start and end letters and the ideas' names. */
function TripPointLayers({ points }: { points: TripMapFeatures['points'] }) {
  return (
    <Source id="trip-points" type="geojson" data={points}>
      <Layer
        id={TRIP_LAYER_IDS.points}
        type="circle"
        layout={{ 'circle-sort-key': ['get', 'order'] }}
        paint={{
          'circle-radius': ['match', ['get', 'kind'], ['start', 'end'], 12, 'city', 13, 11],
          'circle-color': ['get', 'color'],
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
          // Always drawn, and in the collision index (no text-ignore-placement): the padding
          // makes each number's box its circle, which leg times and idea names then keep off.
          'text-allow-overlap': true,
          'text-padding': 6,
          'symbol-sort-key': ['get', 'order'],
        }}
        paint={{ 'text-color': '#ffffff' }}
      />
      {/* Ideas have no number to show in their dot: their name beside it says what they are. */}
      <Layer
        id={TRIP_LAYER_IDS.ideaNames}
        type="symbol"
        filter={['==', ['get', 'kind'], 'idea']}
        layout={{
          'text-field': ['get', 'name'],
          'text-font': LABEL_FONT,
          'text-size': 12,
          // Under the dot, centred: a name to its right was cut at the edge of a fitted view.
          'text-anchor': 'top',
          'text-offset': [0, 1.1],
          'text-max-width': 12,
        }}
        paint={{ 'text-color': '#713f12', 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 }}
      />
    </Source>
  );
}

type TripBounds = NonNullable<TripMapFeatures['bounds']>;
type MapInstance = NonNullable<ReturnType<typeof useMap>['current']>;
interface FittedView {
  bounds: TripBounds;
  lng: number;
  lat: number;
  zoom: number;
}

/**
 * Fits the trip clear of the map's sidebar and search bar, so that no stop lands under them.
 * The margin is a tenth of a phone's map (64 px each side left a city's stops 250 px to spread
 * over). Returns the view it set.
 */
function fitTrip(map: MapInstance, bounds: TripBounds): FittedView {
  const container = map.getContainer();
  map.fitBounds(bounds, {
    padding: currentFitPadding(container, Math.min(64, Math.round(container.clientWidth / 10))),
    maxZoom: 15,
    duration: 0,
  });
  const { lng, lat } = map.getCenter();
  return { bounds, lng, lat, zoom: map.getZoom() };
}

/** Whether the map still shows `view` (a resize keeps the centre and the zoom). */
function showsView(map: MapInstance, view: FittedView): boolean {
  const { lng, lat } = map.getCenter();
  const same = (a: number, b: number) => Math.abs(a - b) < 1e-7;
  return same(lng, view.lng) && same(lat, view.lat) && same(map.getZoom(), view.zoom);
}

/** The map's zoom, again after each zoom gesture ends (not on every frame of it). */
function useMapZoom(): number {
  const { current: map } = useMap();
  const [zoom, setZoom] = useState(() => map?.getZoom() ?? 0);
  useEffect(() => {
    if (!map) return undefined;
    const update = () => setZoom(map.getZoom());
    update();
    map.on('zoomend', update);
    return () => void map.off('zoomend', update);
  }, [map]);
  return zoom;
}
