/**
 * What an inert (DISABLED) control says about itself: why it does nothing and what turns it on,
 * rather than a promise of a date nobody set.
 */
export function switchedOffNote(feature: string): string {
  return `${feature}: switched off by a feature flag. Ctrl+Shift+F opens the flags, where it can be switched on.`;
}
