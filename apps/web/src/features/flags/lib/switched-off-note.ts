import type { FeatureFlag } from '@ai-map/contracts';

/** The features a DISABLED flag shows inert, and what a traveller misses, in plain words. */
const MISSING = {
  foodAndDrinksTab:
    'Restaurants, cafés and bars are not shown on the map yet; the Search page finds them.',
  eventsTab: 'Events are not shown on the map yet; the Events page lists them.',
  generalReligion:
    'The map cannot colour countries by religion yet; each country’s page shows its religions.',
  mapAdvancedFilters:
    'More filters (terrain, season, costs and the like) are not offered on this site yet.',
} satisfies Partial<Record<FeatureFlag, string>>;

export type SwitchedOffFeature = keyof typeof MISSING;

/**
 * What an inert (DISABLED) control says about itself: what is missing and where to find it
 * instead, in a traveller's words, then, for whoever runs the site, the flags toolbar of spec 000
 * §4 that switches it on. No promise of a date nobody set.
 */
export function switchedOffNote(flag: SwitchedOffFeature): string {
  return `${MISSING[flag]} (Site admins: the feature flags, Ctrl+Shift+F, switch it on.)`;
}
