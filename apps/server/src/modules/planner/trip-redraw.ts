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

export const pointOfStop = (s: StopRow, iso2?: ReadonlyMap<number, string | null>): LegPoint => ({
  lat: s.lat,
  lng: s.lng,
  countryIso2: s.countryId === null ? null : (iso2?.get(s.countryId) ?? null),
});

/** The stops' countries' codes by id: a leg's transport depends on whether trains run there. */
async function countryCodes(db: Database, stops: readonly StopRow[]) {
  const ids = [...new Set(stops.flatMap((s) => (s.countryId === null ? [] : [s.countryId])))];
  const rows = await repo.findCountries(db, ids);
  return new Map(rows.map((row) => [row.id, row.iso2]));
}

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
  const iso2 = stopIds.length ? await countryCodes(db, stops) : undefined;
  for (const id of stopIds) {
    const index = after.indexOf(id);
    const next = stops[index + 1] ? pointOfStop(stops[index + 1]!, iso2) : end;
    await repo.updateStopLeg(
      db,
      id,
      next
        ? await legBetween(ctx, pointOfStop(stops[index]!, iso2), next)
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
