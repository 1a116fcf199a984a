import { z } from 'zod';

/** A feature is shown (on), shown but inert (disabled), or absent (off) (spec 000 §4). */
export const FlagValueSchema = z.enum(['ON', 'OFF', 'DISABLED']);
export type FlagValue = z.infer<typeof FlagValueSchema>;

/**
 * Every flag with its label and default, as both spec documents list them. Flags not named by
 * the spec are on.
 */
export const featureFlags = {
  balance: { label: 'Balance', default: 'OFF' },
  updatedProfile: { label: 'Updated profile', default: 'OFF' },
  profileInterests: { label: 'Profile interests', default: 'OFF' },
  profileChangeAuth: { label: 'Profile change auth', default: 'OFF' },
  notifications: { label: 'Notifications', default: 'OFF' },
  navigationsTab: { label: 'Navigations tab', default: 'OFF' },
  favoritesTab: { label: 'Favorites tab', default: 'OFF' },
  generalReligion: { label: 'General religion', default: 'DISABLED' },
  foodAndDrinksTab: { label: 'Food and drinks tab', default: 'DISABLED' },
  eventsTab: { label: 'Events tab', default: 'DISABLED' },
  mapAdvancedFilters: { label: 'Map advanced filters', default: 'DISABLED' },
  costsInsurance: { label: 'Costs: insurance', default: 'DISABLED' },
  costsBank: { label: 'Costs: bank', default: 'DISABLED' },
  costsBuses: { label: 'Costs: buses', default: 'DISABLED' },
  costsRailroads: { label: 'Costs: railroads', default: 'DISABLED' },
  costsFerries: { label: 'Costs: ferries', default: 'DISABLED' },
  costsInsideBrand: { label: 'Costs: inside brand', default: 'DISABLED' },
  searchDirection: { label: 'Search direction', default: 'DISABLED' },
} as const satisfies Record<string, { label: string; default: FlagValue }>;

export type FeatureFlag = keyof typeof featureFlags;
export type FeatureFlags = Record<FeatureFlag, FlagValue>;

export const featureFlagNames = Object.keys(featureFlags) as FeatureFlag[];

export function defaultFeatureFlags(): FeatureFlags {
  return Object.fromEntries(
    featureFlagNames.map((name) => [name, featureFlags[name].default]),
  ) as FeatureFlags;
}

/**
 * Reads stored flags (the cookie's JSON) over the defaults. Unknown names and invalid values are
 * dropped so that a stale cookie can never break the app.
 */
export function parseFeatureFlags(stored: string | undefined | null): FeatureFlags {
  const flags = defaultFeatureFlags();
  if (!stored) return flags;
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return flags;
  }
  if (typeof raw !== 'object' || raw === null) return flags;
  for (const [name, value] of Object.entries(raw)) {
    const parsed = FlagValueSchema.safeParse(value);
    if (name in featureFlags && parsed.success) flags[name as FeatureFlag] = parsed.data;
  }
  return flags;
}

/**
 * The guide flag comes from the `smartAI` cookie; without it the guide is on for non-mobile
 * devices only (spec 000 §4).
 */
export function guideEnabled(
  cookieValue: string | undefined | null,
  isMobileDevice: boolean,
): boolean {
  if (cookieValue === undefined || cookieValue === null || cookieValue === '')
    return !isMobileDevice;
  return cookieValue === 'true' || cookieValue === '1' || cookieValue.toUpperCase() === 'ON';
}
