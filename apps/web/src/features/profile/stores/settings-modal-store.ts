import { create } from 'zustand';

/** The settings tabs that exist today; Payments and Subscriptions arrive with billing. */
export type SettingsTab = 'general';

interface SettingsModalState {
  tab: SettingsTab | null;
  openSettings: (tab: SettingsTab) => void;
  closeSettings: () => void;
}

export const useSettingsModalStore = create<SettingsModalState>()((set) => ({
  tab: null,
  openSettings: (tab) => set({ tab }),
  closeSettings: () => set({ tab: null }),
}));
