import type { PlaceKind, PlaceRecord } from '@ai-map/contracts';

/** What the sources say about a place that hints at how much a traveller cares about it. */
export interface RatingSignals {
  kind: PlaceKind;
  /** Yearly visitors (Wikidata P1174) that passed the plausibility check, when known. */
  visitors: number | null;
  /** Has an English (or any) Wikipedia article. */
  wikipedia: boolean;
  /** The Wikidata item id ("Q243"), when the place has one. */
  wikidata: string | null;
  /** Listed heritage (OSM `heritage=*`, UNESCO tags). */
  heritage: boolean;
  /** Listed as a tourist attraction (OSM `tourism=attraction`, Wikidata's attraction class). */
  listedAttraction: boolean;
  /** Named in the Wikivoyage text of a destination around it. */
  guideMention: boolean;
  /** How many of website, phone, opening hours the record carries (0–3). */
  details: number;
  /** Characters of the place's English Wikipedia article, when known (a weak fame signal). */
  articleLength?: number | null;
  /** English Wikipedia page views over a year, when a source gives them (Castles of the World). */
  pageviews?: number | null;
  /** The place is a UNESCO World Heritage Site itself (not merely inside one). */
  worldHeritage?: boolean;
  /**
   * How much more a guidebook cares about this kind of sight than about a plain one, −1 to 1.5 (a
   * cathedral, a palace or a famous square before a private gallery: data/scripts
   * wikipedia-sights.ts SIGHT_WORDS).
   */
  categoryPrior?: number;
  /**
   * How many other Wikipedia articles near it name the place in their title: its parts ("Statue
   * of Vitus, Charles Bridge") and what happened there ("1989 Tiananmen Square protests"). A
   * place written about piece by piece is one travellers come for.
   */
  mentions?: number;
}

/**
 * Rating on 0–10: how much a traveller cares about a place, from open signals only. The rule and
 * its reasons are in docs/data.md ("Rating"); in short:
 * - a base by kind: sights start at 3, food, shops and services at 4.5 (they are compared with
 *   each other, and most carry none of the fame signals below);
 * - a category prior for sights, −1 to 1.5 (a cathedral or a palace before a gallery, an
 *   article typed only "landmark" below both);
 * - fame: the largest of four measures plus 0.3 × the second — visitors (0 at 3,000 a year, 3 at
 *   10 million, on a log scale), Wikidata item age (Wikidata numbers its items in creation
 *   order, and the first items (2012) were made from the Wikipedia articles linked in many
 *   languages, so a low id marks a place known worldwide: 2.5 for Q1–Q3,000, falling on a log
 *   scale to 0 at Q30 million), English Wikipedia page views (0 at 20,000 a year, 3 at 2 million)
 *   and the article's length (0 at 1,000 characters, at most 2.5 from 100,000: weak, since long
 *   articles also follow history and controversy, so it is capped below visitors and views);
 * - +0.3 for each other Wikipedia article near it that names it in its title, up to +1.5;
 * - a Wikidata item or a Wikipedia article +1, heritage listing +1, a World Heritage Site
 *   itself +1 more, being named in the Wikivoyage text of its destination +1, being listed as a
 *   tourist attraction +0.5;
 * - website, phone and opening hours +0.1 each.
 * Clamped to 0–10 and rounded to one decimal.
 */
export function ratePlace(signals: RatingSignals): number {
  let rating = signals.kind === 'attraction' || signals.kind === 'event' ? 3 : 4.5;
  const visitors =
    signals.visitors !== null && signals.visitors > 0
      ? clamp((Math.log10(signals.visitors) - 3.5) * (3 / 3.5), 0, 3)
      : 0;
  const qid = qidNumber(signals.wikidata);
  const itemAge =
    qid !== null ? clamp((Math.log10(30_000_000) - Math.log10(qid)) * (2.5 / 4), 0, 2.5) : 0;
  const pageviews =
    (signals.pageviews ?? 0) > 0
      ? clamp((Math.log10(signals.pageviews!) - Math.log10(20_000)) * 1.5, 0, 3)
      : 0;
  const article =
    (signals.articleLength ?? 0) > 0
      ? clamp(
          ((Math.log10(signals.articleLength!) - Math.log10(1_000)) /
            (Math.log10(100_000) - Math.log10(1_000))) *
            2.5,
          0,
          2.5,
        )
      : 0;
  // Visitors, item age, page views and article length all measure fame; counting them in full
  // would favour the places our sources happen to describe most (museums carry visitor figures
  // nine times as often as other sights), so the best counts whole and the second a little.
  // Visitors and page views count people; item age and article length only hint at how much was
  // written. Where a count exists it decides, low counts included: a palace with 9,000 page
  // views a year is not made famous again by its early Wikidata number.
  const counted = signals.visitors !== null || (signals.pageviews ?? 0) > 0;
  const [best = 0, second = 0] = counted
    ? [Math.max(visitors, pageviews), Math.max(itemAge, article)]
    : [itemAge, article].sort((a, b) => b - a);
  rating += best + 0.3 * second;
  if (signals.kind === 'attraction') rating += clamp(signals.categoryPrior ?? 0, -1, 1.5);
  rating += Math.min(1.5, 0.3 * (signals.mentions ?? 0));
  // An article and an item are one fact (every English Wikipedia article has a Wikidata item):
  // which of the two a source happens to carry says nothing of the place.
  if (qid !== null || signals.wikipedia) rating += 1;
  if (signals.heritage) rating += 1;
  if (signals.worldHeritage) rating += 1;
  if (signals.guideMention) rating += 1;
  if (signals.listedAttraction) rating += 0.5;
  rating += clamp(signals.details, 0, 3) * 0.1;
  return Math.round(clamp(rating, 0, 10) * 10) / 10;
}

/** The signals a place record carries itself; `guideMention` comes from the destinations' texts. */
export function ratingSignalsOf(
  place: Pick<
    PlaceRecord,
    | 'kind'
    | 'visitors'
    | 'wikipedia'
    | 'wikidata'
    | 'heritage'
    | 'categories'
    | 'website'
    | 'phone'
    | 'opening_hours'
  >,
  guideMention = false,
): RatingSignals {
  return {
    kind: place.kind,
    visitors: place.visitors,
    wikipedia: place.wikipedia !== null,
    wikidata: place.wikidata,
    heritage: place.heritage,
    listedAttraction: place.kind === 'attraction' && place.categories.includes('sights'),
    guideMention,
    details: [place.website, place.phone, place.opening_hours].filter((v) => v !== null).length,
  };
}

/**
 * Visitor figures above these are not credible for one site of the kind (Wikidata has the
 * Pantheon at 30 million a year, about four times its real count); such a figure is dropped
 * rather than shown. Open spaces (parks, streets, squares, natural areas) are counted by
 * footfall and legitimately reach tens of millions.
 */
export const VISITOR_LIMITS = { museum: 11_000_000, site: 20_000_000, openSpace: 60_000_000 };

const OPEN_SPACE =
  /\b(park|garden|gardens|avenue|street|boulevard|square|plaza|walk|promenade|falls|beach|lake|mount|mountain|canyon|forest|island|islands|wall|bridge)\b/i;

/** The visitor figure when it is plausible for a place of this name and type, else null. */
export function plausibleVisitors(
  visitors: number | null | undefined,
  name: string,
  type: string | null,
): number | null {
  if (visitors === null || visitors === undefined || !(visitors > 0)) return null;
  const limit =
    type === 'museum'
      ? VISITOR_LIMITS.museum
      : OPEN_SPACE.test(name)
        ? VISITOR_LIMITS.openSpace
        : VISITOR_LIMITS.site;
  return visitors <= limit ? Math.round(visitors) : null;
}

function qidNumber(qid: string | null): number | null {
  const match = qid === null ? null : /^Q(\d+)$/.exec(qid);
  return match ? Math.max(1, Number(match[1])) : null;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * Added to a place's rating once Wikidata's sitelink count is known (fetched for every place
 * with a Wikidata id, modules/wikimedia): how many Wikipedia and sister-project pages in how
 * many languages describe it, the most direct open measure of worldwide fame. 0 up to 10
 * sitelinks, rising on a log scale to +1.5 at 200 or more (the Eiffel Tower has ~190, a
 * neighbourhood church 2–5); rounded to one decimal so that the rating stays on its scale when
 * a later count replaces this one. Kept apart from {@link ratePlace}: the bundle is rated
 * before the counts are fetched.
 */
export function sitelinkBonus(sitelinks: number | null): number {
  if (sitelinks === null || sitelinks <= 10) return 0;
  const bonus = clamp(((Math.log10(sitelinks) - 1) / (Math.log10(200) - 1)) * 1.5, 0, 1.5);
  return Math.round(bonus * 10) / 10;
}
