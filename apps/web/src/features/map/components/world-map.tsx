import {
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
  MAP_START_CENTER,
  MAP_START_ZOOM,
  clusterClickZoom,
} from '@ai-map/contracts';
import type { LngLatLike } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import MapGL, {
  AttributionControl,
  type MapLayerMouseEvent,
  type MapRef,
  NavigationControl,
  type ViewStateChangeEvent,
} from 'react-map-gl/maplibre';
import { useOnlineBasemapWatch } from '../hooks/use-online-basemap-watch';
import type { Basemap } from '../lib/basemap-style';
import { currentFitPadding } from '../../../shared/lib/fit-padding';
import { provideMarkerImages } from '../lib/marker-images';
import { exposeMapForTests } from '../lib/test-hook';
import { writeViewHash } from '../lib/view-hash';
import { useMapViewStore } from '../stores/map-view-store';
import { CLUSTER_LAYER_IDS, ClusterLayer } from './cluster-layer';
import { GeneralLayers } from './general/general-layers';
import { PlaceInteractions } from './place/place-interactions';
import { SearchPickMarker } from './search-box/search-pick-marker';
import styles from './world-map.module.css';

/**
 * Credit for the places the map draws (NOTICE.md): sights from English Wikipedia are shared alike
 * under CC BY-SA 4.0 and must say so where they are shown.
 */
const PLACES_ATTRIBUTION =
  'Places: <a href="https://en.wikipedia.org/" target="_blank" rel="noopener noreferrer">English Wikipedia</a> (<a href="https://creativecommons.org/licenses/by-sa/4.0/" target="_blank" rel="noopener noreferrer">CC BY-SA 4.0</a>) via Landnotes, Wikidata, Castles of the World, OpenStreetMap';

/**
 * MapLibre starts downloading as soon as the map screen's code runs, in parallel with the map
 * configuration call, instead of after it (react-map-gl would import it only on mount).
 */
const maplibre = import('maplibre-gl');

/** The longest fly-to animation; a longer one (a far destination) jumps instead. */
const MAX_FLIGHT_MS = 3_000;

/** [lng, lat] of a camera centre, whichever form MapLibre gives it in. */
function maplibreCenter(center: LngLatLike): [number, number] {
  if (Array.isArray(center)) return [center[0], center[1]];
  if ('lng' in center) return [center.lng, center.lat];
  return [center.lon, center.lat];
}

interface WorldMapProps {
  basemap: Basemap;
  /** Called when the online basemap's tiles fail or do not come in time. */
  onBasemapFailed: () => void;
  /** Layers of the active tab and overlays (tooltips, info windows) drawn inside the map. */
  children?: ReactNode;
  /** A trip is drawn over the map: the catalogue's markers fade so that its stops read first. */
  markersStepBack?: boolean;
}

/**
 * The MapLibre map of the map screen: the basemap style, the view limits of §2 and the local
 * markers; reports each settled view to the map store and follows its fly-to requests.
 */
export function WorldMap({
  basemap,
  onBasemapFailed,
  children,
  markersStepBack = false,
}: WorldMapProps) {
  const mapRef = useRef<MapRef>(null);
  const viewReported = useRef(false);
  const setViewport = useMapViewStore((state) => state.setViewport);
  const flyTarget = useMapViewStore((state) => state.flyTarget);
  const [cursor, setCursor] = useState<string>('');
  const basemapWatch = useOnlineBasemapWatch(basemap, onBasemapFailed);

  const reportView = useCallback(
    (map: Pick<MapRef, 'getBounds' | 'getZoom'>) => {
      const bounds = map.getBounds();
      setViewport({
        west: bounds.getWest(),
        south: bounds.getSouth(),
        east: bounds.getEast(),
        north: bounds.getNorth(),
        zoom: map.getZoom(),
      });
    },
    [setViewport],
  );

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !flyTarget) return;
    const camera = flyTarget.bounds
      ? map.cameraForBounds(flyTarget.bounds, {
          padding: currentFitPadding(map.getContainer()),
          maxZoom: flyTarget.zoom ?? 16,
        })
      : { center: flyTarget.center ?? map.getCenter(), zoom: flyTarget.zoom ?? map.getZoom() };
    if (!camera?.center || camera.zoom === undefined) return;
    const center = maplibreCenter(camera.center);
    // A flight across the world lasted ten seconds on a slow machine: past MAX_FLIGHT_MS it is
    // a jump. The address names the destination at once, not when the flight ends.
    map.flyTo({ center, zoom: camera.zoom, essential: true, maxDuration: MAX_FLIGHT_MS });
    writeViewHash({ zoom: camera.zoom, lat: center[1], lng: center[0] });
  }, [flyTarget]);

  const onClick = (event: MapLayerMouseEvent) => {
    const feature = event.features?.[0];
    if (!feature) return;
    const [lng, lat] = (feature.geometry as GeoJSON.Point).coordinates as [number, number];
    event.target.easeTo({ center: [lng, lat], zoom: clusterClickZoom(event.target.getZoom()) });
  };

  return (
    <div className={styles.map} data-testid="world-map">
      <MapGL
        ref={mapRef}
        mapStyle={basemap.style}
        initialViewState={{
          longitude: MAP_START_CENTER[0],
          latitude: MAP_START_CENTER[1],
          zoom: MAP_START_ZOOM,
        }}
        minZoom={MAP_MIN_ZOOM}
        maxZoom={MAP_MAX_ZOOM}
        // Web Mercator already stops at ±85.05° (§2: ±85; requests are clamped to ±85), and a
        // longitude bound would stop the world from being panned round the date line.
        renderWorldCopies
        // The view lives in the URL (#map=zoom/lat/lng), so a shared or reloaded link opens it.
        hash="map"
        attributionControl={false}
        dragRotate={false}
        pitchWithRotate={false}
        touchPitch={false}
        cursor={cursor}
        interactiveLayerIds={[CLUSTER_LAYER_IDS.clusters]}
        mapLib={maplibre}
        // The first frame, not 'load' (which waits for every tile to be drawn), hands the view
        // over, so the markers are asked for while the basemap is still arriving.
        onRender={(event) => {
          if (viewReported.current) return;
          viewReported.current = true;
          provideMarkerImages(event.target);
          exposeMapForTests(event.target);
          reportView(event.target);
        }}
        onMoveEnd={(event: ViewStateChangeEvent) => reportView(event.target)}
        onStyleData={(event) => basemapWatch.attach(event.target)}
        onError={basemapWatch.onError}
        onSourceData={basemapWatch.onSourceData}
        onClick={onClick}
        onMouseEnter={() => setCursor('pointer')}
        onMouseLeave={() => setCursor('')}
      >
        <AttributionControl
          compact
          position="bottom-right"
          customAttribution={PLACES_ATTRIBUTION}
        />
        <NavigationControl showCompass={false} position="bottom-right" />
        <ClusterLayer stepBack={markersStepBack} />
        <GeneralLayers />
        <PlaceInteractions />
        <SearchPickMarker />
        {children}
      </MapGL>
    </div>
  );
}
