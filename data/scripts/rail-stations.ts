import { railCellKey, railCellOf, type RailStations } from '@ai-map/contracts';
import type { WikipediaArticle } from './wikipedia-sights';

/**
 * Railway stations from the geotagged Wikipedia articles whose {{coord}} type is
 * "railwaystation" or whose title names a station (main-line, metro and heritage stations, open
 * and some closed: an article outlives its station), kept as the cells of a 0.05° grid (about 5 km) that hold one. The planner reads them to keep
 * train legs to places a railway reaches (apps/server planner/itinerary/rail-stations.ts).
 */
export const RAIL_CELL_DEG = 0.05;

/**
 * The source's tile "d" (latitude 0–45° N, longitude 90–45° W: the US east coast, the
 * Caribbean, Colombia and Venezuela) is missing, so there a station's absence says nothing.
 */
export const UNKNOWN_BOXES: RailStations['unknown'] = [[0, -90, 45, -45]];

/** A title that names a station of a railway: "Kandy railway station" has no {{coord}} type. */
const RAIL_TITLE =
  /\b(railway|railroad|train|rail|metro|subway|underground|mrt|lrt|s-bahn|u-bahn) station\b/i;
/** "Kyoto Station", "Gare du Nord station (Paris)": a bare station, unless another kind's. */
const BARE_STATION = /\bstation(,| \(|$)/i;
const NOT_RAIL =
  /\b(fire|police|power|radio|television|tv|space|research|weather|pumping|lifeboat|coast ?guard|ranger|naval|air|military|field|ice|antarctic|whaling|mission|service|filling|gas|petrol|bus|coach|generating|hydroelectric|nuclear|relay|transmitting|transmitter|ground|tracking|experiment(al)?|agricultural|sheep|cattle|cable car|quarantine|signal|pilot|telegraph|meteorological|polar|ambulance|pastoral|cattle|dairy|stock)\b/i;
/** Australia and New Zealand name sheep and cattle farms "… Station" (Anna Creek Station). */
const FARM_STATIONS: RailStations['unknown'] = [
  [-44, 112, -10, 154],
  [-48, 165, -34, 179],
];
const inBox = (lat: number, lng: number, boxes: RailStations['unknown']) =>
  boxes.some(
    ([south, west, north, east]) => lat >= south && lat <= north && lng >= west && lng <= east,
  );

/** Whether an article is a railway station: its {{coord}} type, or a title that says so. */
export function isRailStation(article: WikipediaArticle): boolean {
  if (article.coordType === 'railwaystation') return true;
  if (article.coordType && article.coordType !== 'landmark') return false;
  if (RAIL_TITLE.test(article.title)) return true;
  return (
    BARE_STATION.test(article.title) &&
    !NOT_RAIL.test(article.title) &&
    !inBox(article.lat, article.lng, FARM_STATIONS)
  );
}

export function railStations(articles: WikipediaArticle[]): RailStations {
  const keys = new Set<number>();
  for (const article of articles) {
    if (!isRailStation(article)) continue;
    const { row, column } = railCellOf(article.lat, article.lng, RAIL_CELL_DEG);
    keys.add(railCellKey(row, column));
  }
  const sorted = [...keys].sort((a, b) => a - b);
  return {
    cell_deg: RAIL_CELL_DEG,
    unknown: UNKNOWN_BOXES,
    // Gaps compress several times better than the keys themselves.
    gaps: sorted.map((key, i) => key - (i === 0 ? 0 : sorted[i - 1]!)),
    source:
      'Railway stations: English Wikipedia articles typed or titled as stations (CC BY-SA 4.0), compiled by Landnotes (MIT)',
  };
}
