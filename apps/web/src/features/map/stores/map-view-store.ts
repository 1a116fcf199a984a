import {
  CITY_SCALE_ZOOM,
  type GeneralSubFilter,
  type GeoKind,
  type MapTab,
} from '@ai-map/contracts';
import { create } from 'zustand';
import type { MapViewport } from '../lib/viewport';

/** A place opened in the selected-object view: its kind and id (the §4 marker id). */
export interface SelectedObject {
  type: GeoKind | 'city' | 'country';
  id: number;
}

/** Where the map should fly to; `key` makes a repeated request to the same place move again. */
export interface FlyTarget {
  center?: [number, number];
  zoom?: number;
  bounds?: [[number, number], [number, number]];
  key: number;
}

/** What the map search chose: marked on the map with its name until the search is cleared. */
export interface SearchPick {
  name: string;
  center: [number, number];
}

interface MapViewState {
  /** The last settled view (after a move ends); null before the map has loaded. */
  viewport: MapViewport | null;
  tab: MapTab;
  /** The general tab's sub-filter; null means the default (climatic). */
  subFilter: GeneralSubFilter | null;
  selected: SelectedObject | null;
  sidebarOpen: boolean;
  /** Mobile: the map fills the screen, the panels are hidden. */
  fullMap: boolean;
  legendOpen: boolean;
  flyTarget: FlyTarget | null;
  searchPick: SearchPick | null;
  setViewport: (viewport: MapViewport) => void;
  setTab: (tab: MapTab) => void;
  setSubFilter: (subFilter: GeneralSubFilter | null) => void;
  select: (selected: SelectedObject | null) => void;
  setSidebarOpen: (open: boolean) => void;
  setFullMap: (fullMap: boolean) => void;
  setLegendOpen: (open: boolean) => void;
  flyTo: (target: Omit<FlyTarget, 'key'>) => void;
  setSearchPick: (pick: SearchPick | null) => void;
}

/** The map screen's view state of spec 001 §4: tab, sub-filter, selection, panels. */
export const useMapViewStore = create<MapViewState>()((set) => ({
  viewport: null,
  tab: 'selected',
  subFilter: null,
  selected: null,
  sidebarOpen: true,
  fullMap: false,
  legendOpen: false,
  flyTarget: null,
  searchPick: null,
  setViewport: (viewport) => set({ viewport }),
  // Picking a tab other than 'selected' clears the selected view (§4).
  setTab: (tab) => set((state) => ({ tab, selected: tab === 'selected' ? state.selected : null })),
  setSubFilter: (subFilter) => set({ subFilter }),
  // Selecting a view opens the sidebar on its 'selected' tab; clearing empties it (§4).
  select: (selected) =>
    set(selected ? { selected, sidebarOpen: true, tab: 'selected' } : { selected: null }),
  setSidebarOpen: (sidebarOpen) => set({ sidebarOpen }),
  setFullMap: (fullMap) => set({ fullMap }),
  setLegendOpen: (legendOpen) => set({ legendOpen }),
  flyTo: (target) => set({ flyTarget: { ...target, key: Date.now() } }),
  setSearchPick: (searchPick) => set({ searchPick }),
}));

const ALL_KINDS: GeoKind[] = ['attraction', 'shop', 'food', 'event'];

/**
 * The kinds of local markers (points and their clusters) a tab shows (§4 "Local markers"): the
 * point tabs and trips; general with no sub-filter, areas or climatic, and territory at city
 * scale; none for the other general sub-filters and comparing.
 */
export function localMarkerKinds(
  tab: MapTab,
  subFilter: GeneralSubFilter | null,
  zoom: number,
): GeoKind[] {
  switch (tab) {
    case 'attraction':
    case 'shop':
    case 'food':
    case 'event':
      return [tab];
    case 'selected':
    case 'trips':
      return ALL_KINDS;
    case 'general':
      if (subFilter === null || subFilter === 'areas' || subFilter === 'climatic') return ALL_KINDS;
      if (subFilter === 'territory' && zoom >= CITY_SCALE_ZOOM) return ALL_KINDS;
      return [];
    default:
      return [];
  }
}
