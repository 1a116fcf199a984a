import { type TransportType } from '@ai-map/contracts';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { changedLegs, numbered } from './stop-order';
import { legBetween, type LegPoint } from './trip-legs';
import { endPointOf, startPointOf } from './trip.presenter';
import * as repo from './trips.repository';
import type { StopRow, TripRow } from './trips.repository';

/** Keeping a trip's legs true after its stops changed: what the change services share. */

// ---- Legs --------------------------------------------------------------------------------------

export const pointOfStop = (s: StopRow): LegPoint => ({ lat: s.lat, lng: s.lng });

/**
 * Draws again the legs whose next point changed (and the leg from the start point when the
 * first stop changed). A leg ending nowhere (last stop, no end point) is cleared.
 */
export async function redrawLegs(
  ctx: AppContext,
  db: Database,
  trip: TripRow,
  before: readonly number[],
): Promise<void> {
  const stops = await repo.listStops(db, trip.id);
  const after = stops.map((s) => s.id);
  const { stopIds, start } = changedLegs(before, after);
  const end = endPointOf(trip);
  for (const id of stopIds) {
    const index = after.indexOf(id);
    const next = stops[index + 1] ? pointOfStop(stops[index + 1]!) : end;
    await repo.updateStopLeg(
      db,
      id,
      next
        ? await legBetween(ctx, pointOfStop(stops[index]!), next)
        : { transport: stops[index]!.nextPointTransportType, minutes: null, geoRoute: null },
    );
  }
  if (start) await redrawStartLeg(ctx, db, trip, stops[0]);
}

export async function redrawStartLeg(
  ctx: AppContext,
  db: Database,
  trip: TripRow,
  first: StopRow | undefined,
  transport?: TransportType,
): Promise<TripRow> {
  const start = startPointOf(trip);
  const target = first ? pointOfStop(first) : endPointOf(trip);
  const leg =
    start && target
      ? await legBetween(ctx, start, target, transport)
      : { transport: transport ?? trip.startTransportType, minutes: null, geoRoute: null };
  return repo.updateTrip(db, trip.id, {
    startTransportType: leg.transport,
    startTimeMin: leg.minutes,
    startGeoRoute: leg.geoRoute,
  });
}

/** Renumbers 1..n in the given order, redraws the changed legs and counts the change. */
export async function commitOrder(
  ctx: AppContext,
  db: Database,
  trip: TripRow,
  before: readonly number[],
  order: { id: number; day: number }[],
): Promise<TripRow> {
  await repo.applyOrder(db, trip.id, numbered(order));
  await redrawLegs(ctx, db, trip, before);
  return repo.updateTrip(db, trip.id, {});
}
