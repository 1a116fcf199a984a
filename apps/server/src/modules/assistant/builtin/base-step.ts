import { haversineKm, type Trip } from '@ai-map/contracts';
import type { IntentOf } from '../brain/intents';
import type { BaseOption } from '../brain/reply-types';
import * as tools from '../tools/toolbox';
import { stopsOf } from '../tools/trip-summary';
import type { Step } from './step';

/**
 * Within this of a base a stop is an easy outing, km: half an hour by bus or car on country
 * roads, the distance guidebooks mean by "a good base for" (Sorrento–Positano 16 km).
 */
export const BASE_REACH_KM = 25;
/** Farther than this from the base, a stop is a long day out, km: the reply says so. */
const LONG_DAY_KM = 100;
/** Sights weighed around towns named with no trip: the best rated near each, this many. */
const SIGHTS_PER_TOWN = 25;
/** Sights around a named town are looked for this far, degrees (~30 km). */
const SIGHTS_REACH_DEG = 0.3;

interface Point {
  name: string;
  lat: number;
  lng: number;
}

/**
 * "Keswick or Windermere as a base?", "we'll be based in one place, where?": each town is
 * weighed by how many of the trip's stops (with no trip, of the best sights around the towns
 * named) lie within BASE_REACH_KM of it and how far they are on average; the best first.
 */
export async function baseStep(
  box: tools.Toolbox,
  intent: IntentOf<'where_to_base'>,
  trip: Trip | null,
): Promise<Step> {
  const stops = trip ? stopsOf(trip).map((s) => ({ name: s.name, ...s.geo_points })) : [];
  const targets = stops.length ? stops : await sightsAround(box, intent.candidates);
  const towns: Point[] =
    intent.candidates.length >= 2
      ? intent.candidates
      : [
          ...intent.candidates,
          ...(targets.length ? await tools.townsAround(box, targets, BASE_REACH_KM) : []),
        ];
  const options = dedupe(towns)
    .map((town) => weigh(town, targets))
    .sort((a, b) => b.within - a.within || a.meanKm - b.meanKm);
  const named = new Set(intent.candidates.map((c) => c.name));
  const shown =
    intent.candidates.length >= 2
      ? options.filter((o) => named.has(o.name))
      : options.slice(0, 1).concat(options.filter((o, i) => i > 0 && named.has(o.name)));
  box.effects.boundingBox = tools.boxAround([...towns, ...targets]) ?? box.effects.boundingBox;
  return {
    reply: {
      kind: 'base',
      of: stops.length ? 'stops' : 'sights',
      total: targets.length,
      options: shown.length ? shown : options.slice(0, 1),
      runnerUp: intent.candidates.length >= 2 ? null : (options[1] ?? null),
      reachKm: BASE_REACH_KM,
      longDayKm: LONG_DAY_KM,
      noCar: intent.noCar,
    },
  };
}

/** With no trip: the best-rated sights around each town named, once each. */
async function sightsAround(
  box: tools.Toolbox,
  towns: IntentOf<'where_to_base'>['candidates'],
): Promise<Point[]> {
  const seen = new Map<number, Point>();
  for (const town of towns) {
    const area = {
      type: 'near' as const,
      lat: town.lat,
      lng: town.lng,
      reachDeg: SIGHTS_REACH_DEG,
    };
    for (const place of await tools.searchPlaces(
      box,
      area,
      ['attraction'],
      [],
      null,
      SIGHTS_PER_TOWN,
    ))
      seen.set(place.id, { name: place.name, lat: place.lat, lng: place.lng });
  }
  return [...seen.values()];
}

function weigh(town: Point, targets: readonly Point[]): BaseOption {
  const distances = targets.map((t) => ({ name: t.name, km: haversineKm(town, t) }));
  const far = distances.reduce<(typeof distances)[number] | null>(
    (a, b) => (a && a.km >= b.km ? a : b),
    null,
  );
  return {
    name: town.name,
    within: distances.filter((d) => d.km <= BASE_REACH_KM).length,
    meanKm: distances.length ? distances.reduce((sum, d) => sum + d.km, 0) / distances.length : 0,
    farthest: far ? { name: far.name, km: far.km } : null,
  };
}

/** One town per name (a trip's town and the same town found around it). */
function dedupe(towns: readonly Point[]): Point[] {
  const byName = new Map<string, Point>();
  for (const town of towns) if (!byName.has(town.name)) byName.set(town.name, town);
  return [...byName.values()];
}
