import { inArray } from 'drizzle-orm';
import type { AppContext } from '../src/app-context';
import { cities, countries, places } from '../src/db/schema';
import { findChatById } from '../src/modules/assistant/chat-messages.repository';
import { createToolbox, readTrip } from '../src/modules/assistant/tools/toolbox';
import { stopsOf } from '../src/modules/assistant/tools/trip-summary';
import type { ChatRow } from '../src/modules/planner/trip-chats.repository';
import { getBudget } from '../src/modules/planner/trips.service';
import type { TripFacts } from './judge-reply';

/**
 * The chat's trip as the judge reads it (judge-reply.ts): each stop with its type, country and
 * city from the catalogue, and the Trip tab's budget.
 */
export function tripFactsReader(ctx: AppContext) {
  const db = ctx.db;
  return async function tripFacts(
    chatId: number,
    viewer: { userId: null; accessCode: string },
  ): Promise<{ chat: ChatRow | undefined; facts: TripFacts | null }> {
    const chat = await findChatById(db, chatId);
    if (!chat || chat.tripId === null) return { chat, facts: null };
    const trip = await readTrip(createToolbox(ctx, chat, viewer));
    if (!trip) return { chat, facts: null };
    const stops = stopsOf(trip);
    // A city stop's place_id is a city's id: read from the cities table (trav-114's Teotihuacán
    // was checked as the place of the same id, in GB).
    const ids = stops.flatMap((s) =>
      s.place_id === null || s.point_type === 'city' ? [] : [s.place_id],
    );
    const cityStopIds = stops.flatMap((s) =>
      s.place_id !== null && s.point_type === 'city' ? [s.place_id] : [],
    );
    const cityRows = cityStopIds.length
      ? (
          await db
            .select({ id: cities.id, countryId: cities.countryId })
            .from(cities)
            .where(inArray(cities.id, cityStopIds))
        ).map((r) => ({ ...r, type: 'city', cityId: r.id }))
      : [];
    const placeRows = ids.length
      ? await db
          .select({
            id: places.id,
            type: places.type,
            countryId: places.countryId,
            cityId: places.cityId,
          })
          .from(places)
          .where(inArray(places.id, ids))
      : [];
    const rows = [...placeRows, ...cityRows];
    const byId = new Map([
      ...placeRows.map((r) => [`place:${r.id}`, r] as const),
      ...cityRows.map((r) => [`city:${r.id}`, r] as const),
    ]);
    const countryIds = [
      ...new Set(rows.flatMap((r) => (r.countryId === null ? [] : [r.countryId]))),
    ];
    const cityIds = [...new Set(rows.flatMap((r) => (r.cityId === null ? [] : [r.cityId])))];
    const isoOf = new Map(
      countryIds.length
        ? (
            await db
              .select({ id: countries.id, iso2: countries.iso2 })
              .from(countries)
              .where(inArray(countries.id, countryIds))
          ).map((r) => [r.id, r.iso2])
        : [],
    );
    const cityOf = new Map(
      cityIds.length
        ? (
            await db
              .select({ id: cities.id, name: cities.name })
              .from(cities)
              .where(inArray(cities.id, cityIds))
          ).map((r) => [r.id, r.name])
        : [],
    );
    const budget = await getBudget(ctx, viewer, trip.id);
    const facts: TripFacts = {
      days: trip.duration_days,
      budget: {
        total: budget.total,
        parts: [budget.accommodation, budget.food, budget.transport, budget.attractions],
      },
      stops: stops.map((s) => {
        const row =
          s.place_id === null
            ? undefined
            : byId.get(`${s.point_type === 'city' ? 'city' : 'place'}:${s.place_id}`);
        return {
          name: s.name,
          day: s.day_of_trip,
          type: row?.type ?? null,
          iso2: row?.countryId ? (isoOf.get(row.countryId) ?? null) : null,
          city: row?.cityId ? (cityOf.get(row.cityId) ?? null) : null,
          lat: s.geo_points.lat,
          lng: s.geo_points.lng,
          transport: s.next_point_transport_type,
          placeId: s.place_id,
        };
      }),
    };
    return { chat, facts };
  };
}
