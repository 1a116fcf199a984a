import type { MapGeoJSONFeature, MapLayerMouseEvent } from 'maplibre-gl';
import { useEffect, useEffectEvent } from 'react';
import { useMap } from 'react-map-gl/maplibre';

interface LayerPointer {
  onClick?: (feature: MapGeoJSONFeature) => void;
  onEnter?: (feature: MapGeoJSONFeature) => void;
  onLeave?: () => void;
}

/**
 * Pointer events of some of the general layers: a pointer cursor over their features, and the
 * click, enter and leave handlers given. The world map's own handlers listen to the local
 * markers only, so these layers register theirs on the map directly.
 */
export function useLayerPointer(layerIds: readonly string[], handlers: LayerPointer) {
  const { current: mapRef } = useMap();
  const onClick = useEffectEvent((feature: MapGeoJSONFeature) => handlers.onClick?.(feature));
  const onEnter = useEffectEvent((feature: MapGeoJSONFeature) => handlers.onEnter?.(feature));
  const onLeave = useEffectEvent(() => handlers.onLeave?.());
  const key = layerIds.join(' ');

  useEffect(() => {
    if (!mapRef) return;
    const map = mapRef.getMap();
    const ids = key.split(' ');
    const click = (event: MapLayerMouseEvent) => {
      const feature = event.features?.[0];
      if (feature) onClick(feature);
    };
    const enter = (event: MapLayerMouseEvent) => {
      map.getCanvas().style.cursor = 'pointer';
      const feature = event.features?.[0];
      if (feature) onEnter(feature);
    };
    const leave = () => {
      map.getCanvas().style.cursor = '';
      onLeave();
    };
    const subscriptions = [
      map.on('click', ids, click),
      map.on('mouseenter', ids, enter),
      map.on('mouseleave', ids, leave),
    ];
    return () => {
      subscriptions.forEach((subscription) => subscription.unsubscribe());
      map.getCanvas().style.cursor = '';
    };
  }, [mapRef, key]);
}
