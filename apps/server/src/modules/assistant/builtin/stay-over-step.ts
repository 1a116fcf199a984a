import { haversineKm, type PointType, type Trip } from '@ai-map/contracts';
import type { IntentOf, TripStop, TripSummary } from '../brain/intents';
import * as tools from '../tools/toolbox';
import { stopsOf } from '../tools/trip-summary';
import { removedRecord } from './edit-steps';
import { GOOD_SIGHT } from './good-sights';
import type { Step } from './step';

/** Stops this close to the far stop are part of its visit (Ha Long Bay and its caves), km. */
const SAME_PLACE_KM = 40;
/** Good sights (rated 7+) near the far stop added for the morning there, and how far, km. */
const MORNING_SIGHTS = 2;
const MORNING_KM = 30;
/** Stops of the base town kept on the day that ends at the far stop (the morning before going). */
const KEEP_BEFORE = 2;

/**
 * A night at a far stop (brain/stay-over.ts): the day before its day ends there, its own day
 * starts there with sights nearby, and the trip keeps its length. When the far stop's day is the
 * first (or the day before is out there too), the trip grows by a day after it instead. Stops
 * that make room are named, and "put them back" restores them (edit memory).
 */
export async function stayOverStep(
  box: tools.Toolbox,
  intent: IntentOf<'stay_over'>,
  trip: Trip | null,
  summary: TripSummary | undefined,
): Promise<Step> {
  const far = intent.stop;
  if (!trip || !summary || !far || far.lat === undefined || far.lng === undefined) {
    return {
      reply: {
        kind: 'clarify',
        question: intent.phrase
          ? `No stop in your trip goes by the name "${intent.phrase}" (it may be there under another name). Which stop should you stay the night at?`
          : 'Which stop of your trip should you stay the night at? Name it, for example "stay a night at Ha Long Bay".',
      },
    };
  }
  const at = { lat: far.lat, lng: far.lng };
  const near = (stop: TripStop) =>
    stop.lat !== undefined && haversineKm(at, { lat: stop.lat, lng: stop.lng! }) <= SAME_PLACE_KM;
  const ofDay = (day: number) =>
    summary.stops.filter((stop) => stop.day === day).sort((a, b) => a.position - b.position);
  const before = ofDay(far.day - 1);
  // The day before can end there unless it is out there already (a free day can).
  const evening = far.day > 1 && (before.length === 0 || before.some((stop) => !near(stop)));
  const removed: TripStop[] = [];
  let kept: string[] = [];
  let eveningDay = far.day - 1;
  let morningDay = far.day;
  let grownFrom: number | null = null;
  if (evening) {
    // The day before: its first stops, then off to the far stop for the night.
    const base = before.filter((stop) => !near(stop));
    removed.push(...base.slice(KEEP_BEFORE));
    kept = base.slice(0, KEEP_BEFORE).map((stop) => stop.name);
    for (const stop of removed) await tools.removeStop(box, stop.id);
    await tools.moveStop(box, { id: far.id, type: far.kind as PointType }, { day: eveningDay });
  } else {
    // The far stop's day ends there; the next morning (a day added at the end) starts there.
    eveningDay = far.day;
    morningDay = far.day + 1;
    if (far.day >= trip.duration_days) {
      grownFrom = trip.duration_days;
      await tools.setDays(box, trip.duration_days + 1);
    }
  }
  const added = await morningSights(box, trip, at, morningDay);
  if (grownFrom !== null && added.length < MORNING_SIGHTS) {
    // No other good sight near it: the day out's last stops move to the added morning instead
    // of leaving it empty (Avranches for the night at the Mont).
    const later = ofDay(far.day)
      .filter((stop) => stop.id !== far.id)
      .slice(-(MORNING_SIGHTS - added.length));
    for (const stop of later) {
      await tools.moveStop(box, { id: stop.id, type: stop.kind as PointType }, { day: morningDay });
      added.push(stop.name);
    }
  }
  return {
    reply: {
      kind: 'stay_over',
      name: far.name,
      eveningDay,
      morningDay,
      kept,
      added,
      removed: removed.map((stop) => stop.name),
      grownFrom,
      cruise: intent.cruise,
    },
    ...(removed.length ? { edit: { removed: removedRecord(removed), swapped: null } } : {}),
  };
}

/** The best sights near the far stop, not in the trip, first on the morning day. */
async function morningSights(
  box: tools.Toolbox,
  trip: Trip,
  at: { lat: number; lng: number },
  day: number,
): Promise<string[]> {
  const inTrip = new Set(stopsOf(trip).map((stop) => stop.place_id));
  const found = (
    await tools.searchPlaces(box, { type: 'near', ...at }, ['attraction'], [], null, 20)
  )
    .filter(
      (place) =>
        !inTrip.has(place.id) && place.rating >= GOOD_SIGHT && haversineKm(place, at) <= MORNING_KM,
    )
    .slice(0, MORNING_SIGHTS);
  for (const [k, place] of found.entries()) {
    const after = await tools.addStop(
      box,
      { id: place.id, type: tools.placeTypeOf[place.kind] },
      day,
    );
    // First on the day, in order: the morning is spent there before the way back.
    const ofDay = stopsOf(after)
      .filter((stop) => stop.day_of_trip === day)
      .sort((a, b) => a.number_in_trip - b.number_in_trip);
    const stop = ofDay.find((s) => s.place_id === place.id);
    const target = ofDay[k];
    if (stop && target && stop !== target)
      await tools.moveStop(
        box,
        { id: stop.place_to_visit_id, type: stop.point_type },
        { number: target.number_in_trip },
      );
  }
  return found.map((place) => place.name);
}
