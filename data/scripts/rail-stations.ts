import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { RAIL_STATIONS_FILE, railCellKey, railCellOf, type RailStations } from '@ai-map/contracts';
import { GridIndex } from './grid-index';
import {
  COMPLETE_COUNTRIES,
  OPERATOR_STATIONS_SOURCE,
  readOperatorStations,
  type OperatorStation,
} from './operator-stations';
import { readWikipediaArticles, type WikipediaArticle } from './wikipedia-sights';

/**
 * Railway stations from the geotagged Wikipedia articles whose {{coord}} type is
 * "railwaystation" or whose title names a station (main-line, metro and heritage stations, open
 * and some closed: an article outlives its station), checked against Europe's ticket list
 * (operator-stations.ts: a closed line's article is left out, a listed station without an article
 * added), kept as the cells of a 0.05° grid (about 5 km) that hold one. The planner reads them to
 * keep train legs to places a railway reaches (apps/server planner/itinerary/rail-stations.ts).
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

/**
 * How far a station article may lie from the nearest station a railway sells tickets to, in a
 * country the ticket list covers, before it counts as a closed line's: Howth (13 km from Dublin
 * Connolly) and Cobh (20 km from Cork) stay, Clifden (54 km from Westport) goes.
 */
export const CLOSED_LINE_KM = 25;
/** A station article takes the country of the nearest listed station (of any kind) this near. */
const COUNTRY_KM = 40;

export interface RailStationsBuild {
  stations: RailStations;
  /** Station articles left out as a closed line's. */
  closed: number;
  /** Cells that only the ticket list has. */
  added: number;
}

export function railStations(
  articles: WikipediaArticle[],
  operators: readonly OperatorStation[] = [],
): RailStationsBuild {
  const listed = new GridIndex(operators, 0.5);
  const railway = new GridIndex(
    operators.filter((station) => station.rail),
    0.5,
  );
  const keys = new Set<number>();
  const add = (lat: number, lng: number) => {
    const { row, column } = railCellOf(lat, lng, RAIL_CELL_DEG);
    const key = railCellKey(row, column);
    const fresh = !keys.has(key);
    keys.add(key);
    return fresh;
  };
  let closed = 0;
  for (const article of articles) {
    if (!isRailStation(article)) continue;
    const country = listed.nearest(article.lat, article.lng, COUNTRY_KM)?.point.country;
    if (
      country &&
      COMPLETE_COUNTRIES.has(country) &&
      !railway.nearest(article.lat, article.lng, CLOSED_LINE_KM)
    ) {
      closed++;
      continue;
    }
    add(article.lat, article.lng);
  }
  let added = 0;
  for (const station of operators) {
    if (station.rail && add(station.lat, station.lng)) added++;
  }
  const sorted = [...keys].sort((a, b) => a - b);
  const source = [
    'Railway stations: English Wikipedia articles typed or titled as stations (CC BY-SA 4.0), compiled by Landnotes (MIT)',
    ...(operators.length ? [OPERATOR_STATIONS_SOURCE] : []),
  ].join('; ');
  return {
    stations: {
      cell_deg: RAIL_CELL_DEG,
      unknown: UNKNOWN_BOXES,
      // Gaps compress several times better than the keys themselves.
      gaps: sorted.map((key, i) => key - (i === 0 ? 0 : sorted[i - 1]!)),
      source,
    },
    closed,
    added,
  };
}

/** Builds the station cells and writes `rail-stations.json.gz` into the bundle directory. */
export async function writeRailStations(bundleDir: string, articles: WikipediaArticle[]) {
  const built = railStations(articles, await readOperatorStations());
  const data = gzipSync(JSON.stringify(built.stations), { level: 9 });
  writeFileSync(path.join(bundleDir, RAIL_STATIONS_FILE), data);
  return {
    cells: built.stations.gaps.length,
    added: built.added,
    closed: built.closed,
    bytes: data.length,
  };
}

// `tsx scripts/rail-stations.ts` rebuilds the file alone (the Wikipedia tiles and the ticket list).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const bundleDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bundle');
  const { cells, added, closed, bytes } = await writeRailStations(
    bundleDir,
    readWikipediaArticles(),
  );
  process.stdout.write(
    `${RAIL_STATIONS_FILE}: ${cells} cells (${added} only in the ticket list, ${closed} closed-line articles left out), ${Math.round(bytes / 1024)} KB\n`,
  );
}
