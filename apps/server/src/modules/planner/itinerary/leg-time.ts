import type { TransportType } from '@ai-map/contracts';

/**
 * Door-to-door time model per transport (docs/itinerary.md: times). The straight-line distance
 * is stretched by a detour factor (roads and tracks are not straight), covered at a speed that
 * is lower for short, urban legs, plus a fixed overhead: parking, waiting for a bus, getting to
 * and through a station, port or airport.
 */
export interface ModeProfile {
  /** Route length over straight-line length. */
  detour: number;
  /** Speed on legs shorter than URBAN_KM, km/h. */
  urbanKmh: number;
  /** Speed on longer legs, km/h. */
  openKmh: number;
  /** Fixed minutes per leg. */
  overheadMin: number;
}

/** Legs shorter than this (km) run at urban speeds. */
export const URBAN_KM = 20;

export const MODE_PROFILES: Record<TransportType, ModeProfile> = {
  walk: { detour: 1.25, urbanKmh: 4.5, openKmh: 4.5, overheadMin: 0 },
  car: { detour: 1.3, urbanKmh: 30, openKmh: 75, overheadMin: 5 },
  bus: { detour: 1.3, urbanKmh: 18, openKmh: 60, overheadMin: 10 },
  railroads: { detour: 1.2, urbanKmh: 40, openKmh: 100, overheadMin: 20 },
  ferries: { detour: 1.1, urbanKmh: 25, openKmh: 30, overheadMin: 30 },
  airlines: { detour: 1.05, urbanKmh: 750, openKmh: 750, overheadMin: 120 },
};

/**
 * Minutes rounded the way a timetable reads: to the minute below 10, to 5 minutes below three
 * hours, to a quarter of an hour beyond. A non-zero trip takes at least a minute.
 */
export function roundMinutes(minutes: number): number {
  if (minutes <= 0) return 0;
  if (minutes < 10) return Math.max(1, Math.round(minutes));
  if (minutes < 180) return Math.round(minutes / 5) * 5;
  return Math.round(minutes / 15) * 15;
}

/** Estimated minutes for a leg of `distanceKm` straight-line kilometres. */
export function legMinutes(transport: TransportType, distanceKm: number): number {
  if (distanceKm <= 0) return 0;
  const mode = MODE_PROFILES[transport];
  const speed = distanceKm < URBAN_KM ? mode.urbanKmh : mode.openKmh;
  return roundMinutes(mode.overheadMin + ((distanceKm * mode.detour) / speed) * 60);
}

/**
 * Minutes for a leg whose travel time a router measured: the router knows the road, not the
 * parking, the wait for a bus or the bus's stops (×1.3 over driving time).
 */
export function routedLegMinutes(transport: TransportType, routedSeconds: number): number {
  const mode = MODE_PROFILES[transport];
  const ride = (routedSeconds / 60) * (transport === 'bus' ? 1.3 : 1);
  return roundMinutes(mode.overheadMin + ride);
}
