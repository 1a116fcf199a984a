import { type ReactNode, useEffect } from 'react';
import { useIsMobile } from '../../../shared/hooks/use-is-mobile';
import { ChatIcon, MapIcon } from '../../../shared/ui/icons';
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
  /**
   * A chat is open: the map's sidebar starts closed so that the trip beside the chat has the
   * map to itself (it opens again from its edge, or when a place is picked).
   */
  chatOpen?: boolean;
}

/**
 * The map screen (spec 001 §2): the assistant panel, the world map with its sidebar of content
 * tabs, and on mobile a switch between the assistant and the full map.
 */
export function MapScreen({ panel, mapLayers, chatOpen = false }: MapScreenProps) {
  const isMobile = useIsMobile();
  const fullMap = useMapViewStore((state) => state.fullMap);
  const setFullMap = useMapViewStore((state) => state.setFullMap);
  const basemap = useBasemap();
  const mapShown = !isMobile || fullMap;
  useSharedFilterLink();

  // On a phone the open sidebar would cover the whole map; beside a chat it would hide the trip.
  useEffect(() => {
    if (isMobile || chatOpen) useMapViewStore.getState().setSidebarOpen(false);
  }, [isMobile, chatOpen]);

  return (
    <div className={styles.screen}>
      {isMobile && (
        // Part of the page's flow, not floating: it never sits on the composer or the map's
        // attribution.
        <div className={styles.switch} role="group" aria-label="Show">
          <button type="button" aria-pressed={!fullMap} onClick={() => setFullMap(false)}>
            <ChatIcon size={18} />
            Assistant
          </button>
          <button type="button" aria-pressed={fullMap} onClick={() => setFullMap(true)}>
            <MapIcon size={18} />
            Map
          </button>
        </div>
      )}
      {(!isMobile || !fullMap) && <section className={styles.panel}>{panel}</section>}
      {mapShown && (
        <section className={styles.mapArea} aria-label="World map">
          {basemap.data ? (
            <>
              <WorldMap
                basemap={basemap.data}
                onBasemapFailed={basemap.fallBack}
                markersStepBack={mapLayers !== undefined}
              >
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
    </div>
  );
}
