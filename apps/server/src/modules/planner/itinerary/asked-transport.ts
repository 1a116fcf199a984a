import { haversineKm, type LatLng, type TransportType } from '@ai-map/contracts';
import { TRANSPORT_RULES, waterCrossingKm } from './choose-transport';
import type { LandMask } from './land-mask';

/** Thresholds of a transport asked for every leg (docs/itinerary.md: asked transport). */
export const ASKED_TRANSPORT_RULES = {
  /** Legs this short stay on foot whatever is asked: the planner's walk at a normal pace. */
  walkKm: TRANSPORT_RULES.walkMaxKm.normal,
  /** "Walk everywhere" walks legs up to this; longer ones keep their transport. */
  longestWalkKm: 5,
  /** A train runs between towns: shorter legs keep their transport. */
  railMinKm: 15,
  /** A flight is for this distance or more. */
  airMinKm: 200,
} as const;

/** Why a leg took the asked transport, or kept its own (the reply says which). */
export type AskedLegWhy =
  'asked' | 'short_walk' | 'too_short' | 'too_far' | 'water' | 'no_rail' | 'no_station';

export interface AskedLeg {
  /** The leg's new transport; null keeps the one it has. */
  transport: TransportType | null;
  why: AskedLegWhy;
}

/**
 * What a leg does when the traveller asks for `mode` on every leg of a trip or a day ("go by
 * train"): the asked mode where it makes sense; a short leg on foot whatever is asked (never a
 * train between two rooms of one museum); a train only between towns over land where passenger
 * trains run, a flight only over its threshold, a road leg never across the sea; any other leg
 * keeps its transport.
 */
export function askedTransport(
  mode: TransportType,
  from: LatLng,
  to: LatLng,
  context: { land: LandMask | null; rail?: 'no_rail' | 'no_station' | null },
): AskedLeg {
  const rules = ASKED_TRANSPORT_RULES;
  const km = haversineKm(from, to);
  if (mode === 'walk') {
    return km <= rules.longestWalkKm
      ? { transport: 'walk', why: 'asked' }
      : { transport: null, why: 'too_far' };
  }
  if (km <= rules.walkKm) return { transport: 'walk', why: 'short_walk' };
  if (mode === 'railroads' && km < rules.railMinKm) return { transport: null, why: 'too_short' };
  // No timetable to put the traveller on (passenger-rail.ts): the leg keeps its transport.
  // No station near an end (rail-stations.ts): no train reaches Nilaveli or Hanguranketha.
  if (mode === 'railroads' && context.rail) return { transport: null, why: context.rail };
  if (mode === 'airlines' && km < rules.airMinKm) return { transport: null, why: 'too_short' };
  const overLand = mode === 'railroads' || mode === 'car' || mode === 'bus';
  if (overLand && context.land && waterCrossingKm(context.land, from, to, km) > 0)
    return { transport: null, why: 'water' };
  return { transport: mode, why: 'asked' };
}
