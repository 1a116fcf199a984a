// What other features may use of flags: they import from this file only (eslint.config.js).
export { useFeatureFlag } from './hooks/use-feature-flag';
export { switchedOffNote, type SwitchedOffFeature } from './lib/switched-off-note';
export { useFlagsStore } from './stores/flags-store';
