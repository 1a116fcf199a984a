import { create } from 'zustand';

const COLLAPSED_KEY = 'sidebar-collapsed';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

interface SidebarState {
  /** Desktop: the 80 px icon rail instead of the 300 px panel; remembered across visits. */
  collapsed: boolean;
  /** Mobile: whether the off-canvas drawer is open. */
  mobileOpen: boolean;
  toggleCollapsed: () => void;
  setMobileOpen: (open: boolean) => void;
}

export const useSidebarStore = create<SidebarState>()((set, get) => ({
  collapsed: readCollapsed(),
  mobileOpen: false,
  toggleCollapsed: () => {
    const collapsed = !get().collapsed;
    try {
      window.localStorage.setItem(COLLAPSED_KEY, String(collapsed));
    } catch {
      // Private modes may refuse storage; the choice then lasts for this page view only.
    }
    set({ collapsed });
  },
  setMobileOpen: (mobileOpen) => set({ mobileOpen }),
}));
