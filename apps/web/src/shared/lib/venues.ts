/** Paths, locations and display rules of shops, food and drink places and events. */
import {
  culturePaths,
  eventPaths,
  foodPaths,
  shopPaths,
  type ApiPath,
  type CultureList,
} from '@ai-map/contracts';

export function shopPath(id: number): string {
  return `/shop/${id}`;
}

export function foodPath(id: number): string {
  return `/food/${id}`;
}

export function eventPath(id: number): string {
  return `/event/${id}`;
}

const pathByKind: Partial<Record<string, (id: number) => string>> = {
  shop: shopPath,
  food: foodPath,
  event: eventPath,
};

/**
 * The web page of a search hit: the server's `url` when it has one, else the page of its kind
 * (shops, food and events come with `url: null`); null when the kind has no page.
 */
export function searchResultPath(result: { kind: string; id: number; url: string | null }) {
  if (result.url) return result.url;
  return pathByKind[result.kind]?.(result.id) ?? null;
}

/** A place whose id in the URL must be a positive whole number; anything else is not found. */
export function parsePlaceId(value: string | undefined): number | null {
  return value && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** What can be copied as the address: the street address, else city, region and country. */
export function placeAddress(place: {
  address: string | null;
  city_name: string | null;
  region_name: string | null;
  country_name: string | null;
}): string {
  if (place.address) return place.address;
  return [place.city_name, place.region_name, place.country_name]
    .filter((part, index, parts) => part && parts.indexOf(part) === index)
    .join(', ');
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

function parseIsoDate(value: string | null): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Event dates: "8 Dec 2026" for one day, "1 Jul 2025 – 3 Jul 2025" for several; "Dates not
 * known" without a start.
 */
export function formatDateRange(start: string | null, finish: string | null): string {
  const from = parseIsoDate(start);
  const to = parseIsoDate(finish);
  if (!from) return to ? `Until ${dayFormat.format(to)}` : 'Dates not known';
  if (!to || to.getTime() <= from.getTime()) return dayFormat.format(from);
  return `${dayFormat.format(from)} – ${dayFormat.format(to)}`;
}

/** Where a list of places is narrowed to: a country, a region of it or a city. */
export type VenueLocation =
  | { level: 'country'; country: string }
  | { level: 'region'; country: string; region: string }
  | { level: 'city'; country: string; region: string | null; city: string };

/** `?country=&region=&city=` of a list narrowed to a place; null when none is set. */
export function locationFromParams(params: {
  country?: string;
  region?: string;
  city?: string;
}): VenueLocation | null {
  if (params.city) {
    return {
      level: 'city',
      country: params.country ?? '',
      region: params.region ?? null,
      city: params.city,
    };
  }
  if (params.country && params.region)
    return { level: 'region', country: params.country, region: params.region };
  if (params.country) return { level: 'country', country: params.country };
  return null;
}

/** The URL parameters of a location, the reverse of locationFromParams. */
export function locationParams(location: VenueLocation): Record<string, string> {
  if (location.level === 'country') return { country: location.country };
  if (location.level === 'region') return { country: location.country, region: location.region };
  return { city: location.city };
}

/** `country/shop/{slug}/`, `division/shop/{country}/{region}/` or `city/shop/{city}/`. */
export function shopsPathOf(location: VenueLocation): ApiPath {
  if (location.level === 'country') return shopPaths.ofCountry(location.country);
  if (location.level === 'region') return shopPaths.ofRegion(location.country, location.region);
  return shopPaths.ofCity(location.city);
}

/** `food/{country|division|city}/{slug}/{category}/`; regions by id. */
export function foodPathOf(location: VenueLocation, category: string): ApiPath {
  const [view, slug] =
    location.level === 'country'
      ? ['country', location.country]
      : location.level === 'region'
        ? ['division', location.region]
        : ['city', location.city];
  return foodPaths.ofLocation(view, slug, category);
}

/** `events/{country|divisions|city}/{slug}/category/`. */
export function eventsPathOf(location: VenueLocation): ApiPath {
  if (location.level === 'country') return eventPaths.ofCountry(location.country);
  if (location.level === 'region') return eventPaths.ofRegion(location.region);
  return eventPaths.ofCity(location.city);
}

export type { CultureList };

/** `{country|division|city}/local_culture/{id}/{list}/`. */
export function culturePathOf(location: VenueLocation, list: CultureList): ApiPath {
  if (location.level === 'country') return culturePaths.country(location.country, list);
  if (location.level === 'region') return culturePaths.division(location.region, list);
  return culturePaths.city(location.city, list);
}
