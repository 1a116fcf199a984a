import type { Trip } from '@ai-map/contracts';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useMemo } from 'react';
import MapGL, { AttributionControl, NavigationControl } from 'react-map-gl/maplibre';
import { useBasemap, exposeMapForTests } from '../../map';
import { TripMapLayers, mapPointsOfTrip } from '../../planner';
import styles from './shared-trip-page.module.css';

const maplibre = import('maplibre-gl');

/**
 * The shared trip on a read-only map: its stops, start and end and the legs between them, drawn
 * as the planner draws them and fitted to the trip. Panning and zooming only; nothing to edit.
 */
export function SharedTripMap({ trip, token }: { trip: Trip; token: string }) {
  // The same basemap choice as the map screen: the online style when it loads, else offline.
  const config = useBasemap();
  const points = useMemo(() => mapPointsOfTrip(trip), [trip]);
  if (points.length === 0) return null;
  return (
    <section className={styles.map} aria-label="Map of the trip">
      {config.data ? (
        <MapGL
          mapStyle={config.data.style}
          mapLib={maplibre}
          initialViewState={{
            longitude: points[0]!.geo_points.lng,
            latitude: points[0]!.geo_points.lat,
            zoom: 10,
          }}
          attributionControl={false}
          dragRotate={false}
          pitchWithRotate={false}
          touchPitch={false}
          // A page that scrolls: the wheel scrolls it, two fingers or the buttons zoom the map.
          cooperativeGestures
          onLoad={(event) => exposeMapForTests(event.target)}
        >
          <AttributionControl compact position="bottom-right" />
          <NavigationControl showCompass={false} position="top-right" />
          <TripMapLayers mapPoints={points} fitKey={token} />
        </MapGL>
      ) : (
        <p className={styles.mapStatus} role={config.isError ? 'alert' : 'status'}>
          {config.isError ? 'The map could not be loaded.' : 'Loading the map…'}
        </p>
      )}
    </section>
  );
}
