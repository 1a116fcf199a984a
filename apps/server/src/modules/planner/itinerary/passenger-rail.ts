import { defaultRailStations, type RailStationIndex } from './rail-stations';

/**
 * Countries where no scheduled passenger train runs between towns, so the planner never draws a
 * leg "by train" there (a long land leg goes by bus instead). ISO 3166-1 alpha-2 codes.
 *
 * Source: English Wikipedia, "List of countries without rail transport" and each country's
 * "Rail transport in …" article, as of 2025 (facts, no text copied). Kept deliberately short:
 * a country with any intercity passenger service, however thin (Laos, Nepal, Cambodia), or where
 * one was due to open (the UAE's Etihad Rail), is not listed; countries whose only trains are
 * freight, mining or tourist lines with no timetable a traveller can use (Iceland, Afghanistan,
 * Mali since 2018, Haiti) are. A country missing from the list keeps the planner's rule: land
 * legs from 100 km by train.
 */
export const NO_PASSENGER_RAIL: ReadonlySet<string> = new Set(
  [
    'AD CY IS MT SM', // Europe
    'AF BH BN BT KW LB MV OM PS QA TL YE', // Asia and the Middle East
    'BI CF CV EH GM GQ GW KM LR LY ML NE RW SC SL SO SS ST TD', // Africa
    'AG BB BS BZ DM GD GT GY HN HT JM LC NI PY SR SV TT VC', // the Americas
    'FJ FM KI MH NR PG PW SB TO TV VU WS', // Oceania
  ].flatMap((codes) => codes.split(' ')),
);

/** Whether trains may carry travellers in the country; unknown (null) keeps the default rule. */
export const hasPassengerRail = (iso2: string | null | undefined): boolean =>
  !iso2 || !NO_PASSENGER_RAIL.has(iso2.toUpperCase());

/** One end of a leg: where it is and its country's ISO code, when known. */
export interface RailEnd {
  lat: number;
  lng: number;
  iso2?: string | null;
}

/**
 * Why no train can carry travellers between two points, or null when one may: a country without
 * passenger trains ('no_rail'), or no railway station near an end ('no_station', rail-stations.ts).
 */
export function railGap(
  a: RailEnd,
  b: RailEnd,
  stations: RailStationIndex = defaultRailStations(),
): 'no_rail' | 'no_station' | null {
  if (!hasPassengerRail(a.iso2) || !hasPassengerRail(b.iso2)) return 'no_rail';
  if (!stations.served(a) || !stations.served(b)) return 'no_station';
  return null;
}
