import { foldName } from '@ai-map/osm';
import worldCountries from 'world-countries';
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

/**
 * The areas to add: of a kind (areaKind), named like no place the catalogue already has (a
 * GeoNames place, a country by any of its names, or a Wikivoyage destination: those keep their
 * own record, and "Great Britain" stays the United Kingdom), not holding the name of a
 * Wikivoyage destination around them, and named like no sight near them (the sight is meant).
 */
export function wikipediaAreas(
  articles: readonly WikipediaArticle[],
  knownNames: ReadonlySet<string>,
  sights: readonly { name: string; lat: number; lng: number }[],
  guide: readonly GuideEntry[],
): GuideEntry[] {
  const sightIndex = new GridIndex([...sights], 1);
  const guideIndex = new GridIndex([...guide], 1);
  const areas: GuideEntry[] = [];
  for (const article of articles) {
    const kind = areaKind(article);
    if (!kind) continue;
    const folded = foldName(article.title);
    if (knownNames.has(folded)) continue;
    const sameName = sightIndex
      .within(article.lat, article.lng, SIGHT_NAME_KM)
      .some((sight) => foldName(sight.name) === folded);
    if (sameName) continue;
    // Wikivoyage's "Skye" and "Jeju" are the "Isle of Skye" and "Jeju Island": one record each.
    const words = ` ${folded} `;
    const guideHasIt = guideIndex
      .within(article.lat, article.lng, SIGHT_NAME_KM)
      .some((entry) => words.includes(` ${foldName(entry.name)} `));
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
