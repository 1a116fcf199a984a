import type { Trip } from '@ai-map/contracts';
import type { IntentOf } from '../brain/intents';
import * as tools from '../tools/toolbox';
import { stopsOf } from '../tools/trip-summary';
import type { Step } from './step';

/**
 * Sights visited under a roof, and sights that are the open air itself (catalogue category
 * slugs, packages/osm categories.ts). Castles, forts, ruins and temples are neither: most are
 * walked around outside but have rooms or halls, so a day's castle is swapped for either. Squares
 * are neither too: a square's record is often a building on it (trav-108 got a shopping centre).
 */
const THEME_CATEGORIES = {
  indoor: [
    'museums',
    'galleries',
    'arts-centres',
    'churches',
    'cathedrals',
    'mosques',
    'synagogues',
    'monasteries',
    'palaces',
    'theatres',
    'aquariums',
  ],
  outdoor: [
    'parks',
    'gardens',
    'botanical-gardens',
    'viewpoints',
    'beaches',
    'nature',
    'nature-reserves',
    'waterfalls',
    'peaks',
    'zoos',
    'theme-parks',
  ],
  // Shops of these kinds and market halls (which the catalogue files as sights too).
  shopping: [
    'markets',
    'marketplaces',
    'shopping-centres',
    'souvenirs-and-gifts',
    'souvenirs',
    'gifts',
    'antiques',
    'arts-and-crafts',
    'fashion-and-accessories',
    'clothing',
  ],
} as const;

/**
 * A shopping day is that and little else ("just shopping and packing", trav-114): every other
 * sight goes once shops are found, and it holds at most this many stops.
 */
const SHOPPING_STOPS = 3;

/** Stops a themed day keeps at least (a day of one museum is no day). */
const MIN_STOPS = 3;

/**
 * "Make day 3 indoor": the day's sights of that kind stay, food and shops stay (a meal is a
 * meal), and the other sights make way for the best places of the kind around the day's stops
 * that the trip does not have yet. Where the catalogue has too few, the rest stays and the reply
 * says so: never an emptied day.
 */
export async function themeDayStep(
  box: tools.Toolbox,
  intent: IntentOf<'theme_day'>,
  trip: Trip | null,
): Promise<Step> {
  if (!trip) {
    return {
      reply: {
        kind: 'clarify',
        question: 'Which trip? Plan one first, for example "3 days in Lisbon".',
      },
    };
  }
  const wanted = new Set<string>(THEME_CATEGORIES[intent.theme]);
  const all = stopsOf(trip);
  const ids = all.flatMap((stop) => (stop.place_id === null ? [] : [stop.place_id]));
  const categories = await tools.categoriesOf(box, ids);
  const shopping = intent.theme === 'shopping';
  // A town visited (trav-114's Teotihuacán) is no shopping; a meal or a shop fits any day.
  const judged = (stop: (typeof all)[number]) =>
    stop.point_type === 'attraction' || (shopping && stop.point_type === 'city');
  const fits = (stop: (typeof all)[number]) =>
    !judged(stop) ||
    (stop.point_type !== 'city' &&
      stop.place_id !== null &&
      (categories.get(stop.place_id) ?? []).some((c) => wanted.has(c)));
  // No day named ("more outdoors please"): the day with the most stops that do not fit.
  const misfitsOn = (d: number) =>
    all.filter((stop) => stop.day_of_trip === d && !fits(stop)).length;
  const chosen =
    intent.day ??
    Array.from({ length: trip.duration_days }, (_, k) => k + 1).sort(
      (a, b) => misfitsOn(b) - misfitsOn(a) || a - b,
    )[0]!;
  const day = all.filter((stop) => stop.day_of_trip === chosen);
  const misfits = day.filter((stop) => !fits(stop));
  const reply = {
    kind: 'themed_day' as const,
    day: chosen,
    theme: intent.theme,
    kept: day.filter(fits).map((stop) => stop.name),
    added: [] as string[],
    removed: [] as string[],
    left: [] as string[],
    moved: [] as { name: string; day: number }[],
  };
  const needed = shopping
    ? Math.max(0, SHOPPING_STOPS - reply.kept.length)
    : Math.max(misfits.length, MIN_STOPS - reply.kept.length);
  if (!needed || !day.length) return { reply };
  // A town out of the city (a day trip) does not pull the search for shops towards it.
  const local = day.filter((stop) => stop.point_type !== 'city');
  const around = local.length ? local : day;
  const centre = {
    lat: around.reduce((sum, stop) => sum + stop.geo_points.lat, 0) / around.length,
    lng: around.reduce((sum, stop) => sum + stop.geo_points.lng, 0) / around.length,
  };
  const inTrip = new Set(all.map((stop) => stop.place_id));
  const picks = (
    await tools.searchPlaces(
      box,
      { type: 'near', lat: centre.lat, lng: centre.lng },
      shopping ? ['shop', 'attraction'] : ['attraction'],
      [...wanted],
      null,
      needed + inTrip.size,
    )
  )
    .filter((place) => !inTrip.has(place.id))
    .slice(0, needed);
  // As many misfits go as places come: the rest of the day stays rather than emptying it; a
  // shopping day with shops found keeps none of its other sights.
  const going = shopping && picks.length ? misfits : misfits.slice(0, picks.length);
  // A town the trip visits (trav-114 had just added Teotihuacán) moves to the lightest other
  // day rather than leaving the trip.
  const others = Array.from({ length: trip.duration_days }, (_, k) => k + 1)
    .filter((d) => d !== chosen)
    .sort(
      (a, b) =>
        all.filter((s) => s.day_of_trip === a).length -
          all.filter((s) => s.day_of_trip === b).length || a - b,
    );
  for (const stop of going) {
    if (stop.point_type === 'city' && others.length) {
      await tools.moveStop(
        box,
        { id: stop.place_to_visit_id, type: stop.point_type },
        { day: others[0]! },
      );
      reply.moved.push({ name: stop.name, day: others[0]! });
    } else await tools.removeStop(box, stop.place_to_visit_id);
  }
  for (const pick of picks)
    await tools.addStop(box, { id: pick.id, type: tools.placeTypeOf[pick.kind] }, chosen);
  reply.added = picks.map((pick) => pick.name);
  reply.removed = going
    .filter((stop) => !reply.moved.some((m) => m.name === stop.name))
    .map((stop) => stop.name);
  reply.left = misfits.filter((stop) => !going.includes(stop)).map((stop) => stop.name);
  if (picks.length) box.effects.boundingBox = tools.boxAround(picks);
  return { reply };
}
