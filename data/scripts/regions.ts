import type { RegionRecord } from '@ai-map/contracts';
import { State } from 'country-state-city';
import { roundCoord } from './geo';
import { claimSlug, slugify } from './slug';

/**
 * First-level divisions from country-state-city (its data comes from the dr5hn
 * countries-states-cities database). Slugs are unique within a country: the name, then the name
 * with the ISO code. The package's states carry no `type` in this version, so type is null.
 */
export function buildRegions(countryCodes: Set<string>): RegionRecord[] {
  const states = State.getAllStates()
    .filter((state) => countryCodes.has(state.countryCode))
    .sort((a, b) =>
      a.countryCode === b.countryCode
        ? a.isoCode.localeCompare(b.isoCode) || a.name.localeCompare(b.name)
        : a.countryCode.localeCompare(b.countryCode),
    );
  const slugsByCountry = new Map<string, Set<string>>();
  return states.map((state): RegionRecord => {
    const taken = slugsByCountry.get(state.countryCode) ?? new Set<string>();
    slugsByCountry.set(state.countryCode, taken);
    const base = slugify(state.name) || slugify(state.isoCode);
    return {
      country_iso2: state.countryCode,
      code: state.isoCode,
      slug: claimSlug(taken, [base, `${base}-${slugify(state.isoCode)}`]),
      name: state.name,
      type: null,
      lat: coordinate(state.latitude, 90),
      lng: coordinate(state.longitude, 180),
    };
  });
}

function coordinate(text: string | null | undefined, limit: number): number | null {
  if (!text) return null;
  const value = Number(text);
  return Number.isFinite(value) && Math.abs(value) <= limit ? roundCoord(value) : null;
}
