import type { PlaceKind } from '@ai-map/contracts';
import attractionTags from './attraction-tags.json' with { type: 'json' };
import { withAncestors } from './categories';
import { parseCuisines } from './cuisines';
import type { OsmTags } from './elements';
import { shopCategory } from './shop-types';
import { tagTable } from './tag-table';

/**
 * OSM tags → place kind, categories, type, cuisines and flags. The full table, with the reasons
 * behind each choice, is in docs/osm-import.md; keep the two in step.
 */

export interface TagClassification {
  kind: PlaceKind;
  /** Category slugs, most specific first: each match's leaf, then that leaf's ancestors. */
  categories: string[];
  /** type_of_attraction / type_of_shop / type_of_dish / type_of_event. */
  type: string | null;
  cuisines: string[];
  heritage: boolean;
  localCulture: boolean;
  startDate: string | null;
  endDate: string | null;
  /** Whether `brand`/`operator` may stand in for a missing `name` (chains, banks, ATMs). */
  brandAsName: boolean;
}

type Match = readonly [category: string, type: string];

/**
 * Plain key=value attraction tags (attraction-tags.json: key → value → [category, type]), tried
 * in the file's key order; the first match is the primary. The table is data, kept apart from the
 * rules below and read once at load.
 */
export const ATTRACTION_TAGS: ReadonlyArray<readonly [string, ReadonlyMap<string, Match>]> =
  Object.entries(attractionTags).map(([key, table]) => [key, matchTable(table)]);

/** A JSON table as Matches; JSON has no tuples, so each row is checked to be a pair. */
function matchTable(rows: Record<string, string[]>): ReadonlyMap<string, Match> {
  const matches: Record<string, Match> = {};
  for (const [value, [category, type, ...rest]] of Object.entries(rows)) {
    if (category === undefined || type === undefined || rest.length > 0) {
      throw new Error(`attraction-tags.json: ${value} is not [category, type]`);
    }
    matches[value] = [category, type];
  }
  return tagTable(matches);
}

/** Religion of a place of worship → category and type. */
export const WORSHIP_TAGS: ReadonlyMap<string, Match> = tagTable({
  christian: ['churches', 'Church'],
  muslim: ['mosques', 'Mosque'],
  jewish: ['synagogues', 'Synagogue'],
  buddhist: ['temples', 'Buddhist temple'],
  hindu: ['temples', 'Hindu temple'],
  sikh: ['temples', 'Gurdwara'],
  jain: ['temples', 'Jain temple'],
  shinto: ['temples', 'Shinto shrine'],
  taoist: ['temples', 'Taoist temple'],
});

/** Memorials mapped by the thousand (plaques, Stolpersteine) are not destinations. */
const MINOR_MEMORIALS = new Set(['plaque', 'blue_plaque', 'stolperstein']);

/** Categories whose places count as local culture (plus anything heritage-listed). */
const LOCAL_CULTURE_ROOTS = new Set(['religion', 'history']);
const LOCAL_CULTURE_LEAVES = new Set(['theatres', 'arts-centres', 'regional']);

function attractionMatches(tags: OsmTags): Match[] {
  const matches: Match[] = [];
  const restricted = tags.access === 'private' || tags.access === 'no';
  if (tags.amenity === 'place_of_worship') {
    matches.push(
      tags.building === 'cathedral'
        ? ['cathedrals', 'Cathedral']
        : (lookUp(WORSHIP_TAGS, tags.religion) ?? ['religion', 'Place of worship']),
    );
  }
  for (const [key, table] of ATTRACTION_TAGS) {
    const match = lookUp(table, tags[key]);
    if (match === undefined) continue;
    if (key === 'historic' && MINOR_MEMORIALS.has(tags.memorial ?? '')) continue;
    if (key === 'leisure' && restricted) continue;
    matches.push(match);
  }
  if (tags.leisure === 'garden' && !restricted) {
    const botanical = tags['garden:type'] === 'botanical';
    matches.push(botanical ? ['botanical-gardens', 'Botanical garden'] : ['gardens', 'Garden']);
  }
  // Most towers are telecom masts; only observation towers and towers with an encyclopedia
  // entry are worth a visit.
  if (
    tags.man_made === 'tower' &&
    (tags['tower:type'] === 'observation' || tags.wikipedia || tags.wikidata)
  ) {
    matches.push(['towers', tags['tower:type'] === 'observation' ? 'Observation tower' : 'Tower']);
  }
  // The generic tag goes last so a specific one (castle, museum…) names the type.
  if (tags.tourism === 'attraction') matches.push(['sights', 'Tourist attraction']);
  if (tags.tourism === 'theme_park') matches.push(['family', 'Theme park']);
  return matches;
}

/** A tag's entry in a table; an absent tag finds nothing. */
function lookUp<T>(table: ReadonlyMap<string, T>, value: string | undefined): T | undefined {
  return value === undefined ? undefined : table.get(value);
}

export const FOOD_TAGS: ReadonlyMap<string, readonly [category: string, dish: string]> = tagTable({
  restaurant: ['restaurants', 'main-courses'],
  food_court: ['food-courts', 'main-courses'],
  cafe: ['cafes', 'coffee-and-cakes'],
  fast_food: ['fast-food', 'snacks'],
  ice_cream: ['ice-cream-parlours', 'desserts'],
  bar: ['bars', 'drinks'],
  pub: ['pubs', 'drinks'],
  biergarten: ['beer-gardens', 'drinks'],
});

/** A place's first cuisine can say more about its dishes than the amenity does. */
const DISH_BY_CUISINE: ReadonlyMap<string, string> = tagTable({
  'ice-cream': 'desserts',
  'frozen-yogurt': 'desserts',
  'coffee-shop': 'coffee-and-cakes',
  cake: 'coffee-and-cakes',
  donut: 'coffee-and-cakes',
  tea: 'coffee-and-cakes',
});

const DISH_NAMES: ReadonlyMap<string, string> = tagTable({
  'main-courses': 'Main courses',
  'coffee-and-cakes': 'Coffee and cakes',
  desserts: 'Desserts',
  drinks: 'Drinks',
  snacks: 'Snacks and street food',
});

export const MONEY_TAGS: ReadonlyMap<string, PlaceKind> = tagTable({
  bank: 'bank',
  atm: 'bank',
  bureau_de_change: 'currency_exchange',
  car_rental: 'car_rental',
});

export const EVENT_TAGS: ReadonlyMap<string, string> = tagTable({
  festival: 'festivals',
  music_festival: 'music-festivals',
  film_festival: 'film-festivals',
  food_festival: 'food-festivals',
  carnival: 'cultural-festivals',
  concert: 'concerts',
  exhibition: 'exhibitions',
  trade_fair: 'trade-fairs',
  sport: 'sports-events',
  market: 'fairs-and-markets',
  christmas_market: 'christmas-markets',
  performance: 'performances',
});

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Listed heritage: any `heritage=*` (the OSM key for official listings), or a historic feature
 * with a UNESCO World Heritage marker.
 */
export function isHeritage(tags: OsmTags): boolean {
  if (tags.heritage !== undefined && tags.heritage !== 'no') return true;
  if (tags.historic === undefined) return false;
  return (
    /whc|unesco/i.test(tags['heritage:operator'] ?? '') ||
    tags.unesco === 'yes' ||
    tags['whc:inscription_date'] !== undefined
  );
}

/** Closed or demolished features keep their tags in OSM for a while; they are not places. */
function isDefunct(tags: OsmTags): boolean {
  return (
    tags.disused === 'yes' ||
    tags.abandoned === 'yes' ||
    tags.demolished === 'yes' ||
    tags.opening_hours === 'closed'
  );
}

export function classifyTags(tags: OsmTags): TagClassification | null {
  if (isDefunct(tags)) return null;
  const heritage = isHeritage(tags);

  const event = classifyEvent(tags);
  if (event) {
    return classification('event', event.categories, event.type, heritage, false, {
      startDate: event.startDate,
      endDate: event.endDate,
    });
  }

  const attraction = attractionMatches(tags);
  const amenity = tags.amenity;
  const food = lookUp(FOOD_TAGS, amenity);
  const money = lookUp(MONEY_TAGS, amenity);
  // A restaurant or shop that is also tagged tourism=attraction is still a restaurant or shop;
  // any more specific attraction tag (castle, museum…) wins over the amenity.
  const onlyGeneric = attraction.length === 1 && attraction[0]![0] === 'sights';
  const hasFunction = Boolean(food || tags.shop || money);
  if (attraction.length > 0 && !(onlyGeneric && hasFunction)) {
    const categories =
      attraction.length === 1
        ? ancestorsOf(attraction[0]![0])
        : unique(attraction.flatMap(([category]) => ancestorsOf(category)));
    const localCulture =
      heritage ||
      categories.some((slug) => LOCAL_CULTURE_ROOTS.has(slug) || LOCAL_CULTURE_LEAVES.has(slug));
    return classification('attraction', categories, attraction[0]![1], heritage, localCulture);
  }

  if (food) {
    const [category, defaultDish] = food;
    const cuisines = parseCuisines(tags.cuisine);
    const drinks = defaultDish === 'drinks';
    const dish = (!drinks && lookUp(DISH_BY_CUISINE, cuisines[0])) || defaultDish;
    const categories = unique([...ancestorsOf(category), dish]);
    const localCulture = heritage || cuisines.includes('regional');
    return classification(
      'food',
      categories,
      DISH_NAMES.get(dish) ?? null,
      heritage,
      localCulture,
      {
        cuisines,
        brandAsName: category === 'fast-food' || category === 'cafes',
      },
    );
  }

  const shop = classifyShop(tags);
  if (shop) {
    return classification('shop', shop.categories, shop.type, heritage, heritage, {
      brandAsName: true,
    });
  }

  if (money) {
    return classification(money, [], amenity ?? null, heritage, false, { brandAsName: true });
  }
  return null;
}

/** A classification; cuisines, dates and the brand rule are for the kinds that have them. */
function classification(
  kind: PlaceKind,
  categories: string[],
  type: string | null,
  heritage: boolean,
  localCulture: boolean,
  more: Partial<Pick<TagClassification, 'cuisines' | 'startDate' | 'endDate' | 'brandAsName'>> = {},
): TagClassification {
  return {
    kind,
    categories,
    type,
    cuisines: more.cuisines ?? [],
    heritage,
    localCulture,
    startDate: more.startDate ?? null,
    endDate: more.endDate ?? null,
    brandAsName: more.brandAsName ?? false,
  };
}

/** A category slug and its ancestors, walked once per slug (the trees never change). */
const ancestorPaths = new Map<string, readonly string[]>();

/** {@link withAncestors}, as a fresh array a record may own. */
function ancestorsOf(slug: string): string[] {
  let path = ancestorPaths.get(slug);
  if (path === undefined) {
    path = withAncestors(slug);
    ancestorPaths.set(slug, path);
  }
  return path.slice();
}

function classifyShop(tags: OsmTags): { categories: string[]; type: string | null } | null {
  if (tags.amenity === 'marketplace') {
    return { categories: ancestorsOf('marketplaces'), type: 'marketplace' };
  }
  if (tags.shop === undefined) return null;
  const category = shopCategory(tags.shop);
  if (category === null) return null;
  return { categories: ancestorsOf(category), type: tags.shop === 'yes' ? null : tags.shop };
}

/**
 * OSM has no established event tagging and `start_date` usually means "built in". A feature is
 * an event only with a known `event=*` value and an ISO `start_date` (and an ISO `end_date`, when
 * present, that is not before it).
 */
function classifyEvent(
  tags: OsmTags,
): Pick<TagClassification, 'categories' | 'type' | 'startDate' | 'endDate'> | null {
  const category = lookUp(EVENT_TAGS, tags.event);
  const start = tags.start_date ?? '';
  const end = tags.end_date ?? start;
  if (!category || !ISO_DATE.test(start) || !ISO_DATE.test(end) || end < start) return null;
  return {
    categories: ancestorsOf(category),
    type: humanize(tags.event ?? ''),
    startDate: start,
    endDate: end,
  };
}

/** "music_festival" → "Music festival". */
function humanize(value: string): string {
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
