import type { PlaceRecord } from '@ai-map/contracts';
import {
  foldName,
  mergeDuplicatePlaces,
  mergeGroup,
  ratePlace,
  ratingSignalsOf,
} from '@ai-map/osm';
import { haversineKm } from './geo';
import { GridIndex } from './grid-index';
import {
  castlePlace,
  type Castle,
  type HeritageSite,
  worldHeritageMatcher,
} from './heritage-lists';
import { LANDMARK_TOWERS } from './landmark-towers';
import { relinkArticles } from './relink-articles';
import { cityNames, mergeCityPrefixed } from './city-prefixed';
import { COMPLEX_KM, complexName, sameComplex } from './complex-names';
import { foldComplexParts, type FoldResult } from './complex-parts';
import { classifyArticle, type SightClass } from './sight-classes';
import { articlePlace, enwikiTitle, partOf, type WikipediaArticle } from './wikipedia-sights';
import { guideMentions } from './guide-mentions';
import type { GuideEntry } from './wikivoyage';

/** The worldwide layer's inputs: Wikipedia articles, castles and palaces, World Heritage Sites. */
export interface WorldSources {
  articles: WikipediaArticle[];
  castles: Castle[];
  heritage: HeritageSite[];
}

/**
 * Wikipedia articles shorter than this are stubs: where sights are many, a sight nobody has
 * written more about is not one a traveller looks for, and leaving them out keeps the bundle
 * small (docs/data.md); where fewer than THIN_AREA_SIGHTS lie within THIN_AREA_KM, they stay.
 */
export const MIN_ARTICLE_LENGTH = 2_500;
/**
 * The prior of a castle or palace of the castles list (Castles of the World: the 2,435 most
 * written-about castles and palaces, with their page views): a guidebook's royal palace.
 */
export const FAMOUS_PALACE_PRIOR = 1.2;
export const THIN_AREA_SIGHTS = 20;
export const THIN_AREA_KM = 10;
/**
 * A tower from Wikipedia alone is kept only with an article this long (the Galata Tower, the
 * Tower of London's kind); office and radio towers have short ones. Landmark towers with a deck
 * come from Wikidata (landmark-towers.ts) and are kept whatever their article.
 */
export const TOWER_MIN_LENGTH = 25_000;
/** Towers that carry aerials, water or smoke: never a sight, however thin the area. */
const UTILITY_TOWER =
  /\b(tv|television|radio|transmitter|transmission|telecommunications?|communications?|water|cooling|mast|lattice|drop|shot|control|office|residential|apartment|twin|trade|business)\b/i;
/**
 * An article typed "landmark" that no sight word classifies (Big Ben, Grachtengordel) is kept
 * only with an article this long: the type also marks broadcasters, agencies and incidents.
 */
export const UNNAMED_LANDMARK_MIN_LENGTH = 8_000;

export interface PlacesResult {
  records: PlaceRecord[];
  stats: {
    castlesAdded: number;
    wikipediaSights: number;
    worldHeritage: number;
    merged: number;
    doubtfulKept: number;
    doubtfulDropped: number;
    towersLowered: number;
    guideMentioned: number;
    /** Wikidata and castle records linked to their article by name (relink-articles.ts). */
    relinked: number;
    /** Sights folded into the complex they are part of (complex-parts.ts). */
    complexParts: number;
  };
  folds: FoldResult['folds'];
}

/**
 * The catalogue's places: Wikidata and OSM records merged into one record per real place
 * (mergeDuplicatePlaces), doubtful items (office towers, "attractions" named as hotels) kept only
 * when a guide names them, and every rating computed once with all signals (docs/data.md,
 * "Rating").
 */
export function buildPlaces(
  wikidata: PlaceRecord[],
  doubtful: PlaceRecord[],
  osm: PlaceRecord[],
  guide: GuideEntry[],
  world: WorldSources,
): PlacesResult {
  const named = guideMentions(guide);
  const kept = doubtful.filter(named);
  const listed = new Set(wikidata.map((place) => place.wikidata));
  const castles = world.castles.filter((castle) => !listed.has(castle.qid)).map(castlePlace);
  const linked = relinkArticles([...wikidata, ...castles, ...kept], world.articles);
  const { sights, mentions, classes } = wikipediaSights(world.articles, linked.records);
  const first = mergeDuplicatePlaces([...linked.records, ...sights, ...osm]);
  const cities = cityNames();
  const townNames = new Set(cities.map((city) => foldName(city.name)));
  const records = mergeCityPrefixed(
    mergeNamesakeSights(mergeNamesakeSights(first.records), complexName, COMPLEX_KM, (a, b) =>
      sameComplex(a, b, townNames),
    ),
    cities,
    NAMESAKE_SIGHT_KM,
  );
  const merged = first.merged + first.records.length - records.length;
  const articles = new Map(world.articles.map((article) => [article.title, article]));
  const castleByQid = new Map(world.castles.map((castle) => [castle.qid, castle]));
  const isWorldHeritage = worldHeritageMatcher(world.heritage);
  let guideMentioned = 0;
  let worldHeritage = 0;
  const rated = records.map((place) => {
    const mentioned = named(place);
    if (mentioned) guideMentioned++;
    const title = enwikiTitle(place.wikipedia);
    const sight =
      place.kind !== 'attraction'
        ? null
        : ((title ? classes.get(title) : undefined) ?? sightClassOf(place, title));
    const heritageSite = place.kind === 'attraction' && isWorldHeritage(place);
    if (heritageSite) worldHeritage++;
    const record = {
      ...place,
      categories: sight && isGeneric(place) ? [...sight.categories, 'sights'] : place.categories,
      heritage: place.heritage || heritageSite,
    };
    const rating = ratePlace({
      ...ratingSignalsOf(record, mentioned),
      articleLength: title ? (articles.get(title)?.length ?? null) : null,
      pageviews: place.wikidata ? (castleByQid.get(place.wikidata)?.pageviews ?? null) : null,
      worldHeritage: heritageSite,
      categoryPrior: castleByQid.has(place.wikidata ?? '')
        ? Math.max(sight?.prior ?? 0, FAMOUS_PALACE_PRIOR)
        : (sight?.prior ?? 0),
      mentions: title ? (mentions.get(title) ?? 0) : 0,
    });
    return { ...record, rating };
  });
  // Parts of one complex fold into it (complex-parts.ts): Edo Castle into the Imperial Palace.
  const photos = new Map(world.castles.flatMap((c) => (c.photo ? [[c.qid, c.photo]] : [])));
  const folded = foldComplexParts(rated, photos);
  const towersLowered = lowerCrowdedTowers(folded.records);
  return {
    records: folded.records,
    stats: {
      castlesAdded: castles.length,
      wikipediaSights: sights.length,
      worldHeritage,
      merged,
      doubtfulKept: kept.length,
      doubtfulDropped: doubtful.length - kept.length,
      towersLowered,
      guideMentioned,
      relinked: linked.relinked,
      complexParts: folded.folds.length,
    },
    folds: folded.folds,
  };
}

/**
 * The articles that are sights and not yet in the catalogue under their title (an item of the
 * Wikidata lists or a castle that links the article is that place, with its fame signals).
 */
function wikipediaSights(
  articles: WikipediaArticle[],
  known: PlaceRecord[],
): { sights: PlaceRecord[]; mentions: Map<string, number>; classes: Map<string, SightClass> } {
  const covered = new Set(known.map((place) => enwikiTitle(place.wikipedia)));
  const candidates: { article: WikipediaArticle; record: PlaceRecord; sight: SightClass }[] = [];
  for (const article of articles) {
    if (covered.has(article.title)) continue;
    const sight = classifyArticle(article.title, article.coordType);
    if (!sight) continue;
    if (sight.prior < 0 && article.length < UNNAMED_LANDMARK_MIN_LENGTH) continue;
    // A broadcast or utility tower is never a sight; other towers with a short article (the
    // Hıdırlık Tower, Dubrovnik's bell tower) are stubs, kept where sights are few.
    if (
      sight.type === 'Tower' &&
      article.length < TOWER_MIN_LENGTH &&
      UTILITY_TOWER.test(article.title)
    ) {
      continue;
    }
    candidates.push({ article, record: articlePlace(article, sight), sight });
  }
  // Parts of one complex fold into it: "Statue of Vitus, Charles Bridge" is not a sight of its
  // own but one more reason to see the bridge.
  const byName = new GridIndex(
    [...known, ...candidates.map((c) => c.record)].map((place) => ({
      lat: place.lat,
      lng: place.lng,
      name: foldName(place.name),
      title: enwikiTitle(place.wikipedia),
    })),
    0.05,
  );
  const sights: PlaceRecord[] = [];
  const stubs: PlaceRecord[] = [];
  for (const { article, record, sight } of candidates) {
    const whole = partOf(article.title);
    const isPart =
      whole !== null &&
      byName
        .within(record.lat, record.lng, PART_OF_KM)
        .some((place) => place.name === foldName(whole) && place.title !== article.title);
    if (isPart) continue;
    const short =
      article.length < MIN_ARTICLE_LENGTH ||
      (sight.type === 'Tower' && article.length < TOWER_MIN_LENGTH);
    if (short) stubs.push(record);
    else sights.push(record);
  }
  // Where sights are few (Hallstatt, Kotor, Luang Prabang), a short article is still the best
  // word on a place: stubs join where fewer than THIN_AREA_SIGHTS sights lie within 10 km.
  const kept = new GridIndex([...known, ...sights], 0.1);
  for (const stub of stubs) {
    if (kept.within(stub.lat, stub.lng, THIN_AREA_KM).length < THIN_AREA_SIGHTS) sights.push(stub);
  }
  return {
    sights,
    mentions: titleMentions(articles, [...known, ...sights]),
    // The class each article was kept as ({{coord}} types included: "Matterhorn" is a peak by
    // its type, not by a word of its name).
    classes: new Map(candidates.map(({ article, sight }) => [article.title, sight])),
  };
}

/** An article names a place in its title within this of it (its parts, events held there). */
export const MENTION_KM = 3;

/**
 * How many other geotagged articles name each sight in their title within MENTION_KM, keyed by
 * the sight's article title: the parts of a complex ("Statue of Vitus, Charles Bridge", "Royal
 * Garden of Prague Castle") and what happened there ("1989 Tiananmen Square protests"). It stands
 * in for the links a famous place gets, which the tiles do not carry. Names of fewer than two
 * words and ten letters are too common to count ("Museum", "Tower").
 */
function titleMentions(articles: WikipediaArticle[], sights: PlaceRecord[]): Map<string, number> {
  const byName = new Map<string, { lat: number; lng: number; title: string }[]>();
  for (const sight of sights) {
    const title = enwikiTitle(sight.wikipedia);
    const name = foldName(sight.name);
    if (!title || name.length < 10 || !name.includes(' ')) continue;
    byName.set(name, [...(byName.get(name) ?? []), { lat: sight.lat, lng: sight.lng, title }]);
  }
  const mentions = new Map<string, number>();
  for (const article of articles) {
    const words = foldName(article.title).split(' ');
    const seen = new Set<string>();
    for (let from = 0; from < words.length; from++) {
      for (let to = from + 2; to <= Math.min(words.length, from + 6); to++) {
        const name = words.slice(from, to).join(' ');
        for (const sight of byName.get(name) ?? []) {
          if (sight.title === article.title || seen.has(sight.title)) continue;
          if (haversineKm(sight.lat, sight.lng, article.lat, article.lng) > MENTION_KM) continue;
          seen.add(sight.title);
          mentions.set(sight.title, (mentions.get(sight.title) ?? 0) + 1);
        }
      }
    }
  }
  return mentions;
}

/**
 * Sights with an article or a Wikidata item that share a folded name within this are one place
 * described twice (the castles list puts Prague Castle at its gate, Wikidata at its centre,
 * 450 m apart); 150 m (SAME_PLACE_METRES) is for shops and cafés, where a name repeats.
 */
export const NAMESAKE_SIGHT_KM = 1;

function mergeNamesakeSights(
  records: PlaceRecord[],
  // "Sándor Palace, Budapest" and "Sándor Palace": the words after a comma say where; "The
  // Palace Museum" and "Palace Museum" are one name.
  keyOf: (place: PlaceRecord) => string = (place) =>
    foldName(place.name.replace(/,[^,]*$/, '')).replace(/^the /, ''),
  withinKm = NAMESAKE_SIGHT_KM,
  compatible: (a: PlaceRecord, b: PlaceRecord) => boolean = () => true,
): PlaceRecord[] {
  const linked = (place: PlaceRecord) =>
    place.kind === 'attraction' && (place.wikidata !== null || place.wikipedia !== null);
  const byName = new Map<string, number[]>();
  records.forEach((place, index) => {
    if (!linked(place)) return;
    const key = keyOf(place);
    if (key.length < 4) return;
    byName.set(key, [...(byName.get(key) ?? []), index]);
  });
  const absorbed = new Set<number>();
  const result = [...records];
  for (const indices of byName.values()) {
    if (indices.length < 2) continue;
    for (const i of indices) {
      if (absorbed.has(i)) continue;
      const group = indices.filter(
        (j) =>
          j !== i &&
          !absorbed.has(j) &&
          haversineKm(records[i]!.lat, records[i]!.lng, records[j]!.lat, records[j]!.lng) <=
            withinKm &&
          compatible(records[i]!, records[j]!),
      );
      if (!group.length) continue;
      group.forEach((j) => absorbed.add(j));
      result[i] = mergeGroup([records[i]!, ...group.map((j) => records[j]!)]);
    }
  }
  return result.filter((_, index) => !absorbed.has(index));
}

/** A part lies within this of the place it is part of ("Statue of Vitus, Charles Bridge"). */
export const PART_OF_KM = 1.5;

/** A sight's class from its name, else from its article's title (the prior and categories). */
function sightClassOf(place: PlaceRecord, title: string | null) {
  return classifyArticle(place.name, '') ?? (title ? classifyArticle(title, '') : null);
}

/** Records whose categories say no more than "a sight" (Wikidata's attraction list). */
function isGeneric(place: PlaceRecord): boolean {
  return place.categories.length === 1 && place.categories[0] === 'sights';
}

/** Towers within this distance of each other share one skyline (one city's view). */
export const TOWER_AREA_KM = 10;
/** How many towers of one skyline keep their rating; further ones drop to a plain sight's 3. */
export const TOWERS_PER_AREA = 2;
export const CROWDED_TOWER_RATING = 3;

/**
 * A guidebook lists one or two observation decks per city, not four: a skyscraper (a landmark
 * tower, or one a guide names) with two better-rated ones within 10 km is rated as a plain sight
 * (3, the start of the scale), so it follows the city's museums and temples (Shanghai keeps its
 * two best of four). Returns how many were lowered.
 */
function lowerCrowdedTowers(places: PlaceRecord[]): number {
  const towers = places
    .filter((place) => place.type === 'skyscraper' || (place.wikidata ?? '') in LANDMARK_TOWERS)
    .sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0));
  // A few dozen towers: comparing each with the better ones before it is cheap enough.
  let lowered = 0;
  towers.forEach((tower, i) => {
    const better = towers
      .slice(0, i)
      .filter((other) => haversineKm(tower.lat, tower.lng, other.lat, other.lng) <= TOWER_AREA_KM);
    if (better.length < TOWERS_PER_AREA) return;
    tower.rating = Math.min(tower.rating ?? 0, CROWDED_TOWER_RATING);
    lowered++;
  });
  return lowered;
}
