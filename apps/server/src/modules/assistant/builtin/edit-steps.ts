import { AddablePlaceTypeSchema, haversineKm, type PointType, type Trip } from '@ai-map/contracts';
import type { IntentOf, TripStop, TripSummary } from '../brain/intents';
import type { PickKind } from '../tools/place-picker.repository';
import * as tools from '../tools/toolbox';
import { stopsOf } from '../tools/trip-summary';
import type { LastEdit } from '../brain/edit-memory.schema';
import type { Step } from './step';
import { stopsOfKind } from './trip-lookup-step';

/** How far from its nearest stop a place may be to join a trip, km. */
const NEAR_TRIP_KM = 150;

function distanceFromTrip(trip: Trip, point: { lat: number; lng: number }): number | null {
  const stops = stopsOf(trip);
  if (!stops.length) return null;
  return Math.min(...stops.map((stop) => haversineKm(stop.geo_points, point)));
}

export async function addStep(
  box: tools.Toolbox,
  intent: IntentOf<'add_place'>,
  trip: Trip | null,
): Promise<Step> {
  if (!trip)
    return {
      reply: {
        kind: 'clarify',
        question: 'Which trip should I add it to? Plan one first, for example "3 days in Lisbon".',
      },
    };
  const day = Math.min(Math.max(intent.day ?? trip.duration_days, 1), trip.duration_days);
  if (intent.place) {
    // A place is added near the trip, never from another continent ("a taco place" is not a
    // restaurant in Copenhagen for a Mexico City trip).
    const far = distanceFromTrip(trip, intent.place);
    if (far !== null && far > NEAR_TRIP_KM) {
      return {
        reply: {
          kind: 'too_far',
          name: intent.place.name,
          km: Math.round(far),
          where: intent.place.cityName,
        },
      };
    }
    // "Add teotihuacan if it's not in there" (trav-114): a stop the trip has stays where it is.
    const type = tools.placeTypeOf[intent.place.kind];
    const there = stopsOf(trip).find(
      (stop) => stop.place_id === intent.place!.id && stop.point_type === type,
    );
    if (there) {
      return {
        reply: {
          kind: 'added',
          name: there.name,
          day: there.day_of_trip,
          ...(intent.day !== null && intent.day !== there.day_of_trip ? { asked: day } : {}),
          already: true,
        },
      };
    }
    await tools.addStop(box, { id: intent.place.id, type }, day);
    box.effects.boundingBox = tools.boxAround([intent.place]);
    return { reply: { kind: 'added', name: intent.place.name, day } };
  }
  if (intent.city) {
    await tools.addStop(box, { id: intent.city.id, type: 'city' }, day);
    return { reply: { kind: 'added', name: intent.city.name, day } };
  }
  if (intent.category) {
    const stops = stopsOf(trip).filter((stop) => stop.day_of_trip === day);
    const anchor = stops[0]?.geo_points ?? stopsOf(trip)[0]?.geo_points;
    if (anchor) {
      const kind: PickKind =
        intent.category.tree === 'food'
          ? 'food'
          : intent.category.tree === 'shopping'
            ? 'shop'
            : 'attraction';
      const inTrip = new Set(stopsOf(trip).map((stop) => stop.place_id));
      const found = (
        await tools.searchPlaces(
          box,
          { type: 'near', lat: anchor.lat, lng: anchor.lng },
          [kind],
          [intent.category.category, ...intent.category.related],
          null,
          // The best ones nearby are often in the trip already: look a little further down.
          inTrip.size + 5,
        )
      ).find((place) => !inTrip.has(place.id));
      if (found) {
        await tools.addStop(box, { id: found.id, type: tools.placeTypeOf[found.kind] }, day);
        return { reply: { kind: 'added', name: found.name, day } };
      }
    }
    return {
      reply: {
        kind: 'clarify',
        question: `I found no ${intent.category.word} near day ${day}'s stops that isn't in the trip already. Name one, or ask for another kind of place.`,
      },
    };
  }
  return { reply: { kind: 'clarify', question: 'Which place should I add?' } };
}

/**
 * A new length. Shorter: the days that go take their stops with them and the reply names them
 * ("drop day 2" drops day 2 and moves the later days up); before, the PATCH rule for the Trip tab
 * piled every stop of the cut days onto the last day (12 stops on one day after "we'll be
 * tired, make it 9 days"). Longer: the new days are free.
 */
export async function setDaysStep(
  box: tools.Toolbox,
  intent: IntentOf<'set_days'>,
  trip: Trip | null,
): Promise<Step> {
  const before = trip?.duration_days ?? intent.days;
  if (!trip || intent.days >= before) {
    await tools.setDays(box, intent.days);
    return { reply: { kind: 'days', days: intent.days, before } };
  }
  const dropped =
    intent.dropDay !== null && intent.dropDay >= 1 && intent.dropDay <= before
      ? [intent.dropDay]
      : Array.from({ length: before - intent.days }, (_, k) => intent.days + 1 + k);
  const stops = stopsOf(trip);
  const removed: string[] = [];
  for (const stop of stops.filter((s) => dropped.includes(s.day_of_trip))) {
    await tools.removeStop(box, stop.place_to_visit_id);
    removed.push(stop.name);
  }
  // The days after a dropped one move up, in order, so no day is left empty in the middle.
  const first = Math.min(...dropped);
  if (dropped.length === 1 && first < before) {
    for (const stop of stops.filter((s) => s.day_of_trip > first)) {
      await tools.moveStop(
        box,
        { id: stop.place_to_visit_id, type: stop.point_type },
        { day: stop.day_of_trip - 1 },
      );
    }
  }
  await tools.setDays(box, intent.days);
  return { reply: { kind: 'days', days: intent.days, before, dropped, removed } };
}

/** Takes a stop out of the trip. */
export async function removeStep(
  box: tools.Toolbox,
  intent: IntentOf<'remove_stop'>,
  summary: TripSummary | undefined,
): Promise<Step> {
  const { stop } = intent.target;
  await tools.removeStop(box, stop.id);
  // "Remove Versailles and tell me what replaced it" (trav-101): nothing is put in its place,
  // and the reply says what the day holds now.
  const left = (summary?.stops ?? [])
    .filter((s) => s.day === stop.day && s.id !== stop.id)
    .sort((a, b) => a.position - b.position)
    .map((s) => s.name);
  return {
    reply: { kind: 'removed', name: stop.name, day: stop.day, left },
    edit: { removed: removedRecord([stop]), swapped: null },
  };
}

/**
 * Every stop of a kind ("drop the glaciers", trav-025 kept all seven): by the places' categories
 * and names, as the checker reads a plan. Days left empty are named, not filled unasked.
 */
export async function removeKindStep(
  box: tools.Toolbox,
  intent: IntentOf<'remove_kind'>,
  summary: TripSummary | undefined,
): Promise<Step> {
  const stops = [...(summary?.stops ?? [])].sort(
    (a, b) => a.day - b.day || a.position - b.position,
  );
  const going = (await stopsOfKind(box, stops))(intent.kind);
  for (const stop of going) await tools.removeStop(box, stop.id);
  const emptied = [...new Set(going.map((stop) => stop.day))].filter((day) =>
    stops.every((stop) => stop.day !== day || going.includes(stop)),
  );
  return {
    reply: {
      kind: 'removed_kind',
      phrase: intent.phrase,
      removed: going.map((stop) => ({ name: stop.name, day: stop.day })),
      emptied,
    },
    edit: { removed: removedRecord(going), swapped: null },
  };
}

/** Removed stops as the chat keeps them, for "put it back" (brain/edit-memory.ts). */
export const removedRecord = (stops: readonly TripStop[]): LastEdit['removed'] =>
  stops.flatMap((stop) => {
    const kind = AddablePlaceTypeSchema.safeParse(stop.kind);
    return stop.placeId === null || !kind.success
      ? []
      : [{ placeId: stop.placeId, kind: kind.data, name: stop.name, day: stop.day }];
  });

/** A lighter day (or every day): its first stops stay, the others come off (named in the reply). */
export async function lightenStep(
  box: tools.Toolbox,
  intent: IntentOf<'lighten_day'>,
  summary: TripSummary | undefined,
): Promise<Step> {
  const stops = (summary?.stops ?? [])
    .filter((stop) => intent.day === null || stop.day === intent.day)
    .sort((a, b) => a.day - b.day || a.position - b.position);
  // Each day's first `keep` stops stay (stops are sorted by day, then position).
  const rank = (stop: (typeof stops)[number], k: number) =>
    stops.slice(0, k).filter((other) => other.day === stop.day).length;
  const kept = stops.filter((stop, k) => rank(stop, k) < intent.keep);
  const off = stops.filter((stop, k) => rank(stop, k) >= intent.keep);
  for (const stop of off) await tools.removeStop(box, stop.id);
  const days = summary?.days ?? 1;
  return {
    reply: {
      kind: 'lightened',
      day: intent.day,
      keep: intent.keep,
      kept: kept.map((stop) => stop.name),
      removed: off.map((stop) => stop.name),
      // Where a stop taken off could go: the next day, or the one before on the last day (a
      // 3-day trip was told to "add Búrfell to day 4", trav-172).
      otherDay:
        intent.day === null
          ? null
          : intent.day < days
            ? intent.day + 1
            : intent.day > 1
              ? intent.day - 1
              : null,
    },
  };
}

/** Moves a stop to the end of another day. */
export async function moveStep(box: tools.Toolbox, intent: IntentOf<'move_stop'>): Promise<Step> {
  const stop = intent.target.stop;
  await tools.moveStop(box, { id: stop.id, type: stop.kind as PointType }, { day: intent.toDay });
  return { reply: { kind: 'moved', name: stop.name, fromDay: stop.day, toDay: intent.toDay } };
}

/**
 * "Put it back (on the last morning)": the stops the last edit took out return, to the day named
 * or their own, and first on it when the message says morning.
 */
export async function restoreStep(
  box: tools.Toolbox,
  intent: IntentOf<'restore_stops'>,
  trip: Trip | null,
): Promise<Step> {
  const days = trip?.duration_days ?? 1;
  const back: { name: string; day: number }[] = [];
  for (const stop of intent.stops) {
    const day = Math.min(Math.max(intent.day ?? stop.day, 1), days);
    const after = await tools.addStop(box, { id: stop.placeId, type: stop.kind }, day);
    if (intent.first) {
      const ofDay = stopsOf(after)
        .filter((s) => s.day_of_trip === day)
        .sort((a, b) => a.number_in_trip - b.number_in_trip);
      const added = ofDay.find((s) => s.place_id === stop.placeId && s.point_type === stop.kind);
      if (added && ofDay[0] !== added)
        await tools.moveStop(
          box,
          { id: added.place_to_visit_id, type: added.point_type },
          { number: ofDay[0]!.number_in_trip },
        );
    }
    back.push({ name: stop.name, day });
  }
  return { reply: { kind: 'restored', stops: back, first: intent.first } };
}

/** How far from the stop it replaces a place of its kind may be, km. */
const REPLACE_KM = 10;

/**
 * "Swap X for something less crowded" (or "for Y"): X leaves, and the best place of its kind
 * within reach takes its place on its day, rated below X when "less crowded" was asked (the
 * rating is built from fame: sitelinks, page views, visitors). X is kept when nothing fits.
 */
export async function replaceStep(
  box: tools.Toolbox,
  intent: IntentOf<'replace_stop'>,
  trip: Trip | null,
): Promise<Step> {
  const { stop } = intent.target;
  const inTrip = new Set(trip ? stopsOf(trip).map((s) => s.place_id) : []);
  let pick: { id: number; kind: PickKind; name: string } | null = intent.place;
  if (!pick && stop.placeId !== null && stop.kind !== 'city' && stop.lat !== undefined) {
    const own = await tools.placeFacts(box, stop.placeId);
    const kinds = (await tools.categoriesOf(box, [stop.placeId])).get(stop.placeId) ?? [];
    const found = await tools.searchPlaces(
      box,
      { type: 'near', lat: stop.lat, lng: stop.lng! },
      [own?.kind === 'food' ? 'food' : own?.kind === 'shop' ? 'shop' : 'attraction'],
      kinds,
      null,
      inTrip.size + 20,
    );
    pick =
      found.find(
        (place) =>
          !inTrip.has(place.id) &&
          haversineKm(place, { lat: stop.lat!, lng: stop.lng! }) <= REPLACE_KM &&
          (!intent.quieter || own === null || place.rating < own.rating),
      ) ?? null;
  }
  if (!pick || inTrip.has(pick.id)) {
    return {
      reply: {
        kind: 'clarify',
        question: pick
          ? `${pick.name} is already in your trip, so ${stop.name} stays. Name another place and I'll swap it in.`
          : `I found no ${intent.quieter ? 'less-visited ' : ''}place of the same kind within ${REPLACE_KM} km of ${stop.name} in our catalogue, so it stays. Name one and I'll swap it in.`,
      },
    };
  }
  await tools.removeStop(box, stop.id);
  await tools.addStop(box, { id: pick.id, type: tools.placeTypeOf[pick.kind] }, stop.day);
  return {
    reply: {
      kind: 'replaced',
      from: stop.name,
      to: pick.name,
      day: stop.day,
      quieter: intent.quieter,
    },
    edit: { removed: removedRecord([stop]), swapped: null },
  };
}
