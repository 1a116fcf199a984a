import { AddablePlaceTypeSchema, haversineKm, type Trip } from '@ai-map/contracts';
import type { LastEdit } from '../brain/edit-memory.schema';
import type { IntentOf } from '../brain/intents';
import * as tools from '../tools/toolbox';
import { stopsOf } from '../tools/trip-summary';
import type { Step } from './step';

/** How far from the trip's nearest stop a day trip may go (there and back in a day), km. */
const DAY_TRIP_KM = 200;
/** How far days of their own at the end may go (the next country along), km. */
const EXTENSION_KM = 600;
/** Stops on a day trip's day (the journey takes part of it), and on a day of its own. */
const DAY_TRIP_STOPS = 3;
const DAY_STOPS = 4;

/**
 * "Add a day trip to Howth", "make day 2 a Whistler day trip", "add 2 days in Montenegro": the
 * named place fills the new or given day with its best sights, or the reply says why not
 * (nothing by that name, nothing there in the catalogue, too far to go and come back).
 */
export async function dayTripStep(
  box: tools.Toolbox,
  intent: IntentOf<'day_trip'>,
  trip: Trip | null,
): Promise<Step> {
  if (!trip) {
    return {
      reply: {
        kind: 'clarify',
        question: 'Which trip should I add it to? Plan one first, for example "3 days in Lisbon".',
      },
    };
  }
  if (intent.activity && !intent.destination) return activityDayStep(box, intent, trip);
  const target = intent.place ?? intent.destination;
  const stops = stopsOf(trip);
  const before = trip.duration_days;
  const days =
    intent.day !== null
      ? [intent.day]
      : Array.from({ length: intent.addDays }, (_, k) => (intent.atStart ? 1 : before + 1) + k);
  const base = {
    kind: 'day_trip' as const,
    name: target?.name ?? intent.phrase,
    found: target !== null,
    days,
    before: intent.day === null && !intent.atStart ? before : null,
    stops: [] as string[],
    removed: [] as string[],
    km: null as number | null,
    tooFar: false,
  };
  // From the stops that stay: a day the trip replaces is no "other stop" (trav-120 said 34 km,
  // the distance to a stop the same edit removed; the nearest left was 40 km).
  const staying = stops.filter((stop) => stop.day_of_trip !== intent.day);
  const from = staying.length ? staying : stops;
  const km =
    target && from.length
      ? Math.round(Math.min(...from.map((stop) => haversineKm(stop.geo_points, target))))
      : null;
  // A night on the way is judged by the journey, not by a return in a day.
  const limit = intent.atStart ? EXTENSION_KM * 2 : days.length > 1 ? EXTENSION_KM : DAY_TRIP_KM;
  if (km !== null && km > limit) return { reply: { ...base, km, tooFar: true } };

  const picks = target ? await sightsFor(box, intent, trip, days.length) : [];
  const cut: LastEdit['removed'] = [];
  if (intent.atStart) {
    // On the way: the trip keeps its booked length; every planned day moves later (the last
    // first) and what would fall beyond the end comes off, named in the reply.
    for (const stop of [...stops].sort((a, b) => b.day_of_trip - a.day_of_trip)) {
      const day = stop.day_of_trip + intent.addDays;
      if (day > before) {
        await tools.removeStop(box, stop.place_to_visit_id);
        base.removed.push(stop.name);
        const kind = AddablePlaceTypeSchema.safeParse(stop.point_type);
        if (stop.place_id !== null && kind.success)
          cut.push({ placeId: stop.place_id, kind: kind.data, name: stop.name, day: before });
      } else
        await tools.moveStop(box, { id: stop.place_to_visit_id, type: stop.point_type }, { day });
    }
  } else if (intent.day === null) {
    await tools.setDays(box, before + intent.addDays);
  } else if (picks.length) {
    // The day becomes the day trip: what was planned on it makes way, and the reply names it.
    for (const stop of stops.filter((s) => s.day_of_trip === intent.day)) {
      await tools.removeStop(box, stop.place_to_visit_id);
      base.removed.push(stop.name);
    }
  }
  const perDay = Math.ceil(picks.length / days.length);
  for (const [k, pick] of picks.entries()) {
    await tools.addStop(
      box,
      { id: pick.id, type: tools.placeTypeOf[pick.kind] },
      days[Math.floor(k / perDay)]!,
    );
  }
  if (picks.length) box.effects.boundingBox = tools.boxAround(picks);
  return {
    reply: {
      ...base,
      km,
      stops: picks.map((pick) => pick.name),
      ...(intent.atStart ? { onTheWay: true } : {}),
    },
    // "Put them back" returns what fell off the end, to the last day (brain/edit-memory.ts).
    ...(cut.length ? { edit: { removed: cut, swapped: null } } : {}),
  };
}

/**
 * "Add one wine day, not too far": the trip's lightest day (or, for "an extra wine day", a day at
 * the end) in the nearest town whose guide mentions the activity, 20–150 km from every stop; none
 * within reach leaves the trip unchanged.
 */
async function activityDayStep(
  box: tools.Toolbox,
  intent: IntentOf<'day_trip'>,
  trip: Trip,
): Promise<Step> {
  const activity = intent.activity!;
  const stops = stopsOf(trip);
  // A trip's length is its booked dates: the day out takes the lightest day (the last of
  // equals), and the reply names what it replaces; "an extra wine day" adds one instead.
  const perDay = (day: number) => stops.filter((stop) => stop.day_of_trip === day).length;
  const lightest = Array.from({ length: trip.duration_days }, (_, k) => k + 1).reduce((a, b) =>
    perDay(b) <= perDay(a) ? b : a,
  );
  const day = intent.addDays > 0 ? null : lightest;
  // One of ours named for it first ("Bressingham Steam and Gardens" for steam trains), then a
  // town whose guide mentions it.
  const sight = activity.names
    ? await tools.namedSightNear(
        box,
        stops.map((stop) => stop.geo_points),
        activity.names,
      )
    : null;
  if (sight?.joins) return joinNamedSight(box, trip, sight, activity.offered);
  const farther = (found: { name: string; km: number } | null) =>
    found && intent.maxKm !== undefined && found.km > intent.maxKm
      ? farOut(trip, activity.offered, found)
      : null;
  const farSight = farther(sight);
  if (farSight) return farSight;
  if (sight) {
    const place = {
      kind: 'attraction' as const,
      id: sight.id,
      name: sight.name,
      cityId: null,
      cityName: sight.town,
      lat: sight.lat,
      lng: sight.lng,
      categories: [],
      rating: sight.rating,
      score: 1,
    };
    const step = await dayTripStep(
      box,
      { ...intent, activity: undefined, place, destination: null, phrase: sight.name, day },
      trip,
    );
    return step.reply.kind === 'day_trip'
      ? { ...step, reply: { ...step.reply, activity: activity.offered, byName: true } }
      : step;
  }
  const town = await tools.guideTownNear(
    box,
    stops.map((stop) => stop.geo_points),
    activity.guide,
  );
  const farTown = farther(town);
  if (farTown) return farTown;
  if (!town) {
    return {
      reply: {
        kind: 'day_trip',
        name: activity.offered,
        found: false,
        days: [trip.duration_days],
        before: null,
        stops: [],
        removed: [],
        km: null,
        tooFar: false,
        activity: activity.offered,
      },
    };
  }
  const destination = {
    kind: 'city' as const,
    id: town.id,
    name: town.name,
    countryCode: '',
    countryName: town.countryName,
    lat: town.lat,
    lng: town.lng,
    score: 1,
  };
  const step = await dayTripStep(box, { ...intent, destination, phrase: town.name, day }, trip);
  return step.reply.kind === 'day_trip'
    ? { ...step, reply: { ...step.reply, activity: activity.offered } }
    : step;
}

/** The nearest place for an activity lies farther than the traveller will go: nothing changes. */
const farOut = (trip: Trip, activity: string, found: { name: string; km: number }): Step => ({
  reply: {
    kind: 'day_trip',
    name: found.name,
    found: true,
    days: [trip.duration_days],
    before: null,
    stops: [],
    removed: [],
    km: Math.round(found.km),
    tooFar: true,
    activity,
  },
});

/** Sights of a country or region asked for: those around one of its best, the nearest to the trip. */
const CLUSTER_KM = 60;

/**
 * The best sights of the place asked, not already in the trip: the named sight first. For a
 * country or region ("2 days in Montenegro") they lie around one of its five best sights, the
 * one nearest the trip's last stop, not scattered over the country.
 */
async function sightsFor(
  box: tools.Toolbox,
  intent: IntentOf<'day_trip'>,
  trip: Trip,
  dayCount: number,
): Promise<tools.FoundPlace[]> {
  const want = (dayCount === 1 ? DAY_TRIP_STOPS : DAY_STOPS) * dayCount;
  const stops = stopsOf(trip);
  const inTrip = new Set(stops.map((stop) => stop.place_id));
  const place = intent.place;
  const destination = intent.destination!;
  const wide = !place && destination.kind !== 'city';
  const area = place
    ? { type: 'near' as const, lat: place.lat, lng: place.lng }
    : tools.pickAreaOf(destination);
  const found = (
    await tools.searchPlaces(
      box,
      area,
      ['attraction'],
      [],
      null,
      (wide ? want * 3 : want) + inTrip.size,
    )
  ).filter((candidate) => !inTrip.has(candidate.id) && candidate.id !== place?.id);
  const last = stops.at(-1)?.geo_points;
  const anchor =
    wide && last
      ? found
          .slice(0, 5)
          .reduce<tools.FoundPlace | null>(
            (best, candidate) =>
              !best || haversineKm(candidate, last) < haversineKm(best, last) ? candidate : best,
            null,
          )
      : null;
  const near = anchor
    ? found.filter((candidate) => haversineKm(candidate, anchor) <= CLUSTER_KM)
    : found;
  const named: tools.FoundPlace[] =
    place && !inTrip.has(place.id) ? [{ ...place, cityName: place.cityName }] : [];
  return [...named, ...near].slice(0, want);
}

/**
 * A place named for the activity near the trip's stops (London Museum of Water & Steam, 13 km
 * from King's Cross, for steam trains: trav-018) joins the day with the stop nearest to it
 * instead of taking a day of its own.
 */
async function joinNamedSight(
  box: tools.Toolbox,
  trip: Trip,
  sight: { id: number; name: string; lat: number; lng: number; km: number },
  activity: string,
): Promise<Step> {
  const stops = stopsOf(trip);
  const planned = stops.find(
    (stop) => stop.point_type === 'attraction' && stop.place_id === sight.id,
  );
  const nearest = stops.reduce((a, b) =>
    haversineKm(b.geo_points, sight) < haversineKm(a.geo_points, sight) ? b : a,
  );
  // Already planned: the reply says on which day (no stops added).
  if (!planned) await tools.addStopAfter(box, sight.id, nearest);
  box.effects.boundingBox = tools.boxAround([sight]);
  return {
    reply: {
      kind: 'day_trip',
      name: sight.name,
      found: true,
      days: [(planned ?? nearest).day_of_trip],
      before: null,
      stops: planned ? [] : [sight.name],
      removed: [],
      km: sight.km,
      tooFar: false,
      activity,
      byName: 'joined',
    },
  };
}
