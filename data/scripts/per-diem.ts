import { readFileSync } from 'node:fs';
import worldCountries from 'world-countries';
import { parseCsvLine } from './csv';
import { foldKey } from './destinations';
import { sourcePath } from './paths';

export const FOREIGN_FILE = 'cost/foreign-per-diem-2026-04.csv';
export const US_FILE = 'cost/us-per-diem-fy2026.csv';

/** A place's daily rate, averaged over the year by the days each season lasts. */
export interface DailyRate {
  lodging: number;
  meals: number;
}

export interface PerDiemTable {
  /** Rest-of-country rate per ISO2 (`[Other]` abroad, the standard CONUS rate in the US). */
  rest: Map<string, DailyRate>;
  /** Named places: ISO2 → folded place name → rate. US names are keyed "STATE:name". */
  places: Map<string, Map<string, DailyRate>>;
  /** State Department country names that no catalogue country carries. */
  unmatchedCountries: string[];
}

/**
 * State Department names that are not world-countries names (or are ambiguous there). Entries
 * that are not countries at all ("OTHER FOREIGN LOCALITIES", Antarctica) map to nothing.
 */
const COUNTRY_NAMES: Record<string, string | null> = {
  BURMA: 'MM',
  'BAHAMAS, THE': 'BS',
  'GAMBIA, THE': 'GM',
  'KOREA, SOUTH': 'KR',
  "DEM. PEOPLE'S REPUBLIC OF KOREA": 'KP',
  'DEMOCRATIC REPUBLIC OF THE CONGO': 'CD',
  'REPUBLIC OF THE CONGO': 'CG',
  'HOLY SEE': 'VA',
  'MICRONESIA, FEDERATED STATES OF': 'FM',
  'VIRGIN ISLANDS, BRITISH': 'VG',
  'FALKLAND ISLANDS (ISLAS MALVINAS)': 'FK',
  'ST LUCIA': 'LC',
  'SAINT HELENA': 'SH',
  'ASCENSION ISLAND': 'SH',
  'CHAGOS ARCHIPELAGO': 'IO',
  'BONAIRE, SINT EUSTATIUS, AND SABA': 'BQ',
  'COCOS (KEELING) ISLANDS': 'CC',
  REUNION: 'RE',
  CURACAO: 'CW',
  "COTE D'IVOIRE": 'CI',
  'TIMOR-LESTE': 'TL',
  'CABO VERDE': 'CV',
  TURKEY: 'TR',
  'OTHER FOREIGN LOCALITIES': null,
  ANTARCTICA: null,
};

export function loadPerDiem(): PerDiemTable {
  const isoByName = countryNameIndex();
  const rest = new Map<string, DailyRate>();
  const places = new Map<string, Map<string, DailyRate>>();
  const unmatched = new Set<string>();
  const seasons = new Map<string, { days: number; lodging: number; meals: number }>();

  const foreign = readCsv(sourcePath(FOREIGN_FILE));
  for (const row of foreign) {
    const country = row.Country!.trim();
    const key = country.toUpperCase();
    const iso = key in COUNTRY_NAMES ? COUNTRY_NAMES[key] : isoByName.get(foldKey(country));
    if (iso === null) continue;
    if (iso === undefined) {
      unmatched.add(country);
      continue;
    }
    const days = seasonDays(row['Season Start Date']!, row['Season End Date']!);
    addSeason(
      seasons,
      `${iso}|${row.Location!.trim()}`,
      days,
      row.Lodging!,
      row['Meals & Incidentals']!,
    );
  }
  for (const row of readCsv(sourcePath(US_FILE))) {
    const state = row.STATE!.trim();
    const days = seasonDays(row['SEASON BEGIN']!, row['SEASON END']!);
    const place = state ? `${state}:${row.DESTINATION!.trim()}` : '[Other]';
    addSeason(seasons, `US|${place}`, days, row['Lodging Rate']!, row['M&IE']!);
  }
  for (const [key, total] of seasons) {
    const [iso, place] = key.split('|') as [string, string];
    const rate = { lodging: total.lodging / total.days, meals: total.meals / total.days };
    // A lodging rate of 0 means the government houses its staff there: no price signal.
    if (rate.lodging <= 0) continue;
    if (place === '[Other]') rest.set(iso, rate);
    else {
      const byName = places.get(iso) ?? new Map<string, DailyRate>();
      const [state, names] = iso === 'US' ? place.split(':') : ['', place];
      for (const name of (names ?? '').split(/\s*[/,;]\s*/)) {
        const folded = state ? `${state}:${foldKey(name)}` : foldKey(name);
        if (foldKey(name) && !byName.has(folded)) byName.set(folded, rate);
      }
      places.set(iso, byName);
    }
  }
  // A country listed only by its places (Monaco, Singapore…) takes their mean as its rest.
  for (const [iso, byName] of places) {
    if (rest.has(iso) || byName.size === 0) continue;
    const rates = [...new Set(byName.values())];
    rest.set(iso, {
      lodging: rates.reduce((sum, r) => sum + r.lodging, 0) / rates.length,
      meals: rates.reduce((sum, r) => sum + r.meals, 0) / rates.length,
    });
  }
  return { rest, places, unmatchedCountries: [...unmatched].sort() };
}

function addSeason(
  seasons: Map<string, { days: number; lodging: number; meals: number }>,
  key: string,
  days: number,
  lodging: string,
  meals: string,
) {
  const total = seasons.get(key) ?? { days: 0, lodging: 0, meals: 0 };
  total.days += days;
  total.lodging += Number(lodging) * days;
  total.meals += Number(meals) * days;
  seasons.set(key, total);
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** Days a season lasts within a year ("2026-10-01".."2026-03-31" wraps); empty = all year. */
export function seasonDays(start: string, end: string): number {
  const from = dayOfYear(start);
  const to = dayOfYear(end);
  if (from === null || to === null) return 365;
  return to >= from ? to - from + 1 : 365 - from + to + 1;
}

function dayOfYear(text: string): number | null {
  const iso = /^\d{4}-(\d{2})-(\d{2})$/.exec(text.trim());
  const named = /^([A-Za-z]+)\s+(\d{1,2})$/.exec(text.trim());
  const month = iso ? Number(iso[1]) - 1 : named ? MONTHS.indexOf(named[1]!.toLowerCase()) : -1;
  const day = iso ? Number(iso[2]) : named ? Number(named[2]) : NaN;
  if (month < 0 || !Number.isFinite(day)) return null;
  const lengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return lengths.slice(0, month).reduce((a, b) => a + b, 0) + Math.min(day, lengths[month]!);
}

function countryNameIndex(): Map<string, string> {
  const index = new Map<string, string>();
  for (const country of worldCountries) {
    for (const name of [country.name.common, country.name.official, ...country.altSpellings]) {
      const key = foldKey(name);
      if (!index.has(key)) index.set(key, country.cca2);
    }
  }
  return index;
}

function readCsv(file: string): Record<string, string>[] {
  const lines = readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.trim());
  const header = parseCsvLine(lines[0]!).map((name) => name.trim());
  return lines.slice(1).map((line) => {
    const fields = parseCsvLine(line);
    return Object.fromEntries(header.map((name, i) => [name, fields[i] ?? '']));
  });
}
