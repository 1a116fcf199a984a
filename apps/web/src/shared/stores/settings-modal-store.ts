import { create } from 'zustand';

/** The settings modal's tabs, in the order the tab list shows them (spec 000 §2). */
export const SETTINGS_TABS = ['general', 'payments', 'subscriptions'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

interface SettingsModalState {
  /** The open tab; null while the modal is closed. */
  tab: SettingsTab | null;
  /** Opens the modal on a tab, or switches tab while it is open. */
  openSettings: (tab: SettingsTab) => void;
  closeSettings: () => void;
}

export const useSettingsModalStore = create<SettingsModalState>()((set) => ({
  tab: null,
  openSettings: (tab) => set({ tab }),
  closeSettings: () => set({ tab: null }),
}));
