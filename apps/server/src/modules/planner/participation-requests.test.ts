import {
  MEDIA_BASE,
  planTogetherMessages as say,
  planTogetherPaths,
  serverMessages,
  type ParticipationRequest,
  type ParticipationRequestPage,
} from '@ai-map/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { api, expectFieldErrors, registerUser, tokenHeader } from '../../test-support/api';
import { createTestApp } from '../../test-support/test-app';
import { contextOf } from '../../test-support/test-context';
import {
  addParticipant,
  insertTrip,
  participantsOf,
  userIdOf,
  versionOf,
} from './plan-together.fixtures';
import { subscribeTripChanges, type TripChange } from './trip-events';

describe('participation requests', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function signedUp(overrides: Record<string, unknown> = {}) {
    const user = await registerUser(t.app, overrides);
    return { ...user, id: await userIdOf(t, user.email) };
  }

  const ask = (tripId: number, payload: unknown, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: api(planTogetherPaths.participationRequests(tripId)),
      headers: key ? tokenHeader(key) : {},
      payload: payload as object,
    });

  const list = (tripId: number, query: string, key?: string) =>
    t.app.inject({
      method: 'GET',
      url: `${api(planTogetherPaths.participationRequests(tripId))}${query}`,
      headers: key ? tokenHeader(key) : {},
    });

  const decide = (tripId: number, requestId: number, action: string, auth: string = '') =>
    t.app.inject({
      method: 'POST',
      url: `${api(planTogetherPaths.participationRequest(tripId, requestId))}${auth.startsWith('?') ? auth : ''}`,
      headers: auth && !auth.startsWith('?') ? tokenHeader(auth) : {},
      payload: { action },
    });

  it('lets a signed-in user ask once to join with a role', async () => {
    const owner = await signedUp();
    const guest = await signedUp({ full_name: 'Grace Hopper' });
    const { trip } = await insertTrip(t, { userId: owner.id }, { isPrivate: true });
    await t.database.db
      .update(users)
      .set({ photo: 'avatars/grace.jpg' })
      .where(eq(users.id, guest.id));

    const changes: TripChange[] = [];
    const stop = await subscribeTripChanges(contextOf(t), trip.id, (c) => changes.push(c));
    const res = await ask(trip.id, { role: 'editor' }, guest.key);
    stop();
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<ParticipationRequest>();
    expect(created).toEqual({
      id: expect.any(Number),
      user: {
        id: guest.id,
        name: 'Grace Hopper',
        username: expect.any(String),
        photo: `${MEDIA_BASE}/avatars/grace.jpg`,
      },
      role: 'editor',
      status: 'pending',
      created_at: expect.any(String),
    });
    expect(JSON.stringify(created)).not.toContain(guest.email);
    expect(changes).toEqual([
      { type: 'participation_requested', tripId: trip.id, version: 0, actorUserId: guest.id },
    ]);

    const twice = await ask(trip.id, { role: 'viewer' }, guest.key);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: say.alreadyRequested, code: 'conflict' });
  });

  it('refuses anonymous callers, people who take part already, bad roles and unknown trips', async () => {
    const owner = await signedUp();
    const viewer = await signedUp();
    const { trip } = await insertTrip(t, { userId: owner.id });
    await addParticipant(t, trip.id, viewer.id, 'viewer');

    const anonymous = await ask(trip.id, { role: 'editor' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().detail).toBe(serverMessages.notAuthenticated);
    for (const who of [owner, viewer]) {
      const res = await ask(trip.id, { role: 'editor' }, who.key);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(say.alreadyParticipant);
    }
    const badRole = await ask(trip.id, { role: 'owner' }, (await signedUp()).key);
    expectFieldErrors(badRole.json(), { role: ['The role is editor or viewer.'] });
    const missing = await ask(trip.id, {}, (await signedUp()).key);
    expectFieldErrors(missing.json(), { role: [serverMessages.fieldRequired] });
    expect((await ask(999_999, { role: 'viewer' }, viewer.key)).statusCode).toBe(404);
  });

  it('shows the pending requests to the owner and editors, three a page', async () => {
    const owner = await signedUp();
    const editor = await signedUp();
    const viewer = await signedUp();
    const { trip } = await insertTrip(t, { userId: owner.id });
    await addParticipant(t, trip.id, editor.id, 'editor');
    await addParticipant(t, trip.id, viewer.id, 'viewer');
    const askers = [];
    for (let i = 0; i < 4; i += 1) {
      const asker = await signedUp();
      expect(
        (await ask(trip.id, { role: i % 2 ? 'viewer' : 'editor' }, asker.key)).statusCode,
      ).toBe(201);
      askers.push(asker);
    }

    const first = await list(trip.id, '?page=1&page_size=3', owner.key);
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json<ParticipationRequestPage>();
    expect(page1.count).toBe(4);
    expect(page1.results.map((r) => [r.user.id, r.role])).toEqual([
      [askers[0]!.id, 'editor'],
      [askers[1]!.id, 'viewer'],
      [askers[2]!.id, 'editor'],
    ]);
    // The spec's page size is the default.
    const page2 = (await list(trip.id, '?page=2', editor.key)).json<ParticipationRequestPage>();
    expect(page2).toMatchObject({ count: 4, results: [{ user: { id: askers[3]!.id } }] });

    for (const key of [viewer.key, askers[0]!.key]) {
      const res = await list(trip.id, '', key);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe(say.notAllowedToSeeRequests);
    }
    expect((await list(trip.id, '')).statusCode).toBe(403);
    expect((await list(trip.id, '?page_size=0', owner.key)).statusCode).toBe(400);
    expect((await list(999_999, '', owner.key)).statusCode).toBe(404);
  });

  it('lets the owner accept a request: the user joins with the role asked for', async () => {
    const owner = await signedUp();
    const guest = await signedUp();
    const { trip } = await insertTrip(t, { userId: owner.id });
    const { id } = (await ask(trip.id, { role: 'editor' }, guest.key)).json<ParticipationRequest>();

    const changes: TripChange[] = [];
    const stop = await subscribeTripChanges(contextOf(t), trip.id, (c) => changes.push(c));
    const res = await decide(trip.id, id, 'accept', owner.key);
    stop();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'accepted', role: 'editor' });
    expect(await participantsOf(t, trip.id)).toEqual({ [owner.id]: 'owner', [guest.id]: 'editor' });
    expect(await versionOf(t, trip.id)).toBe(1);
    expect(changes).toEqual([
      { type: 'participant_added', tripId: trip.id, version: 1, actorUserId: owner.id },
    ]);

    const again = await decide(trip.id, id, 'decline', owner.key);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(say.requestNotPending);
    // The accepted request is listed under its status.
    const accepted = (
      await list(trip.id, '?status=accepted', owner.key)
    ).json<ParticipationRequestPage>();
    expect(accepted.results.map((r) => r.id)).toEqual([id]);
  });

  it('lets an editor or the anonymous owner decline; others may not decide', async () => {
    const owner = await signedUp();
    const editor = await signedUp();
    const guest = await signedUp();
    const other = await signedUp();
    const { trip } = await insertTrip(t, { userId: owner.id });
    await addParticipant(t, trip.id, editor.id, 'editor');
    const { id } = (await ask(trip.id, { role: 'viewer' }, guest.key)).json<ParticipationRequest>();

    const byStranger = await decide(trip.id, id, 'accept', other.key);
    expect(byStranger.statusCode).toBe(403);
    expect(byStranger.json().detail).toBe(say.notAllowedToDecide);
    expect((await decide(trip.id, id, 'maybe', owner.key)).statusCode).toBe(400);
    expect((await decide(trip.id, 999_999, 'accept', owner.key)).statusCode).toBe(404);

    const declined = await decide(trip.id, id, 'decline', editor.key);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ id, status: 'declined' });
    expect(await participantsOf(t, trip.id)).toEqual({
      [owner.id]: 'owner',
      [editor.id]: 'editor',
    });
    expect(await versionOf(t, trip.id)).toBe(0);
    // Declined, the user may ask again.
    expect((await ask(trip.id, { role: 'viewer' }, guest.key)).statusCode).toBe(201);

    // An anonymous trip is managed with its planner access code; a request of another trip
    // cannot be answered through it.
    const { trip: anonymousTrip, accessCode } = await insertTrip(t, { accessCode: true });
    const request = (
      await ask(anonymousTrip.id, { role: 'editor' }, other.key)
    ).json<ParticipationRequest>();
    expect((await decide(anonymousTrip.id, request.id, 'accept')).statusCode).toBe(403);
    expect((await decide(trip.id, request.id, 'accept', owner.key)).statusCode).toBe(404);
    const byCode = await decide(
      anonymousTrip.id,
      request.id,
      'accept',
      `?planner_access_code=${accessCode}`,
    );
    expect(byCode.statusCode, byCode.body).toBe(200);
    expect(await participantsOf(t, anonymousTrip.id)).toEqual({ [other.id]: 'editor' });
  });

  it('lets one of two requests sent at once through', async () => {
    const owner = await signedUp();
    const guest = await signedUp();
    const { trip } = await insertTrip(t, { userId: owner.id });
    const answers = await Promise.all([
      ask(trip.id, { role: 'editor' }, guest.key),
      ask(trip.id, { role: 'viewer' }, guest.key),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect((await list(trip.id, '', owner.key)).json<ParticipationRequestPage>().count).toBe(1);
  });
});
