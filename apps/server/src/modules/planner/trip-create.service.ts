import {
  DEFAULT_TRANSPORT_TYPE,
  MAX_PLACES_PER_TRIP,
  plannerMessages,
  serverMessages,
  type CreateTripBody,
  type Trip,
} from '@ai-map/contracts';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import * as chatsRepo from './trip-chats.repository';
import { newChatSlug } from './chat-slug';
import { consumePlannerTrip, replacePlannerTrip } from '../plans/limits.service';
import type { LimitSubject } from '../plans/usage.repository';
import { type TripAccess, type Viewer } from './trip-access';
import { publishTripChange } from './trip-events';
import { planStops } from './trip-legs';
import * as repo from './trips.repository';
import type { CatalogKind, CatalogPlace, TripRow } from './trips.repository';
import { requestCityAreas } from '../live-places/live-area-queue';
import { present } from './trip-read.service';

/** Planning a trip: from chosen places or from countries, or empty for an import. */

/** How many catalogue places a day planned from countries gets. */
const PLACES_PER_DAY = 4;

// ---- Creating ----------------------------------------------------------------------------------

/** The catalogue objects of `initial_places_to_visit`, in the given order; 404 for an unknown one. */
async function resolvePlaces(
  db: Database,
  refs: readonly { place_id: number; place_type: CatalogKind }[],
): Promise<CatalogPlace[]> {
  const unique = [
    ...new Map(refs.map((r) => [`${r.place_type}:${r.place_id}`, r] as const)).values(),
  ];
  if (unique.length > MAX_PLACES_PER_TRIP) {
    throw new HttpError(400, 'invalid', plannerMessages.placeLimitReached);
  }
  const found = new Map<string, CatalogPlace>();
  for (const kind of ['attraction', 'shop', 'food_and_drinks', 'city'] as const) {
    const ids = unique.filter((r) => r.place_type === kind).map((r) => r.place_id);
    for (const p of await repo.findCatalogPlaces(db, kind, ids)) found.set(`${kind}:${p.id}`, p);
  }
  return unique.map((r) => {
    const place = found.get(`${r.place_type}:${r.place_id}`);
    if (!place) throw notFound(plannerMessages.placeNotFound);
    return place;
  });
}

/**
 * The places of a trip planned from countries: per country its best attractions, topped up
 * with its best cities when it has too few, about PLACES_PER_DAY a day in all.
 */
async function pickPlaces(db: Database, countryIds: readonly number[], days: number) {
  const unique = [...new Set(countryIds)];
  const known = await repo.findCountries(db, unique);
  if (known.length !== unique.length) throw notFound(plannerMessages.unknownCountries);
  const total = Math.min(MAX_PLACES_PER_TRIP, Math.max(unique.length, days * PLACES_PER_DAY));
  const perCountry = Math.max(1, Math.floor(total / unique.length));
  const picked: CatalogPlace[] = [];
  for (const countryId of unique) {
    const attractions = await repo.topAttractions(db, countryId, perCountry);
    const cities =
      attractions.length < perCountry
        ? await repo.topCities(db, countryId, perCountry - attractions.length)
        : [];
    picked.push(...attractions, ...cities);
  }
  if (picked.length === 0) throw notFound(plannerMessages.nothingToPlan);
  return picked;
}

/**
 * A trip without a title is named after where it goes: the countries asked for, else the (at
 * most two) cities with the most stops ("3 days in Tokyo", never "3 days in Meiji Shrine"),
 * else its first place.
 */
async function defaultTitle(
  db: Database,
  places: readonly CatalogPlace[],
  countryNames: string[],
  days: number,
) {
  const stops = new Map<number, number>();
  for (const place of places)
    if (place.cityId !== null) stops.set(place.cityId, (stops.get(place.cityId) ?? 0) + 1);
  const busiest = [...stops].sort((a, b) => b[1] - a[1]).slice(0, 2);
  const cities = countryNames.length
    ? []
    : await repo.cityDetails(
        db,
        busiest.map(([id]) => id),
      );
  const cityNames = busiest.flatMap(
    ([id]) => cities.find((c) => c.city.id === id)?.city.name ?? [],
  );
  const where = countryNames.length
    ? countryNames.join(', ')
    : cityNames.length
      ? cityNames.join(' and ')
      : (places[0]?.name ?? 'my trip');
  return `${days} ${days === 1 ? 'day' : 'days'} in ${where}`;
}

/**
 * Plans a trip (`POST planner/trips/`). The places are split into days and ordered by the
 * itinerary engine (or kept in the given order on day 1 without `divide_by_days`); the trip,
 * its stops, its owner, its chat and the plan's trip count are written in one transaction.
 */
export async function createTrip(
  ctx: AppContext,
  viewer: Viewer,
  subject: LimitSubject | null,
  body: CreateTripBody,
  /**
   * `replacing`: the caller's trip this one is planned to replace (it takes that trip's
   * allowance); `anchors`: the order of areas the assistant was asked for (ItineraryInput).
   */
  options: {
    replacing?: number;
    anchors?: { lat: number; lng: number }[];
    /** Days for each anchor's area, when the traveller gave them (ItineraryInput.stays). */
    stays?: number[];
  } = {},
): Promise<Trip> {
  if (!subject) {
    throw new HttpError(401, 'not_authenticated', serverMessages.notAuthenticated);
  }
  const places = body.initial_places_to_visit
    ? await resolvePlaces(ctx.db, body.initial_places_to_visit)
    : await pickPlaces(ctx.db, body.countries ?? [], body.duration_days);
  const countryNames = body.countries
    ? (await repo.findCountries(ctx.db, body.countries)).map((c) => c.name)
    : [];
  const title =
    body.title || (await defaultTitle(ctx.db, places, countryNames, body.duration_days));
  const start = body.start_point ?? null;
  const end = body.end_point ?? null;
  const plan = await planStops(ctx, {
    days: body.duration_days,
    divideByDays: body.divide_by_days,
    places,
    start,
    end,
    ...(options.anchors ? { anchors: options.anchors } : {}),
    ...(options.stays ? { stays: options.stays } : {}),
  });

  const created = await ctx.db.transaction(async (tx) => {
    const trip = await repo.insertTrip(tx, {
      title,
      ownerUserId: viewer.userId,
      plannerAccessCode: viewer.userId === null ? viewer.accessCode : null,
      durationDays: body.duration_days,
      startName: start?.name ?? null,
      startLat: start?.lat ?? null,
      startLng: start?.lng ?? null,
      endName: end?.name ?? null,
      endLat: end?.lat ?? null,
      endLng: end?.lng ?? null,
      startTransportType: plan.startLeg?.transport ?? DEFAULT_TRANSPORT_TYPE,
      startTimeMin: plan.startLeg?.minutes ?? null,
      startGeoRoute: plan.startLeg?.geoRoute ?? null,
      version: 1,
    });
    await repo.insertStops(
      tx,
      plan.stops.map((s, i) => ({
        tripId: trip.id,
        dayOfTrip: s.day,
        numberInTrip: i + 1,
        placeType: s.place.kind,
        placeId: s.place.id,
        name: s.place.name,
        lat: s.place.lat,
        lng: s.place.lng,
        cityId: s.place.cityId,
        countryId: s.place.countryId,
        nextPointTransportType: s.leg?.transport ?? DEFAULT_TRANSPORT_TYPE,
        nextPointTimeMin: s.leg?.minutes ?? null,
        geoRoute: s.leg?.geoRoute ?? null,
      })),
    );
    if (viewer.userId !== null) await repo.insertOwner(tx, trip.id, viewer.userId);
    await linkChat(tx, viewer, trip, body.chat);
    if (options.replacing === undefined) {
      await consumePlannerTrip({ ...ctx, db: tx }, subject, trip.id);
    } else {
      const replaced = { replaced: options.replacing, by: trip.id };
      await replacePlannerTrip({ ...ctx, db: tx }, subject, replaced);
    }
    return trip;
  });
  await publishTripChange(ctx, {
    type: 'trip_created',
    tripId: created.id,
    version: created.version,
    actorUserId: viewer.userId ?? undefined,
  });
  // A trip planned: the places around its cities are fetched in the background.
  requestCityAreas(
    ctx,
    plan.stops.map((s) => s.place.cityId),
  );
  return present(ctx.db, {
    trip: created,
    role: 'owner',
    holdsCode: viewer.userId === null,
  });
}

/** Links the new trip to the caller's chat `slug` (which must have none yet), or opens a chat. */
async function linkChat(db: Database, viewer: Viewer, trip: TripRow, slug: string | undefined) {
  if (slug === undefined) {
    await chatsRepo.insertChat(db, {
      slug: newChatSlug(),
      title: trip.title,
      userId: viewer.userId,
      plannerAccessCode: viewer.userId === null ? viewer.accessCode : null,
      tripId: trip.id,
    });
    return;
  }
  const chat = await chatsRepo.lockChatBySlug(db, slug);
  const mine =
    chat &&
    (viewer.userId !== null
      ? chat.userId === viewer.userId
      : chat.userId === null && chat.plannerAccessCode === viewer.accessCode);
  if (!chat || !mine) throw fieldError({ chat: ['Chat not found.'] });
  if (chat.tripId !== null) throw fieldError({ chat: ['This chat has a trip already.'] });
  await chatsRepo.updateChat(db, chat.id, { tripId: trip.id, title: chat.title || trip.title });
}

/**
 * A trip without stops for an import (`POST planner/trips/import/`): the trip, its owner, its
 * chat and the plan's trip count, inside the caller's transaction `tx`.
 */
export async function insertEmptyTrip(
  ctx: AppContext,
  tx: Database,
  viewer: Viewer,
  subject: LimitSubject | null,
  values: { title: string; durationDays: number },
): Promise<TripAccess> {
  if (!subject) throw new HttpError(401, 'not_authenticated', serverMessages.notAuthenticated);
  const trip = await repo.insertTrip(tx, {
    title: values.title,
    ownerUserId: viewer.userId,
    plannerAccessCode: viewer.userId === null ? viewer.accessCode : null,
    durationDays: values.durationDays,
    version: 1,
  });
  if (viewer.userId !== null) await repo.insertOwner(tx, trip.id, viewer.userId);
  await linkChat(tx, viewer, trip, undefined);
  await consumePlannerTrip({ ...ctx, db: tx }, subject, trip.id);
  return { trip, role: 'owner', holdsCode: viewer.userId === null };
}
