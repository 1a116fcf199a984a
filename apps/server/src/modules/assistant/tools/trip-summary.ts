import type { PlannerPlace, Trip } from '@ai-map/contracts';
import type { TripSummary } from '../brain/intents';

/** Every stop of a trip in travel order (days → countries → cities → stops). */
export function stopsOf(trip: Trip): PlannerPlace[] {
  return trip.days_of_trip
    .flatMap((day) => day.countries_to_visit)
    .flatMap((country) => country.places_to_visit)
    .flatMap((city) => city.places_to_visit)
    .sort((a, b) => a.number_in_trip - b.number_in_trip);
}

/** The trip as the built-in brain reads it: days and numbered stops, each with its city. */
export function summarizeTrip(trip: Trip): TripSummary {
  const cityOf = new Map<number, { id: number | null; name: string }>();
  for (const day of trip.days_of_trip)
    for (const country of day.countries_to_visit)
      for (const city of country.places_to_visit)
        for (const stop of city.places_to_visit)
          cityOf.set(stop.place_to_visit_id, { id: city.id, name: city.name });
  return {
    id: trip.id,
    title: trip.title,
    days: trip.duration_days,
    stops: stopsOf(trip).map((stop) => ({
      id: stop.place_to_visit_id,
      name: stop.name,
      kind: stop.point_type,
      day: stop.day_of_trip,
      position: stop.position,
      numberInTrip: stop.number_in_trip,
      placeId: stop.place_id,
      lat: stop.geo_points.lat,
      lng: stop.geo_points.lng,
      cityId: cityOf.get(stop.place_to_visit_id)?.id ?? null,
      city: cityOf.get(stop.place_to_visit_id)?.name ?? null,
    })),
  };
}
