import { haversineKm, type LatLng, type TransportType } from '@ai-map/contracts';
import { greatCirclePoints } from './geo';
import type { LandMask } from './land-mask';

/** Thresholds of the transport rules (docs/itinerary.md: transport). */
export const TRANSPORT_RULES = {
  /** Longest walk, km, by pace: a relaxed traveller takes the bus sooner. */
  walkMaxKm: { relaxed: 1, normal: 1.5, packed: 2 },
  /** Within one city, legs up to this length go by bus (public transport), longer by car. */
  cityBusMaxKm: 30,
  /** From this length a land leg goes by train. */
  railMinKm: 100,
  /** From this length every leg flies. */
  airMinKm: 700,
  /** Longest stretch of open water a ferry is assumed for; wider crossings fly. */
  ferryMaxWaterKm: 300,
  /** Between two points of one landmass, a sea crossing needs at least this much water (km)… */
  sameLandmassSeaMinKm: 20,
  /**
   * …and a way over land at least this many times the straight line; a shorter one is taken. A
   * coast road's line may run mostly over the sea (Tallinn–Riga 57 %, Tangier–Casablanca, whose
   * line passes 40 km off Rabat) while the road is barely longer; round a gulf (Helsinki–Tallinn)
   * it is many times longer.
   */
  sameLandmassDetour: 2,
  /** A point this close to land (km) counts as on it: coastlines at 1:10m still miss harbours and islets. */
  coastSnapKm: 5,
} as const;

export type Pace = keyof typeof TRANSPORT_RULES.walkMaxKm;

export interface TransportContext {
  /** Land and water; null (no bundle) skips the water test, so no leg becomes a ferry. */
  land: LandMask | null;
  /** Both ends are in the same city (walk or bus rather than car). */
  sameCity?: boolean;
  pace?: Pace;
  /** False where no passenger train runs (passenger-rail.ts): long land legs go by bus. */
  rail?: boolean;
  /**
   * An end is a lake or bay seen from its shore (shore.ts): the leg goes over land, however much
   * water its straight line crosses (Morecambe Bay's point lies in the sands, 7 km from land).
   */
  shore?: boolean;
}

export interface TransportChoice {
  transport: TransportType;
  distanceKm: number;
  /** Open water along the straight line between two landmasses, km (0 when none). */
  waterKm: number;
}

/** Sample spacing along a leg, km: fine enough for Malta's 5 km channel, bounded in count. */
const sampleStepKm = (distanceKm: number) => Math.min(2, Math.max(0.2, distanceKm / 200));

const SNAP_RADII_KM = [1, 2.5, TRANSPORT_RULES.coastSnapKm];
const SNAP_BEARINGS = 8;

/** The landmass at or near a point (coastal cities often fall just outside 1:50m shapes). */
export function landmassNear(land: LandMask, at: LatLng): number {
  const here = land.landmassAt(at.lat, at.lng);
  if (here >= 0) return here;
  for (const radius of SNAP_RADII_KM) {
    const dLat = radius / 111.2;
    const dLng = dLat / Math.max(0.05, Math.cos((at.lat * Math.PI) / 180));
    for (let k = 0; k < SNAP_BEARINGS; k++) {
      const angle = (2 * Math.PI * k) / SNAP_BEARINGS;
      const found = land.landmassAt(
        at.lat + dLat * Math.cos(angle),
        at.lng + dLng * Math.sin(angle),
      );
      if (found >= 0) return found;
    }
  }
  return -1;
}

/** Water along the straight line, km, sampled at the midpoint of each step. */
function waterAlongKm(land: LandMask, from: LatLng, to: LatLng, distanceKm: number): number {
  const steps = Math.max(1, Math.ceil(distanceKm / sampleStepKm(distanceKm)));
  const points = greatCirclePoints(from, to, steps);
  let water = 0;
  for (let i = 1; i < points.length; i++) {
    const p = points[i - 1]!;
    const q = points[i]!;
    if (land.landmassAt((p.lat + q.lat) / 2, p.lng + normalizeDelta(q.lng - p.lng) / 2) < 0) {
      water += distanceKm / steps;
    }
  }
  return water;
}

/**
 * The open water a leg has to cross, km, or 0 when it can go by land: ends on different
 * landmasses (an island) must cross the water on the line; ends on one landmass go round a bay
 * or along a coast, unless going round over land is many times longer (a gulf or sea:
 * Helsinki–Tallinn).
 */
export function waterCrossingKm(land: LandMask, from: LatLng, to: LatLng, distanceKm: number) {
  const water = waterAlongKm(land, from, to, distanceKm);
  const a = landmassNear(land, from);
  const b = landmassNear(land, to);
  if (a < 0 || a !== b) return water;
  const { sameLandmassSeaMinKm, sameLandmassDetour } = TRANSPORT_RULES;
  if (water < sameLandmassSeaMinKm) return 0;
  const overLand = land.landRouteKm(from, to, a);
  return overLand === null || overLand > sameLandmassDetour * distanceKm ? water : 0;
}

const normalizeDelta = (d: number) => (d > 180 ? d - 360 : d < -180 ? d + 360 : d);

/**
 * The transport for a leg, from its length and the water it crosses:
 * walk (short) → bus within a city / car → railroads (long, over land; a long-distance bus where
 * no passenger train runs) → airlines (very long); ferries when the line crosses water between
 * landmasses, airlines when that water is too wide.
 */
export function chooseTransport(
  from: LatLng,
  to: LatLng,
  context: TransportContext,
): TransportChoice {
  const rules = TRANSPORT_RULES;
  const distanceKm = haversineKm(from, to);
  const choice = (transport: TransportType, waterKm = 0) => ({ transport, distanceKm, waterKm });
  if (distanceKm <= rules.walkMaxKm[context.pace ?? 'normal']) return choice('walk');
  if (distanceKm >= rules.airMinKm) return choice('airlines');
  const waterKm =
    context.land && !context.shore ? waterCrossingKm(context.land, from, to, distanceKm) : 0;
  if (waterKm > 0) {
    return choice(waterKm <= rules.ferryMaxWaterKm ? 'ferries' : 'airlines', waterKm);
  }
  if (distanceKm >= rules.railMinKm) return choice(context.rail === false ? 'bus' : 'railroads');
  if (context.sameCity && distanceKm <= rules.cityBusMaxKm) return choice('bus');
  return choice('car');
}
