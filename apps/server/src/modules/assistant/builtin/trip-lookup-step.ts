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
  const ofKind = intent.asked.some((a) => a.category)
    ? await stopsOfKind(box, trip.stops)
    : () => [];
  const seen: TripStop[] = [];
  const asked = intent.asked.map((a) => {
    const category = a.category?.category;
    const stops = category ? ofKind(category) : a.stops;
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

/**
 * The trip's stops of a kind, by their places' categories and names as the checker reads a plan
 * ("is there a market?", "drop the glaciers"): one query for all kinds asked. A town's stop holds
 * a city's id, not a place's, so it is judged by its name alone.
 */
export async function stopsOfKind(
  box: tools.Toolbox,
  stops: readonly TripStop[],
): Promise<(kind: string) => TripStop[]> {
  const placeIdOf = (stop: TripStop) => (stop.kind === 'city' ? null : stop.placeId);
  const categories = await tools.categoriesOf(
    box,
    stops.flatMap((stop) => placeIdOf(stop) ?? []),
  );
  return (kind) =>
    stops.filter((stop) =>
      isOfKind(kind, { name: stop.name, categories: categories.get(placeIdOf(stop) ?? -1) ?? [] }),
    );
}
