import type { PlaceKind } from '@ai-map/contracts';
import { withAncestors } from './categories';
import { parseCuisines } from './cuisines';
import type { OsmTags } from './elements';
import { shopCategory } from './shop-types';

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

/** Plain key=value attraction tags, tried in this key order; the first match is the primary. */
export const ATTRACTION_TAGS: ReadonlyArray<readonly [string, Record<string, Match>]> = [
  [
    'tourism',
    {
      museum: ['museums', 'Museum'],
      gallery: ['galleries', 'Gallery'],
      zoo: ['zoos', 'Zoo'],
      aquarium: ['aquariums', 'Aquarium'],
      theme_park: ['theme-parks', 'Theme park'],
      viewpoint: ['viewpoints', 'Viewpoint'],
      artwork: ['artworks', 'Artwork'],
    },
  ],
  [
    'historic',
    {
      castle: ['castles', 'Castle'],
      palace: ['palaces', 'Palace'],
      manor: ['palaces', 'Manor house'],
      fort: ['forts', 'Fort'],
      monument: ['monuments', 'Monument'],
      memorial: ['memorials', 'Memorial'],
      ruins: ['ruins', 'Ruins'],
      archaeological_site: ['archaeological-sites', 'Archaeological site'],
      church: ['churches', 'Historic church'],
      chapel: ['churches', 'Historic chapel'],
      monastery: ['monasteries', 'Monastery'],
      wayside_shrine: ['shrines', 'Wayside shrine'],
      city_gate: ['city-gates', 'City gate'],
      tower: ['towers', 'Historic tower'],
      citywalls: ['historic-sites', 'City walls'],
      tomb: ['historic-sites', 'Tomb'],
      battlefield: ['historic-sites', 'Battlefield'],
      ship: ['historic-sites', 'Historic ship'],
      aircraft: ['historic-sites', 'Historic aircraft'],
      locomotive: ['historic-sites', 'Historic locomotive'],
      mine: ['historic-sites', 'Historic mine'],
    },
  ],
  [
    'amenity',
    {
      theatre: ['theatres', 'Theatre'],
      arts_centre: ['arts-centres', 'Arts centre'],
      cinema: ['cinemas', 'Cinema'],
      casino: ['casinos', 'Casino'],
      nightclub: ['nightclubs', 'Nightclub'],
      monastery: ['monasteries', 'Monastery'],
    },
  ],
  [
    'building',
    { cathedral: ['cathedrals', 'Cathedral'], skyscraper: ['skyscrapers', 'Skyscraper'] },
  ],
  ['man_made', { lighthouse: ['lighthouses', 'Lighthouse'], windmill: ['windmills', 'Windmill'] }],
  [
    'leisure',
    {
      park: ['parks', 'Park'],
      nature_reserve: ['nature-reserves', 'Nature reserve'],
      beach_resort: ['beaches', 'Beach resort'],
      water_park: ['water-parks', 'Water park'],
      stadium: ['stadiums', 'Stadium'],
    },
  ],
  [
    'natural',
    {
      beach: ['beaches', 'Beach'],
      peak: ['peaks', 'Peak'],
      volcano: ['volcanoes', 'Volcano'],
      cave_entrance: ['caves', 'Cave'],
      waterfall: ['waterfalls', 'Waterfall'],
    },
  ],
  ['waterway', { waterfall: ['waterfalls', 'Waterfall'] }],
  ['place', { square: ['squares', 'Square'] }],
];

/** Religion of a place of worship → category and type. */
export const WORSHIP_TAGS: Record<string, Match> = {
  christian: ['churches', 'Church'],
  muslim: ['mosques', 'Mosque'],
  jewish: ['synagogues', 'Synagogue'],
  buddhist: ['temples', 'Buddhist temple'],
  hindu: ['temples', 'Hindu temple'],
  sikh: ['temples', 'Gurdwara'],
  jain: ['temples', 'Jain temple'],
  shinto: ['temples', 'Shinto shrine'],
  taoist: ['temples', 'Taoist temple'],
};

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
        : (WORSHIP_TAGS[tags.religion ?? ''] ?? ['religion', 'Place of worship']),
    );
  }
  for (const [key, table] of ATTRACTION_TAGS) {
    const match = table[tags[key] ?? ''];
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

export const FOOD_TAGS: Record<string, readonly [category: string, dish: string]> = {
  restaurant: ['restaurants', 'main-courses'],
  food_court: ['food-courts', 'main-courses'],
  cafe: ['cafes', 'coffee-and-cakes'],
  fast_food: ['fast-food', 'snacks'],
  ice_cream: ['ice-cream-parlours', 'desserts'],
  bar: ['bars', 'drinks'],
  pub: ['pubs', 'drinks'],
  biergarten: ['beer-gardens', 'drinks'],
};

/** A place's first cuisine can say more about its dishes than the amenity does. */
const DISH_BY_CUISINE: Record<string, string> = {
  'ice-cream': 'desserts',
  'frozen-yogurt': 'desserts',
  'coffee-shop': 'coffee-and-cakes',
  cake: 'coffee-and-cakes',
  donut: 'coffee-and-cakes',
  tea: 'coffee-and-cakes',
};

const DISH_NAMES: Record<string, string> = {
  'main-courses': 'Main courses',
  'coffee-and-cakes': 'Coffee and cakes',
  desserts: 'Desserts',
  drinks: 'Drinks',
  snacks: 'Snacks and street food',
};

export const MONEY_TAGS: Record<string, PlaceKind> = {
  bank: 'bank',
  atm: 'bank',
  bureau_de_change: 'currency_exchange',
  car_rental: 'car_rental',
};

export const EVENT_TAGS: Record<string, string> = {
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
};

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
  const base = {
    heritage,
    cuisines: [] as string[],
    startDate: null,
    endDate: null,
    brandAsName: false,
  };

  const event = classifyEvent(tags);
  if (event) return { ...base, ...event, kind: 'event', localCulture: false };

  const attraction = attractionMatches(tags);
  // A restaurant or shop that is also tagged tourism=attraction is still a restaurant or shop;
  // any more specific attraction tag (castle, museum…) wins over the amenity.
  const onlyGeneric = attraction.length === 1 && attraction[0]![0] === 'sights';
  const hasFunction = Boolean(
    FOOD_TAGS[tags.amenity ?? ''] || tags.shop || MONEY_TAGS[tags.amenity ?? ''],
  );
  if (attraction.length > 0 && !(onlyGeneric && hasFunction)) {
    const categories = unique(attraction.flatMap(([category]) => withAncestors(category)));
    const localCulture =
      heritage ||
      categories.some((slug) => LOCAL_CULTURE_ROOTS.has(slug) || LOCAL_CULTURE_LEAVES.has(slug));
    return { ...base, kind: 'attraction', categories, type: attraction[0]![1], localCulture };
  }

  const food = FOOD_TAGS[tags.amenity ?? ''];
  if (food) {
    const [category, defaultDish] = food;
    const cuisines = parseCuisines(tags.cuisine);
    const drinks = defaultDish === 'drinks';
    const dish = (!drinks && DISH_BY_CUISINE[cuisines[0] ?? '']) || defaultDish;
    const categories = unique([...withAncestors(category), dish]);
    return {
      ...base,
      kind: 'food',
      categories,
      type: DISH_NAMES[dish] ?? null,
      cuisines,
      localCulture: heritage || cuisines.includes('regional'),
      brandAsName: category === 'fast-food' || category === 'cafes',
    };
  }

  const shop = classifyShop(tags);
  if (shop) return { ...base, ...shop, kind: 'shop', localCulture: heritage, brandAsName: true };

  const money = MONEY_TAGS[tags.amenity ?? ''];
  if (money) {
    return {
      ...base,
      kind: money,
      categories: [],
      type: tags.amenity ?? null,
      localCulture: false,
      brandAsName: true,
    };
  }
  return null;
}

function classifyShop(tags: OsmTags): { categories: string[]; type: string | null } | null {
  if (tags.amenity === 'marketplace') {
    return { categories: withAncestors('marketplaces'), type: 'marketplace' };
  }
  if (tags.shop === undefined) return null;
  const category = shopCategory(tags.shop);
  if (category === null) return null;
  return { categories: withAncestors(category), type: tags.shop === 'yes' ? null : tags.shop };
}

/**
 * OSM has no established event tagging and `start_date` usually means "built in". A feature is
 * an event only with a known `event=*` value and an ISO `start_date` (and an ISO `end_date`, when
 * present, that is not before it).
 */
function classifyEvent(
  tags: OsmTags,
): Pick<TagClassification, 'categories' | 'type' | 'startDate' | 'endDate'> | null {
  const category = EVENT_TAGS[tags.event ?? ''];
  const start = tags.start_date ?? '';
  const end = tags.end_date ?? start;
  if (!category || !ISO_DATE.test(start) || !ISO_DATE.test(end) || end < start) return null;
  return {
    categories: withAncestors(category),
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
