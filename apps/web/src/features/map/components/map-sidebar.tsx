import { MAP_TABS, type MapTab } from '@ai-map/contracts';
import { switchedOffNote, type SwitchedOffFeature, useFlagsStore } from '../../flags';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../shared/ui/icons';
import { useMapViewStore } from '../stores/map-view-store';
import { SidebarActions } from './filters/sidebar-actions';
import { TabPanel } from './tab-panel';
import styles from './map-sidebar.module.css';

export const TAB_LABELS: Record<MapTab, string> = {
  selected: 'Selected',
  attraction: 'Attractions',
  shop: 'Shops',
  food: 'Food & drinks',
  event: 'Events',
  trips: 'Trips',
  general: 'General',
  comparing: 'Comparing',
};

/** Tabs a feature flag gates (§2): OFF hides the tab, DISABLED shows it inert. */
const TAB_FLAGS: Partial<Record<MapTab, SwitchedOffFeature>> = {
  food: 'foodAndDrinksTab',
  event: 'eventsTab',
};

/** The map's sidebar (§2): content tabs over the map, opened and closed from its edge. */
export function MapSidebar() {
  const tab = useMapViewStore((state) => state.tab);
  const setTab = useMapViewStore((state) => state.setTab);
  const open = useMapViewStore((state) => state.sidebarOpen);
  const setOpen = useMapViewStore((state) => state.setSidebarOpen);
  const flags = useFlagsStore((state) => state.flags);

  const tabs = MAP_TABS.filter((name) => {
    const flag = TAB_FLAGS[name];
    return !flag || flags[flag] !== 'OFF';
  });

  return (
    <div className={[styles.sidebar, open ? '' : styles.closed].filter(Boolean).join(' ')}>
      <button
        type="button"
        className={styles.toggle}
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls="map-sidebar-panel"
        aria-label={open ? 'Close the map sidebar' : 'Open the map sidebar'}
      >
        {open ? <ChevronLeftIcon size={18} /> : <ChevronRightIcon size={18} />}
      </button>
      {open && (
        <div id="map-sidebar-panel" className={styles.panel}>
          <div className={styles.tabs} role="tablist" aria-label="Map content">
            {tabs.map((name) => {
              const flag = TAB_FLAGS[name];
              const disabled = flag !== undefined && flags[flag] === 'DISABLED';
              return (
                <button
                  key={name}
                  type="button"
                  role="tab"
                  id={`map-tab-${name}`}
                  aria-selected={tab === name}
                  aria-controls="map-tab-panel"
                  disabled={disabled}
                  title={disabled ? switchedOffNote(flag) : undefined}
                  className={styles.tab}
                  onClick={() => setTab(name)}
                >
                  {TAB_LABELS[name]}
                </button>
              );
            })}
          </div>
          <div
            // A new tab starts at its top, not at the scroll position of the previous one.
            key={tab}
            id="map-tab-panel"
            role="tabpanel"
            aria-labelledby={`map-tab-${tab}`}
            className={styles.content}
          >
            <TabPanel tab={tab} />
          </div>
          <SidebarActions />
        </div>
      )}
    </div>
  );
}
