import type { CountryRecord } from '@ai-map/contracts';
import worldCountries from 'world-countries';
import ct from 'countries-and-timezones';
import type { Advisory } from '@ai-map/contracts';
import { costForWeek, placeCostFactor } from './cost';
import type { PerDiemTable } from './per-diem';
import { loadFactbook, matchFactbook } from './factbook';
import { haversineKm, round, roundCoord } from './geo';
import { loadShapes } from './shapes';
import { claimSlug, slugify } from './slug';
import { loadWorldBank } from './worldbank';

/**
 * Currencies changed since the world-countries release the build reads: Bulgaria has paid in
 * euros since 1 January 2026 (the Council of the EU adopted the decision on 8 July 2025), while
 * the package still lists the lev. Each entry names its change, so a later package that has it
 * can drop the override.
 */
const CURRENCY_CHANGES: Record<string, { code: string; name: string; symbol: string }[]> = {
  BG: [{ code: 'EUR', name: 'Euro', symbol: '€' }],
};
/** The per diem rates used for the fitted price levels were published in 2026. */
const PER_DIEM_YEAR = 2026;

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
    /** Countries whose price level comes from a neighbour's: "MC←FR". */
    priceLevelFromPerDiem: string[];
    withAdvisory: number;
    religionsPartial: string[];
  };
}

/**
 * ~250 countries and territories from world-countries, joined with Natural Earth shapes (by ISO
 * numeric code), the Factbook (by name/coordinates, see factbook.ts) and World Bank indicators
 * (by ISO3). The label point is world-countries' own latlng: it exists for every entry (also
 * those without a shape), and, unlike the centroid of a concave or ring-shaped country, it always
 * lies on land.
 */
export function buildCountries(
  perDiem: PerDiemTable,
  advisories: Map<string, Advisory>,
): CountriesResult {
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
  const neighbourLevel = neighbourPriceLevels(perDiem, (c) =>
    priceLevel.get(WORLD_BANK_CODE[c.cca3] ?? c.cca3),
  );
  const slugs = new Set<string>();

  const sorted = [...worldCountries].sort((a, b) => a.cca2.localeCompare(b.cca2));
  const records = sorted.map((c): CountryRecord => {
    const facts = factbookByIso.get(c.cca2);
    const wbCode = WORLD_BANK_CODE[c.cca3] ?? c.cca3;
    const tourists = arrivals.get(wbCode);
    const worldBank = priceLevel.get(wbCode);
    const neighbour = worldBank ? undefined : neighbourLevel.get(c.cca2);
    const price =
      worldBank ?? (neighbour ? { value: neighbour.value, year: PER_DIEM_YEAR } : undefined);
    const religions = facts?.religions ?? [];
    const religionSum = religions.reduce((sum, r) => sum + r.percentage, 0);
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
      currencies:
        CURRENCY_CHANGES[c.cca2] ??
        Object.entries(c.currencies ?? {}).map(([code, currency]) => ({
          code,
          name: currency.name,
          symbol: currency.symbol ?? '',
        })),
      languages: Object.values(c.languages ?? {}),
      religions,
      // Cut texts (China), counts of practising believers only (Russia) and overlapping
      // affiliations (Japan: "total adherents exceeds 100%") do not make a whole.
      religions_partial: religions.length > 0 && (religionSum < 90 || religionSum > 101),
      religions_listed: facts?.religionNames ?? [],
      terrain: facts?.terrain ?? null,
      climate: facts?.climate ?? null,
      tourist_amount: tourists ? round(tourists.value / 1e6, 3) : null,
      tourist_year: tourists?.year ?? null,
      price_level: price ? round(price.value, 4) : null,
      price_level_year: price?.year ?? null,
      price_level_source: worldBank ? 'world_bank' : price ? 'per_diem' : null,
      cost_for_week: costForWeek(price ? round(price.value, 4) : null),
      advisory: advisories.get(c.cca2) ?? null,
      timezones: ct.getCountry(c.cca2)?.timezones ?? [],
      geometry: shape ?? null,
    };
  });

  borrowSovereignLevels(records);
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
      priceLevelFromPerDiem: [...neighbourLevel]
        .filter(([iso]) =>
          records.some((r) => r.iso2 === iso && r.price_level_source === 'per_diem'),
        )
        .map(([iso, n]) => `${iso}←${n.from}`),
      withAdvisory: records.filter((r) => r.advisory).length,
      religionsPartial: records.filter((r) => r.religions_partial).map((r) => r.iso2),
    },
  };
}

/**
 * A price level for countries the World Bank has none for (Taiwan, Cuba, Monaco…): the nearest
 * country (by label point) that has both a World Bank level and a per diem rate, scaled by how
 * much dearer or cheaper the per diem rates make this country than that one (placeCostFactor).
 * A fit of price level on per diem rates over all 199 countries that have both was tried first:
 * its correlation is only 0.34 (the rates follow diplomats' housing more than prices), so it
 * pulled Monaco below France; a neighbour shares most of what the rate does not see.
 */
function neighbourPriceLevels(
  perDiem: PerDiemTable,
  worldBankOf: (c: (typeof worldCountries)[number]) => { value: number } | undefined,
): Map<string, { value: number; from: string }> {
  const known = worldCountries.filter((c) => worldBankOf(c) && perDiem.rest.has(c.cca2));
  const result = new Map<string, { value: number; from: string }>();
  for (const country of worldCountries) {
    const own = perDiem.rest.get(country.cca2);
    if (worldBankOf(country) || !own) continue;
    const [lat, lng] = [country.latlng[0] ?? 0, country.latlng[1] ?? 0];
    const nearest = known
      .map((c) => ({ c, km: haversineKm(lat, lng, c.latlng[0] ?? 0, c.latlng[1] ?? 0) }))
      .sort((a, b) => a.km - b.km)[0];
    if (!nearest) continue;
    const factor = placeCostFactor(own, perDiem.rest.get(nearest.c.cca2)!);
    result.set(country.cca2, {
      value: worldBankOf(nearest.c)!.value * factor,
      from: nearest.c.cca2,
    });
  }
  return result;
}

/**
 * Inhabited territories that neither the World Bank nor the per diem rates price take the price
 * level of the state they belong to (Guernsey and Jersey the United Kingdom's, Guam the United
 * States'). Uninhabited ones (Antarctica, Bouvet, Heard Island, South Georgia, the French
 * Southern Lands, the U.S. Minor Outlying Islands) and Western Sahara, whose sovereignty is
 * disputed, keep no cost.
 */
export const SOVEREIGN: Record<string, string> = {
  AX: 'FI',
  AS: 'US',
  CX: 'AU',
  GU: 'US',
  GG: 'GB',
  IM: 'GB',
  JE: 'GB',
  NF: 'AU',
  MP: 'US',
  PN: 'GB',
  BL: 'FR',
  MF: 'FR',
  PM: 'FR',
  SJ: 'NO',
};

function borrowSovereignLevels(records: CountryRecord[]) {
  const byIso = new Map(records.map((r) => [r.iso2, r]));
  for (const record of records) {
    const sovereign = byIso.get(SOVEREIGN[record.iso2] ?? '');
    if (record.price_level !== null || !sovereign || sovereign.price_level === null) continue;
    record.price_level = sovereign.price_level;
    record.price_level_year = sovereign.price_level_year;
    record.price_level_source = 'sovereign';
    record.cost_for_week = costForWeek(sovereign.price_level);
  }
}
