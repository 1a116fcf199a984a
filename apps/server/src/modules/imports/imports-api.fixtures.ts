import { apiPaths, plannerPaths, type Trip } from '@ai-map/contracts';
import { count, eq } from 'drizzle-orm';
import { tripIdeas, tripParticipants, trips, tripStops } from '../../db/schema';
import { api, tokenHeader } from '../../test-support/api';
import { useTestApp } from '../../test-support/test-app';
import { kmlOf } from './imports.fixtures';

/** The shared set-up of the imports API tests (imports-*.test.ts). */

/** A multipart body as a browser's FormData makes it. */
export async function form(
  fields: Record<string, string>,
  file?: { name: string; content: Uint8Array },
) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  if (file) data.append('file', new Blob([file.content]), file.name);
  const res = new Response(data);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type')! },
  };
}

/** Near the test catalogue's Eiffel Tower and Louvre, one misspelt, and two of one's own. */
export const PARIS_KML = kmlOf([
  { name: 'Tour Eiffel / Eiffel Tower', lat: 48.8584, lng: 2.2945, note: 'Sunset' },
  { name: 'The Louvre', lat: 48.8606, lng: 2.3376 },
  { name: 'Grandma’s flat', lat: 48.87, lng: 2.35, note: 'Bring flowers' },
  { name: 'Boulangerie Ŝpécial 面包', lat: 48.8532, lng: 2.3499 },
]);
export const kmlFile = (text = PARIS_KML) => ({
  name: 'Paris.kml',
  content: new TextEncoder().encode(text),
});

/** The app on the test catalogue and the calls the suite shares; call it inside its `describe`. */
export function useImportsApi() {
  const t = useTestApp({ catalogue: true });

  async function post(path: string, key: string | null, body: Awaited<ReturnType<typeof form>>) {
    return t.app.inject({
      method: 'POST',
      url: api(path),
      payload: body.payload,
      headers: { ...body.headers, ...(key ? tokenHeader(key) : {}) },
    });
  }

  /**
   * A trip of `key`'s with one idea ("Seed"), written straight into the database: the free
   * plan's three trips a month would not last the suite.
   */
  async function newTrip(key: string, days = 2): Promise<Trip> {
    const { id: userId } = (
      await t.app.inject({ method: 'GET', url: api(apiPaths.profile), headers: tokenHeader(key) })
    ).json<{ id: number }>();
    const db = t.database.db;
    const [row] = await db
      .insert(trips)
      .values({ title: 'Imports', ownerUserId: userId, durationDays: days, version: 1 })
      .returning();
    await db.insert(tripParticipants).values({ tripId: row!.id, userId, role: 'owner' });
    await db
      .insert(tripIdeas)
      .values({ tripId: row!.id, placeType: 'custom_place', name: 'Seed', lat: 10, lng: 10 });
    return (
      await t.app.inject({
        method: 'GET',
        url: api(plannerPaths.trip(row!.id)),
        headers: tokenHeader(key),
      })
    ).json<Trip>();
  }

  const stopCount = async (tripId: number) =>
    (
      await t.database.db.select({ n: count() }).from(tripStops).where(eq(tripStops.tripId, tripId))
    )[0]!.n;
  const ideaCount = async (tripId: number) =>
    (
      await t.database.db.select({ n: count() }).from(tripIdeas).where(eq(tripIdeas.tripId, tripId))
    )[0]!.n;

  return { t, post, newTrip, stopCount, ideaCount };
}
