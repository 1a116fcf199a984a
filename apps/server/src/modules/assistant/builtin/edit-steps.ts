import { haversineKm, type Trip } from '@ai-map/contracts';
import type { IntentOf } from '../brain/intents';
import type { PickKind } from '../tools/place-picker.repository';
import * as tools from '../tools/toolbox';
import { stopsOf } from '../tools/trip-summary';
import type { Step } from './step';

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
    await tools.addStop(
      box,
      { id: intent.place.id, type: tools.placeTypeOf[intent.place.kind] },
      day,
    );
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
