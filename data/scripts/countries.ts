import type { CountryRecord } from '@ai-map/contracts';
import worldCountries from 'world-countries';
import { costForWeek } from './cost';
import { loadFactbook, matchFactbook } from './factbook';
import { round, roundCoord } from './geo';
import { loadShapes } from './shapes';
import { claimSlug, slugify } from './slug';
import { loadWorldBank } from './worldbank';

/** The World Bank codes Kosovo XKX; world-countries uses UNK (the UN's code) as its cca3. */
const WORLD_BANK_CODE: Record<string, string> = { UNK: 'XKX' };

export interface CountriesResult {
  records: CountryRecord[];
  stats: {
    factbookProfiles: number;
    factbookMatched: number;
    factbookUnmatched: string[];
    withShape: number;
    withArrivals: number;
    withPriceLevel: number;
    withoutPriceLevel: string[];
  };
}

/**
 * ~250 countries and territories from world-countries, joined with Natural Earth shapes (by ISO
 * numeric code), the Factbook (by name/coordinates, see factbook.ts) and World Bank indicators
 * (by ISO3). The label point is world-countries' own latlng: it exists for every entry (also
 * those without a shape), and, unlike the centroid of a concave or ring-shaped country, it always
 * lies on land.
 */
export function buildCountries(): CountriesResult {
  const factbook = loadFactbook();
  const factbookByIso = matchFactbook(
    factbook,
    worldCountries.map((c) => ({
      iso2: c.cca2,
      names: [c.name.common, c.name.official, ...c.altSpellings],
      lat: c.latlng[0] ?? 0,
      lng: c.latlng[1] ?? 0,
    })),
  );
  const shapes = loadShapes();
  const { arrivals, priceLevel } = loadWorldBank();
  const slugs = new Set<string>();

  const sorted = [...worldCountries].sort((a, b) => a.cca2.localeCompare(b.cca2));
  const records = sorted.map((c): CountryRecord => {
    const facts = factbookByIso.get(c.cca2);
    const wbCode = WORLD_BANK_CODE[c.cca3] ?? c.cca3;
    const tourists = arrivals.get(wbCode);
    const price = priceLevel.get(wbCode);
    const shape =
      (c.ccn3 ? shapes.byNumeric.get(c.ccn3) : undefined) ?? shapes.byName.get(c.name.common);
    return {
      iso2: c.cca2,
      iso3: c.cca3,
      slug: claimSlug(slugs, [
        slugify(c.name.common),
        `${slugify(c.name.common)}-${c.cca2.toLowerCase()}`,
      ]),
      name: c.name.common,
      official_name: c.name.official,
      capital: c.capital[0] ?? null,
      continent: c.region,
      subregion: c.subregion,
      lat: roundCoord(c.latlng[0] ?? 0),
      lng: roundCoord(c.latlng[1] ?? 0),
      area_km2: c.area > 0 ? c.area : null,
      population: facts?.population ?? null,
      currencies: Object.entries(c.currencies ?? {}).map(([code, currency]) => ({
        code,
        name: currency.name,
        symbol: currency.symbol ?? '',
      })),
      languages: Object.values(c.languages ?? {}),
      religions: facts?.religions ?? [],
      terrain: facts?.terrain ?? null,
      climate: facts?.climate ?? null,
      tourist_amount: tourists ? round(tourists.value / 1e6, 3) : null,
      tourist_year: tourists?.year ?? null,
      price_level: price ? round(price.value, 4) : null,
      price_level_year: price?.year ?? null,
      cost_for_week: costForWeek(price ? round(price.value, 4) : null),
      geometry: shape ?? null,
    };
  });

  const matchedGec = new Set([...factbookByIso.values()].map((entry) => entry.gec));
  return {
    records,
    stats: {
      factbookProfiles: factbook.length,
      factbookMatched: records.filter((r) => factbookByIso.has(r.iso2)).length,
      factbookUnmatched: factbook
        .filter((entry) => !matchedGec.has(entry.gec))
        .map((entry) => `${entry.gec} ${entry.names[0] ?? '(no name)'}`),
      withShape: records.filter((r) => r.geometry).length,
      withArrivals: records.filter((r) => r.tourist_amount !== null).length,
      withPriceLevel: records.filter((r) => r.price_level !== null).length,
      withoutPriceLevel: records.filter((r) => r.price_level === null).map((r) => r.iso2),
    },
  };
}
