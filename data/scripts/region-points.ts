import type { RegionRecord } from '@ai-map/contracts';
import { foldName } from '@ai-map/osm';
import { haversineKm, roundCoord } from './geo';
import { GridIndex } from './grid-index';
import type { WikipediaArticle } from './wikipedia-sights';

/*
 * country-state-city's point of a second-level region is now and then far from it: the
 * Dordogne's sits on the département's western edge (45.142 N 0.143 E, 44 km from its middle),
 * and nearly every French département's lies 0.4–0.7° west of its middle (Haute-Corse's at sea).
 * The assistant plans a trip to a region around that point, so "a week in the Dordogne" missed
 * Sarlat and the Vézère. English Wikipedia places the article of a second-level division
 * ({{coord}} type adm2nd) at its middle; the region of that name takes the article's point when
 * its own lies more than REGION_POINT_KM and at most MAX_MOVE_KM off. First-level regions keep
 * theirs: their articles often give the capital (Maharashtra's is Mumbai), and cities are placed
 * in them by their points.
 */

/** A region's point farther than this from its Wikipedia article's is moved, km. */
export const REGION_POINT_KM = 30;
/**
 * Farther than this the article's point is as doubtful as the region's: a lost minus sign puts
 * Manche's 1.25° east, in the Eure, km.
 */
export const MAX_MOVE_KM = 150;
/** The article's nearest GeoNames place within this tells its country (a namesake is elsewhere), km. */
const COUNTRY_KM = 150;

/**
 * The regions with each second-level one's point moved to the article of its name (same folded
 * title, {{coord}} type adm2nd, in the region's country by its nearest GeoNames place, only one
 * such) when it lies REGION_POINT_KM to MAX_MOVE_KM away. `firstLevel` regions are kept as they
 * are. An article of a namesake elsewhere is never taken.
 */
export function regionPointsFromWikipedia(
  regions: readonly RegionRecord[],
  articles: readonly WikipediaArticle[],
  places: readonly { country: string; lat: number; lng: number }[],
  firstLevel: ReadonlySet<RegionRecord> = new Set(),
): { regions: RegionRecord[]; moved: RegionRecord[] } {
  const byTitle = new Map<string, WikipediaArticle[]>();
  for (const article of articles) {
    if (article.coordType !== 'adm2nd') continue;
    const key = foldName(article.title);
    byTitle.set(key, [...(byTitle.get(key) ?? []), article]);
  }
  const placeIndex = new GridIndex([...places], 1);
  const moved: RegionRecord[] = [];
  const result = regions.map((region) => {
    if (firstLevel.has(region) || region.lat === null || region.lng === null) return region;
    const own = (byTitle.get(foldName(region.name)) ?? []).filter(
      (article) =>
        placeIndex.nearest(article.lat, article.lng, COUNTRY_KM)?.point.country ===
        region.country_iso2,
    );
    // One article of the name in the country: two (a département and its river) say nothing.
    if (own.length !== 1) return region;
    const article = own[0]!;
    const km = haversineKm(region.lat, region.lng, article.lat, article.lng);
    if (km <= REGION_POINT_KM || km > MAX_MOVE_KM) return region;
    const next = { ...region, lat: roundCoord(article.lat), lng: roundCoord(article.lng) };
    moved.push(next);
    return next;
  });
  return { regions: result, moved };
}
