import {
  type FeatureFlag,
  type FeatureFlags,
  FEATURE_FLAGS_COOKIE,
  type FlagValue,
  GUIDE_COOKIE,
  defaultFeatureFlags,
  guideEnabled,
  parseFeatureFlags,
} from '@ai-map/contracts';
import { create } from 'zustand';
import {
  deleteCookie,
  ONE_YEAR_COOKIE,
  readCookie,
  writeCookie,
} from '../../../shared/lib/cookies';
import { isMobileDevice } from '../../../shared/lib/device';

interface FlagsState {
  flags: FeatureFlags;
  /** The assistant guide: from the smartAI cookie, else on for non-mobile devices (spec 000 §4). */
  guide: boolean;
  panelOpen: boolean;
  setFlag: (name: FeatureFlag, value: FlagValue) => void;
  resetFlags: () => void;
  setPanelOpen: (open: boolean) => void;
}

export const useFlagsStore = create<FlagsState>()((set, get) => ({
  flags: parseFeatureFlags(readCookie(FEATURE_FLAGS_COOKIE)),
  guide: guideEnabled(readCookie(GUIDE_COOKIE), isMobileDevice(navigator.userAgent)),
  panelOpen: false,
  setFlag: (name, value) => {
    const flags = { ...get().flags, [name]: value };
    // Flags survive reloads for a year, like every other preference cookie of the spec.
    writeCookie(FEATURE_FLAGS_COOKIE, JSON.stringify(flags), ONE_YEAR_COOKIE);
    set({ flags });
  },
  resetFlags: () => {
    deleteCookie(FEATURE_FLAGS_COOKIE);
    set({ flags: defaultFeatureFlags() });
  },
  setPanelOpen: (panelOpen) => set({ panelOpen }),
}));
