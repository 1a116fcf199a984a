import type { ReactNode } from 'react';
import { useMapViewStore } from '../../stores/map-view-store';
import { MapSearchBox } from './map-search-box';
import styles from './map-search-bar.module.css';

/**
 * The bar over the top of the map: the search box and the map buttons beside it, kept to the
 * right of the sidebar so that neither covers the other.
 */
export function MapSearchBar({ children }: { children?: ReactNode }) {
  const sidebarOpen = useMapViewStore((state) => state.sidebarOpen);
  return (
    <div
      data-map-search-bar
      className={[styles.bar, sidebarOpen ? styles.besideSidebar : ''].filter(Boolean).join(' ')}
    >
      <MapSearchBox />
      {children}
    </div>
  );
}
