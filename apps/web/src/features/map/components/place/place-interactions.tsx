import { useEffect } from 'react';
import { type MapLayerMouseEvent, type MapMouseEvent, useMap } from 'react-map-gl/maplibre';
import { useIsMobile } from '../../../../shared/hooks/use-is-mobile';
import { useMapViewStore } from '../../stores/map-view-store';
import { CLUSTER_LAYER_IDS } from '../cluster-layer';
import { placeOverlayStore } from './place-overlay-store';
import { PlaceMarkerList } from './place-marker-list';
import { PlacePopup } from './place-popup';
import { type PlaceTarget, targetFromMarker, targetMarkerId } from './place-target';
import { usePlaceMarkers } from './use-place-markers';

const PLACES_LAYER = CLUSTER_LAYER_IDS.places;

function targetOf(feature: GeoJSON.Feature | undefined): PlaceTarget | null {
  if (!feature || feature.geometry.type !== 'Point') return null;
  const coordinates = feature.geometry.coordinates as [number, number];
  return targetFromMarker(feature.properties, [coordinates[0], coordinates[1]]);
}

/**
 * Pointer and keyboard behaviour of the place markers (§4): hovering opens the place tooltip,
 * a click opens the selected-object view, and on desktop also pins the tooltip as an info window.
 * The info window closes on Escape, its close button, a click elsewhere on the map, or when its
 * marker is moved past the top edge of the map.
 */
export function PlaceInteractions() {
  const { current: mapRef } = useMap();
  const isMobile = useIsMobile();
  const select = useMapViewStore((state) => state.select);
  const markers = usePlaceMarkers();
  const markersShown = markers !== null;

  useEffect(() => {
    if (!mapRef) return;
    const map = mapRef.getMap();
    const overlay = placeOverlayStore.getState();
    let hovered: string | null = null;

    const onHover = (event: MapLayerMouseEvent) => {
      const target = targetOf(event.features?.[0]);
      if (!target) return;
      map.getCanvas().style.cursor = 'pointer';
      // Touch screens report taps as pointer moves too; on mobile a tap selects instead.
      if (isMobile) return;
      const id = targetMarkerId(target);
      if (id === hovered) return;
      hovered = id;
      overlay.enterMarker(target);
    };
    const onLeave = () => {
      hovered = null;
      map.getCanvas().style.cursor = '';
      overlay.leaveMarker();
    };
    const onClick = (event: MapMouseEvent) => {
      const features = map.getLayer(PLACES_LAYER)
        ? map.queryRenderedFeatures(event.point, { layers: [PLACES_LAYER] })
        : [];
      const target = targetOf(features[0]);
      if (target && !isMobile) {
        overlay.pin(target);
        select({ type: target.kind, id: target.id });
        return;
      }
      overlay.close();
      if (target) select({ type: target.kind, id: target.id });
    };
    // §4: an info window closes once its marker is scrolled under the top of the map.
    const onMove = () => {
      const { shown } = placeOverlayStore.getState();
      if (shown && map.project(shown.lngLat).y < 0) overlay.close();
    };

    map.on('mousemove', PLACES_LAYER, onHover);
    map.on('mouseleave', PLACES_LAYER, onLeave);
    map.on('click', onClick);
    map.on('move', onMove);
    return () => {
      map.off('mousemove', PLACES_LAYER, onHover);
      map.off('mouseleave', PLACES_LAYER, onLeave);
      map.off('click', onClick);
      map.off('move', onMove);
    };
  }, [mapRef, isMobile, select]);

  // Markers hidden (a tab without local markers): their tooltip goes with them.
  useEffect(() => {
    if (!markersShown) placeOverlayStore.getState().close();
  }, [markersShown]);

  const onActivate = (target: PlaceTarget) => {
    if (isMobile) {
      placeOverlayStore.getState().close();
      select({ type: target.kind, id: target.id });
    } else {
      placeOverlayStore.getState().pin(target, { focus: true });
    }
  };

  return (
    <>
      <PlacePopup />
      {markers && <PlaceMarkerList markers={markers} onActivate={onActivate} />}
    </>
  );
}
