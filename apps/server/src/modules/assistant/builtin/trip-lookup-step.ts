import type { IntentOf, TripStop, TripSummary } from '../brain/intents';
import { isOfKind } from '../checker/plan-checker';
import * as tools from '../tools/toolbox';
import type { Step } from './step';

/**
 * Questions about the chat's trip answered from it (brain/trip-questions.ts): a day's stops, the
 * day of a named stop, the stops of a kind ("is there a market?", by the places' categories and
 * names, as the checker reads a plan), or, when the trip lacks it, whether the catalogue has it.
 */
export async function tripLookupStep(
  box: tools.Toolbox,
  intent: IntentOf<'trip_lookup'>,
  summary: TripSummary | undefined,
): Promise<Step> {
  const trip = summary ?? { days: 1, stops: [] };
  const ofDay = (day: number) =>
    trip.stops.filter((s) => s.day === day).sort((a, b) => a.position - b.position);
  if (intent.day !== null) {
    const stops = ofDay(intent.day);
    if (stops.length) tools.showOnMap(box, located(stops));
    return {
      reply: {
        kind: 'trip_day',
        day: intent.day,
        days: trip.days,
        stops: stops.map((s) => s.name),
      },
    };
  }
  const kinds = intent.asked.some((a) => a.category);
  const categories = kinds
    ? await tools.categoriesOf(
        box,
        trip.stops.flatMap((s) => (s.placeId === null ? [] : [s.placeId])),
      )
    : new Map<number, string[]>();
  const seen: TripStop[] = [];
  const asked = intent.asked.map((a) => {
    const category = a.category?.category;
    const stops = category
      ? trip.stops.filter((s) =>
          isOfKind(category, {
            name: s.name,
            categories: s.placeId === null ? [] : (categories.get(s.placeId) ?? []),
          }),
        )
      : a.stops;
    seen.push(...stops);
    return {
      phrase: a.phrase,
      isKind: category !== undefined,
      found: stops.map((s) => ({
        name: s.name,
        day: s.day,
        position: s.position,
        ofDay: ofDay(s.day).length,
      })),
      catalogue: a.place ? { name: a.place.name, city: a.place.cityName } : null,
      ...(a.activity ? { activity: a.activity } : {}),
    };
  });
  if (seen.length) tools.showOnMap(box, located(seen));
  return { reply: { kind: 'trip_lookup', asked } };
}

const located = (stops: readonly TripStop[]) =>
  stops.flatMap((s) =>
    s.lat === undefined || s.lng === undefined ? [] : [{ lat: s.lat, lng: s.lng }],
  );
