import {
  TRIP_SOCKET_CLOSE,
  planTogetherPaths,
  plannerPaths,
  tripMembersMessages as say,
  tripMembersPaths as paths,
  tripSocketPath,
  type SharedTrips,
  type TripMembers,
  type PendingInvitations,
} from '@ai-map/contracts';
import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripInvitations } from '../../db/schema';
import { api, registerUser, tokenHeader } from '../../test-support/api';
import { createTestApp } from '../../test-support/test-app';
import { contextOf } from '../../test-support/test-context';
import { generateKey, hashKey } from '../auth/secret-key';
import {
  addParticipant,
  insertTrip,
  openSocket,
  participantsOf,
  userIdOf,
  versionOf,
} from './plan-together.fixtures';
import { subscribeTripChanges, type TripChange } from './trip-events';

describe("a trip's people", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function signedUp(fullName = 'Ada Lovelace') {
    const user = await registerUser(t.app, { full_name: fullName });
    return { ...user, id: await userIdOf(t, user.email) };
  }

  const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, key?: string, body?: object) =>
    t.app.inject({
      method,
      url: api(url),
      headers: key ? tokenHeader(key) : {},
      ...(body ? { payload: body } : {}),
    });

  /** An owner's trip with an editor and a viewer. */
  async function tripWithPeople(options: { isPrivate?: boolean } = {}) {
    const owner = await signedUp('Maria Silva');
    const editor = await signedUp('Eddie Editor');
    const viewer = await signedUp('Vera Viewer');
    const { trip, chat } = await insertTrip(
      t,
      { userId: owner.id },
      { title: 'Porto', ...options },
    );
    await addParticipant(t, trip.id, editor.id, 'editor');
    await addParticipant(t, trip.id, viewer.id, 'viewer');
    return { owner, editor, viewer, trip, chat };
  }

  /** A mailed invitation as the invite call stores it; returns its id and link token. */
  async function invitation(tripId: number, email: string, invitedBy: number, createdAt?: Date) {
    const token = generateKey();
    const [row] = await t.database.db
      .insert(tripInvitations)
      .values({ tripId, email, role: 'viewer', tokenHash: hashKey(token), invitedBy, createdAt })
      .returning();
    return { id: row!.id, token };
  }

  it('lists the trips shared with a user, with the owner and their role, not their own', async () => {
    const { owner, editor, viewer, trip, chat } = await tripWithPeople();
    await insertTrip(t, { userId: editor.id }, { title: "Eddie's own trip" });

    const forEditor = await call('GET', paths.sharedWithMe, editor.key);
    expect(forEditor.statusCode, forEditor.body).toBe(200);
    expect(forEditor.json<SharedTrips>()).toEqual({
      count: 1,
      results: [
        {
          id: trip.id,
          title: 'Porto',
          chat_slug: chat.slug,
          duration_days: 3,
          start_date: null,
          places_count: 0,
          role: 'editor',
          owner: { id: owner.id, name: 'Maria Silva' },
          updated_at: expect.any(String),
        },
      ],
    });
    const forViewer = (await call('GET', paths.sharedWithMe, viewer.key)).json<SharedTrips>();
    expect(forViewer.results.map((r) => [r.id, r.role])).toEqual([[trip.id, 'viewer']]);
    // The owner's trip is theirs, not shared with them.
    expect((await call('GET', paths.sharedWithMe, owner.key)).json<SharedTrips>()).toEqual({
      count: 0,
      results: [],
    });

    const signedOut = await call('GET', paths.sharedWithMe);
    expect(signedOut.statusCode).toBe(401);
    const badPage = await call('GET', `${paths.sharedWithMe}?page=0`, editor.key);
    expect(badPage.statusCode).toBe(400);
  });

  it('shows members and pending invitations to the owner and editors only', async () => {
    const { owner, editor, viewer, trip } = await tripWithPeople();
    const waiting = await invitation(trip.id, 'friend@example.com', owner.id);
    // Accepted and expired invitations wait for nobody.
    await invitation(trip.id, 'old@example.com', owner.id, new Date(Date.now() - 31 * 86_400_000));
    const used = await invitation(trip.id, 'used@example.com', owner.id);
    await t.database.db
      .update(tripInvitations)
      .set({ acceptedAt: new Date() })
      .where(eq(tripInvitations.id, used.id));

    const members = await call('GET', paths.members(trip.id), editor.key);
    expect(members.statusCode, members.body).toBe(200);
    expect(
      members.json<TripMembers>().results.map((m) => [m.user.id, m.user.name, m.role]),
    ).toEqual([
      [owner.id, 'Maria Silva', 'owner'],
      [editor.id, 'Eddie Editor', 'editor'],
      [viewer.id, 'Vera Viewer', 'viewer'],
    ]);
    const invitations = await call('GET', paths.invitations(trip.id), owner.key);
    expect(invitations.json<PendingInvitations>().results).toEqual([
      {
        id: waiting.id,
        email: 'friend@example.com',
        role: 'viewer',
        invited_by: { id: owner.id, name: 'Maria Silva' },
        created_at: expect.any(String),
        expires_at: expect.any(String),
      },
    ]);

    for (const path of [paths.members(trip.id), paths.invitations(trip.id)]) {
      const byViewer = await call('GET', path, viewer.key);
      expect(byViewer.statusCode).toBe(403);
      expect(byViewer.json()).toMatchObject({ detail: say.notAllowedToSeeMembers });
      expect((await call('GET', path)).statusCode).toBe(403);
    }
    expect((await call('GET', paths.members(999_999), owner.key)).statusCode).toBe(404);
  });

  it('changes a member role, never the owner, and tells the trip socket', async () => {
    const { owner, editor, viewer, trip } = await tripWithPeople();
    const changes: TripChange[] = [];
    const stop = await subscribeTripChanges(contextOf(t), trip.id, (c) => changes.push(c));
    const changed = await call('PATCH', paths.member(trip.id, editor.id), owner.key, {
      role: 'viewer',
    });
    stop();
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ user: { id: editor.id }, role: 'viewer' });
    expect((await participantsOf(t, trip.id))[editor.id]).toBe('viewer');
    expect(changes).toEqual([
      {
        type: 'participant_role_changed',
        payload: { user_id: editor.id },
        tripId: trip.id,
        version: 1,
        actorUserId: owner.id,
      },
    ]);
    // The same role again changes nothing.
    await call('PATCH', paths.member(trip.id, editor.id), owner.key, { role: 'viewer' });
    expect(await versionOf(t, trip.id)).toBe(1);

    const cases: [string, number, object, number, string?][] = [
      // A viewer may not; the former editor is one now.
      [viewer.key, editor.id, { role: 'editor' }, 403, say.notAllowedToChangeMembers],
      [editor.key, viewer.id, { role: 'editor' }, 403, say.notAllowedToChangeMembers],
      [owner.key, owner.id, { role: 'viewer' }, 403, say.ownerStays],
      [owner.key, 999_999, { role: 'viewer' }, 404, say.memberNotFound],
      [owner.key, viewer.id, { role: 'owner' }, 400],
      [owner.key, viewer.id, { role: 'editor', extra: 1 }, 400],
    ];
    for (const [key, userId, body, status, detail] of cases) {
      const res = await call('PATCH', paths.member(trip.id, userId), key, body);
      expect(res.statusCode, `${userId} ${JSON.stringify(body)}`).toBe(status);
      if (detail) expect(res.json()).toMatchObject({ detail });
    }
    const unknownTrip = await call('PATCH', paths.member(999_999, viewer.id), owner.key, {
      role: 'editor',
    });
    expect(unknownTrip.statusCode).toBe(404);
    expect(await participantsOf(t, trip.id)).toEqual({
      [owner.id]: 'owner',
      [editor.id]: 'viewer',
      [viewer.id]: 'viewer',
    });
    // An editor may step down themselves, and hears how it went.
    const second = await signedUp('Second Editor');
    await addParticipant(t, trip.id, second.id, 'editor');
    const own = await call('PATCH', paths.member(trip.id, second.id), second.key, {
      role: 'viewer',
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ user: { id: second.id }, role: 'viewer' });
  });

  it('removes a member: the trip leaves their list, their access and their open socket', async () => {
    const { owner, editor, viewer, trip } = await tripWithPeople({ isPrivate: true });
    const editorMail = editor.email;
    const leftOver = await invitation(trip.id, editorMail, owner.id);
    const port = (t.app.server.address() as AddressInfo).port;
    const socket = openSocket(
      `ws://127.0.0.1:${port}${tripSocketPath(trip.id)}?token=${editor.key}`,
    );
    await socket.next('hello');
    expect((await call('GET', plannerPaths.mapPoints(trip.id), editor.key)).statusCode).toBe(200);

    // Not by a viewer, never the owner, nobody who is not a member.
    const byViewer = await call('DELETE', paths.member(trip.id, editor.id), viewer.key);
    expect(byViewer.statusCode).toBe(403);
    expect(byViewer.json()).toMatchObject({ detail: say.notAllowedToChangeMembers });
    const theOwner = await call('DELETE', paths.member(trip.id, owner.id), editor.key);
    expect(theOwner.statusCode).toBe(403);
    expect(theOwner.json()).toMatchObject({ detail: say.ownerStays });
    expect((await call('DELETE', paths.member(trip.id, 999_999), owner.key)).statusCode).toBe(404);
    expect((await call('DELETE', paths.member(999_999, editor.id), owner.key)).statusCode).toBe(
      404,
    );

    const removed = await call('DELETE', paths.member(trip.id, editor.id), owner.key);
    expect(removed.statusCode, removed.body).toBe(204);
    // They heard of the change, then their socket was closed as a refused one is.
    expect(await socket.next('trip_changed')).toMatchObject({ change_type: 'participant_removed' });
    expect((await socket.closed).code).toBe(TRIP_SOCKET_CLOSE.forbidden);

    expect((await call('GET', paths.sharedWithMe, editor.key)).json<SharedTrips>().count).toBe(0);
    expect((await call('GET', plannerPaths.mapPoints(trip.id), editor.key)).statusCode).toBe(403);
    const edit = await call('PATCH', plannerPaths.trip(trip.id), editor.key, { title: 'Mine' });
    expect(edit.statusCode).toBe(403);
    // An invitation mailed to them earlier no longer lets them back in.
    const back = await t.app.inject({
      method: 'POST',
      url: api(planTogetherPaths.acceptInvitation(trip.id)),
      headers: tokenHeader(editor.key),
      payload: { token: leftOver.token },
    });
    expect(back.statusCode).toBe(404);
    expect(await participantsOf(t, trip.id)).toEqual({
      [owner.id]: 'owner',
      [viewer.id]: 'viewer',
    });
    // Removing them again finds nobody.
    expect((await call('DELETE', paths.member(trip.id, editor.id), owner.key)).statusCode).toBe(
      404,
    );
  });

  it('withdraws a pending invitation, whose link then stops working', async () => {
    const { owner, viewer, trip } = await tripWithPeople();
    const pending = await invitation(trip.id, 'later@example.com', owner.id);
    const other = await insertTrip(t, { userId: owner.id });

    const byViewer = await call('DELETE', paths.invitation(trip.id, pending.id), viewer.key);
    expect(byViewer.statusCode).toBe(403);
    // An invitation of another trip is not found through this one.
    const wrongTrip = await call('DELETE', paths.invitation(other.trip.id, pending.id), owner.key);
    expect(wrongTrip.statusCode).toBe(404);
    expect(wrongTrip.json()).toMatchObject({ detail: say.invitationNotFound });

    const revoked = await call('DELETE', paths.invitation(trip.id, pending.id), owner.key);
    expect(revoked.statusCode, revoked.body).toBe(204);
    expect((await call('GET', paths.invitations(trip.id), owner.key)).json()).toEqual({
      results: [],
    });
    const late = await t.app.inject({
      method: 'POST',
      url: api(planTogetherPaths.acceptInvitation(trip.id)),
      headers: tokenHeader((await signedUp()).key),
      payload: { token: pending.token },
    });
    expect(late.statusCode).toBe(404);
    expect(
      (await call('DELETE', paths.invitation(trip.id, pending.id), owner.key)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', paths.invitation(trip.id, 0), owner.key)).statusCode).toBe(400);
  });
});
