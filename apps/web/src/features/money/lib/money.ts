import type { VenueLocation } from '../../../shared/lib/venues';

const segment = encodeURIComponent;

/**
 * The location part of money paths: `{country}`, `{country}/{region}` or
 * `{country}/{region}/{city}`; null for a city whose region is not known (the server names a
 * city only inside its region).
 */
export function moneyLocationPath(location: VenueLocation): string | null {
  if (location.level === 'country') return `country/${segment(location.country)}`;
  if (location.level === 'region')
    return `region/${segment(location.country)}/${segment(location.region)}`;
  if (!location.region || !location.country) return null;
  return `city/${segment(location.country)}/${segment(location.region)}/${segment(location.city)}`;
}

/** `money/transport/…/inside/` of the same location (always empty, with the reason). */
export function transportPath(location: VenueLocation): string | null {
  const path = moneyLocationPath(location);
  if (!path) return null;
  if (location.level === 'country') return `money/transport/${segment(location.country)}/inside/`;
  return `money/transport/${path}/inside/`;
}

const placeTypes: Record<string, string> = {
  bank: 'Bank',
  atm: 'ATM',
  bureau_de_change: 'Exchange',
};

/** The OSM amenity of a money place in words: "Bank", "ATM", "Exchange". */
export function moneyPlaceType(type: string | null): string {
  return (type && placeTypes[type]) ?? 'Money';
}

/** Price level against the USA (1.0): "0.63 × USA"; an em dash when unknown. */
export function formatPriceLevel(level: number | null): string {
  return level === null || !Number.isFinite(level) ? '—' : `${level.toFixed(2)} × USA`;
}
