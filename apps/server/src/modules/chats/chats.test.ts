import { apiPaths, chatMessages, chatPaths, plannerPaths, type Trip } from '@ai-map/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, tripParticipants, trips } from '../../db/schema';
import { api, registerUser, tokenHeader } from '../../test-support/api';
import { createTestApp } from '../../test-support/test-app';

describe('travel-chat chats API', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let paris = 0;
  beforeAll(async () => {
    t = await createTestApp({ catalogue: true });
    paris = (
      await t.database.db.select({ id: cities.id }).from(cities).where(eq(cities.name, 'Paris'))
    )[0]!.id;
  });
  afterAll(() => t?.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    key?: string,
    payload?: object,
    code?: string,
  ) =>
    t.app.inject({
      method,
      url: api(path) + (code ? `?planner_access_code=${code}` : ''),
      payload,
      headers: key ? tokenHeader(key) : {},
    });

  it('opens an empty chat and plans its trip in it', async () => {
    const { key } = await registerUser(t.app);
    const created = await call('POST', chatPaths.chats, key);
    expect(created.statusCode).toBe(201);
    const chat = created.json<{ id: number; slug: string; trip: number | null; title: string }>();
    expect(chat).toEqual({
      id: expect.any(Number),
      slug: expect.any(String),
      title: '',
      trip: null,
    });

    const planned = await call('POST', plannerPaths.trips, key, {
      duration_days: 1,
      initial_places_to_visit: [{ place_id: paris, place_type: 'city' }],
      chat: chat.slug,
    });
    expect(planned.statusCode, planned.body).toBe(201);
    const trip = planned.json<Trip>();
    expect(trip.chat_slug).toBe(chat.slug);
    const history = (await call('GET', chatPaths.chats, key)).json();
    expect(history).toEqual([
      expect.objectContaining({ slug: chat.slug, trip: trip.id, title: trip.title, message: '' }),
    ]);
    // A chat holds one trip.
    const again = await call('POST', plannerPaths.trips, key, {
      duration_days: 1,
      initial_places_to_visit: [{ place_id: paris, place_type: 'city' }],
      chat: chat.slug,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toHaveProperty('chat');
  });

  it('renames a chat and its trip; only the owner deletes, and the trip goes with it', async () => {
    const owner = await registerUser(t.app);
    const editor = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const trip = (
      await call('POST', plannerPaths.trips, owner.key, {
        duration_days: 1,
        initial_places_to_visit: [{ place_id: paris, place_type: 'city' }],
      })
    ).json<Trip>();
    const slug = trip.chat_slug!;
    const editorId = (await call('GET', apiPaths.profile, editor.key)).json<{ id: number }>().id;
    await t.database.db
      .insert(tripParticipants)
      .values({ tripId: trip.id, userId: editorId, role: 'editor' });

    const renamed = await call('PATCH', chatPaths.chat(slug), owner.key, {
      title: '  Paris weekend ',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ slug, title: 'Paris weekend', trip: trip.id });
    const [row] = await t.database.db.select().from(trips).where(eq(trips.id, trip.id));
    expect(row!.title).toBe('Paris weekend');
    expect((await call('PATCH', chatPaths.chat(slug), owner.key, { title: '  ' })).statusCode).toBe(
      400,
    );

    expect((await call('DELETE', chatPaths.chat(slug), stranger.key)).statusCode).toBe(404);
    const byEditor = await call('DELETE', chatPaths.chat(slug), editor.key);
    expect(byEditor.statusCode).toBe(403);
    expect(byEditor.json().detail).toBe(chatMessages.deleteNotAllowed);
    expect((await call('DELETE', chatPaths.chat(slug))).statusCode).toBe(404);

    expect((await call('DELETE', chatPaths.chat(slug), owner.key)).statusCode).toBe(204);
    expect((await call('GET', plannerPaths.trip(trip.id), owner.key)).statusCode).toBe(404);
    expect((await call('GET', chatPaths.chats, owner.key)).json()).toEqual([]);
    expect((await call('DELETE', chatPaths.chat(slug), owner.key)).statusCode).toBe(404);
  });

  it('keeps anonymous chats under the access code and wants one', async () => {
    expect((await call('POST', chatPaths.chats)).statusCode).toBe(401);
    expect(
      (await call('POST', chatPaths.chats, undefined, undefined, 'e'.repeat(40))).statusCode,
    ).toBe(401);
    expect((await call('GET', chatPaths.chats)).json()).toEqual([]);
    const code = (await call('GET', apiPaths.plannerAccessCode)).json<{
      planner_access_code: string;
    }>().planner_access_code;
    const chat = (await call('POST', chatPaths.chats, undefined, undefined, code)).json<{
      slug: string;
    }>();
    const history = (await call('GET', chatPaths.chats, undefined, undefined, code)).json();
    expect(history).toEqual([expect.objectContaining({ slug: chat.slug })]);
    const { key } = await registerUser(t.app);
    expect((await call('GET', chatPaths.chats, key)).json()).toEqual([]);
    expect(
      (await call('PATCH', chatPaths.chat(chat.slug), key, { title: 'Mine' })).statusCode,
    ).toBe(404);
  });
});
