import type { Marker as MapLibreMarker } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { Marker } from 'react-map-gl/maplibre';
import { PinIcon } from '../../../../shared/ui/icons';
import { useMapViewStore } from '../../stores/map-view-store';
import styles from './search-pick-marker.module.css';

/**
 * A pin with the name of what the map search chose: a town has no marker of its own at the zoom
 * the search opens it at, and the map alone did not show which of its labels was the answer.
 */
export function SearchPickMarker() {
  const pick = useMapViewStore((state) => state.searchPick);
  const marker = useRef<MapLibreMarker>(null);
  // MapLibre labels every marker "Map marker"; this one is read as the name it shows.
  useEffect(() => {
    if (pick) marker.current?.getElement().setAttribute('aria-label', pick.name);
  }, [pick]);
  if (!pick) return null;
  return (
    <Marker ref={marker} longitude={pick.center[0]} latitude={pick.center[1]} anchor="bottom">
      <div className={styles.pick} data-testid="search-pick">
        <span className={styles.name}>{pick.name}</span>
        <PinIcon size={32} className={styles.pin} />
      </div>
    </Marker>
  );
}
