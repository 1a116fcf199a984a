import type { FeatureFlag, FlagValue } from '@ai-map/contracts';
import { useFlagsStore } from '../stores/flags-store';

/** The current value of one flag: ON shows a feature, DISABLED shows it inert, OFF hides it. */
export function useFeatureFlag(name: FeatureFlag): FlagValue {
  return useFlagsStore((state) => state.flags[name]);
}

/** Whether the assistant guide is on for this device. */
export function useGuideEnabled(): boolean {
  return useFlagsStore((state) => state.guide);
}
