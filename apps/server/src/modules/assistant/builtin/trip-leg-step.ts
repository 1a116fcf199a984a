import { haversineKm, type Trip } from '@ai-map/contracts';
import type { IntentOf } from '../brain/intents';
import { editDistance, foldName } from '../brain/name-matching';
import { stopsOf } from '../tools/trip-summary';
import type { Step } from './step';

/**
 * "How do we get to Khiva by train?": the leg into the first stop in that place, read off the
 * trip (the planned transport and the planner's time for it), or plainly that the trip does not
 * go there or starts there.
 */
export function tripLegStep(intent: IntentOf<'trip_leg'>, trip: Trip | null): Step {
  if (!trip) {
    return {
      reply: {
        kind: 'clarify',
        question: 'Which trip do you mean? Plan one first, for example "3 days in Lisbon".',
      },
    };
  }
  const asked = foldName(intent.phrase);
  const stops = stopsOf(trip);
  // Each stop with the city its day's visit is in ("Itchan Kala" is in Khiva).
  const cityOf = new Map(
    trip.days_of_trip.flatMap((day) =>
      day.countries_to_visit.flatMap((country) =>
        country.places_to_visit.flatMap((city) =>
          city.places_to_visit.map((stop) => [stop.number_in_trip, city.name] as const),
        ),
      ),
    ),
  );
  const words = (text: string) => ` ${foldName(text)} `;
  const cityIs = (stop: (typeof stops)[number], most: number) => {
    const city = foldName(cityOf.get(stop.number_in_trip) ?? '');
    return (
      city === asked || (most > 0 && asked.length >= 5 && editDistance(city, asked, most) <= most)
    );
  };
  // A city by its name, else by one letter off ("khiva" for the catalogue's Khiwa: trav-176 was
  // told "Your trip doesn't go to khiva" with days 8–10 there).
  const target =
    stops.find((stop) => cityIs(stop, 0)) ??
    stops.find((stop) => words(stop.name).includes(` ${asked} `)) ??
    stops.find((stop) => cityIs(stop, 1));
  const base = { kind: 'trip_leg' as const, phrase: intent.phrase, asked: intent.mode };
  if (!target) return { reply: { ...base, to: null, from: null } };
  const city = cityOf.get(target.number_in_trip);
  const name = city && cityIs(target, 1) ? city : target.name;
  const to = { name, day: target.day_of_trip, number: target.number_in_trip };
  const previous = stops.find((stop) => stop.number_in_trip === target.number_in_trip - 1);
  if (!previous) return { reply: { ...base, to, from: null } };
  return {
    reply: {
      ...base,
      to,
      from: {
        name: previous.name,
        day: previous.day_of_trip,
        number: previous.number_in_trip,
        mode: previous.next_point_transport_type,
        minutes: previous.next_point_time_min,
        km: Math.round(haversineKm(previous.geo_points, target.geo_points)),
      },
    },
  };
}
