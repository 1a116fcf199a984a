import { moneyPaths, type ApiPath, type MoneyLevelPaths } from '@ai-map/contracts';
import type { VenueLocation } from '../../../shared/lib/venues';

/**
 * The path of `paths` (a `moneyPaths` table) for a location: by country, + region, + city; null
 * for a city whose region is not known (the server names a city only inside its region).
 */
export function moneyPath(paths: MoneyLevelPaths, location: VenueLocation): ApiPath | null {
  if (location.level === 'country') return paths.country(location.country);
  if (location.level === 'region') return paths.region(location.country, location.region);
  if (!location.region || !location.country) return null;
  return paths.city(location.country, location.region, location.city);
}

/** `money/transport/…/inside/` of a location (always empty, with the reason). */
export function transportPath(location: VenueLocation): ApiPath | null {
  return moneyPath(moneyPaths.transportInside, location);
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
