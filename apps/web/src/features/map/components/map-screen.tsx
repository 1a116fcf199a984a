import type { ReactNode } from 'react';
import { useIsMobile } from '../../../shared/hooks/use-is-mobile';
import { Button } from '../../../shared/ui/button';
import { MapIcon } from '../../../shared/ui/icons';
import { useBasemap } from '../api/get-map-config';
import { useMapViewStore } from '../stores/map-view-store';
import { useSharedFilterLink } from './filters/use-shared-filter-link';
import { LegendButton } from './legend/legend-button';
import { LiveAreaStatus } from './live-area-status';
import { MapSidebar } from './map-sidebar';
import styles from './map-screen.module.css';
import { MapSearchBar } from './search-box/map-search-bar';
import { WorldMap } from './world-map';

interface MapScreenProps {
  /** The assistant's column beside the map. */
  panel: ReactNode;
  /** Layers other features draw on the map (the open trip's stops and routes). */
  mapLayers?: ReactNode;
}

/**
 * The map screen (spec 001 §2): the assistant panel, the world map with its sidebar of content
 * tabs, and on mobile the full-map mode that hides the panel.
 */
export function MapScreen({ panel, mapLayers }: MapScreenProps) {
  const isMobile = useIsMobile();
  const fullMap = useMapViewStore((state) => state.fullMap);
  const setFullMap = useMapViewStore((state) => state.setFullMap);
  const basemap = useBasemap();
  const mapShown = !isMobile || fullMap;
  useSharedFilterLink();

  return (
    <div className={styles.screen}>
      {(!isMobile || !fullMap) && <section className={styles.panel}>{panel}</section>}
      {mapShown && (
        <section className={styles.mapArea} aria-label="World map">
          {basemap.data ? (
            <>
              <WorldMap basemap={basemap.data} onBasemapFailed={basemap.fallBack}>
                {mapLayers}
              </WorldMap>
              <MapSearchBar>
                <LegendButton />
              </MapSearchBar>
              <LiveAreaStatus />
            </>
          ) : (
            <div className={styles.mapStatus} role={basemap.isError ? 'alert' : 'status'}>
              {basemap.isError ? 'The map could not be loaded.' : 'Loading the map…'}
            </div>
          )}
          <MapSidebar />
        </section>
      )}
      {isMobile && (
        <Button
          className={styles.fullMapToggle}
          onClick={() => setFullMap(!fullMap)}
          aria-pressed={fullMap}
        >
          <MapIcon size={18} />
          {fullMap ? 'Back to the assistant' : 'Show the map'}
        </Button>
      )}
    </div>
  );
}
