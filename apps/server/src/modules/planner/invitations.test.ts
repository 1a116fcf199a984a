import {
  limitMessages,
  messages,
  planTogetherMessages as say,
  planTogetherPaths,
  serverMessages,
} from '@ai-map/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripInvitations } from '../../db/schema';
import {
  api,
  expectFieldErrors,
  registerUser,
  tokenHeader,
  uniqueEmail,
} from '../../test-support/api';
import { buyWithSandbox, dayPassSelection } from '../../test-support/checkout';
import { createTestApp } from '../../test-support/test-app';
import { contextOf } from '../../test-support/test-context';
import { startTestSmtp } from '../../test-support/test-smtp';
import {
  addParticipant,
  insertTrip,
  participantsOf,
  userIdOf,
  versionOf,
} from './plan-together.fixtures';
import { subscribeTripChanges, type TripChange } from './trip-events';

describe('trip invitations', () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    smtpRunning = true;
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  let smtpRunning = false;
  afterAll(async () => {
    await t?.close();
    if (smtpRunning) await smtp.close();
  });

  async function signedUp() {
    const user = await registerUser(t.app);
    return { ...user, id: await userIdOf(t, user.email) };
  }

  const invite = (chat: number | string, payload: unknown, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: api(planTogetherPaths.invite(chat)),
      headers: key ? tokenHeader(key) : {},
      payload: payload as object,
    });

  const accept = (tripId: number, token: string, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: api(planTogetherPaths.acceptInvitation(tripId)),
      headers: key ? tokenHeader(key) : {},
      payload: { token },
    });

  /** The token of the join link in the last invitation mailed to `to`. */
  async function mailedToken(to: string, slug: string) {
    const mail = await smtp.waitFor(to);
    const link = new RegExp(`http://app\\.test/chat/${slug}\\?invite=([0-9a-f]{40})`).exec(
      mail.body,
    );
    expect(link, mail.body).not.toBeNull();
    return { mail, token: link![1]! };
  }

  it('mails the invitee a link that makes them an editor of the trip', async () => {
    const owner = await signedUp();
    const { trip, chat } = await insertTrip(t, { userId: owner.id }, { title: 'Lisbon weekend' });
    const friendEmail = uniqueEmail('friend');

    const res = await invite(chat.id, { emails: [`  ${friendEmail.toUpperCase()} `] }, owner.key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: 'Invitation sent successfully', emails: [friendEmail] });

    const { mail, token } = await mailedToken(friendEmail, chat.slug);
    expect(mail.subject).toContain('invites you to plan a trip');
    expect(mail.body).toContain('Lisbon weekend');
    // Only a hash of the token is stored.
    const [stored] = await t.database.db
      .select()
      .from(tripInvitations)
      .where(eq(tripInvitations.tripId, trip.id));
    expect(stored).toMatchObject({ email: friendEmail, role: 'editor', invitedBy: owner.id });
    expect(stored!.tokenHash).not.toContain(token);

    const friend = await signedUp();
    const changes: TripChange[] = [];
    const stop = await subscribeTripChanges(contextOf(t), trip.id, (c) => changes.push(c));
    const accepted = await accept(trip.id, token, friend.key);
    stop();
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({
      detail: say.invitationAccepted,
      trip_id: trip.id,
      role: 'editor',
    });
    expect(await participantsOf(t, trip.id)).toEqual({
      [owner.id]: 'owner',
      [friend.id]: 'editor',
    });
    expect(await versionOf(t, trip.id)).toBe(1);
    expect(changes).toEqual([
      { type: 'participant_added', tripId: trip.id, version: 1, actorUserId: friend.id },
    ]);

    const again = await accept(trip.id, token, (await signedUp()).key);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: say.invitationUsed, code: 'conflict' });
  });

  it('checks the addresses with the messages of the invitation modal', async () => {
    const owner = await signedUp();
    const { chat } = await insertTrip(t, { userId: owner.id });
    const cases: [unknown, string][] = [
      [{ emails: ['friend@example.com', 'not an email'] }, messages.invalidEmail],
      [{ emails: ['no-dot@example'] }, messages.invalidEmail],
      [{ emails: ['Same@Example.com', 'same@example.com'] }, messages.duplicateEmail],
      [{ emails: [] }, messages.noFriendsToInvite],
      [{}, serverMessages.fieldRequired],
      [{ emails: Array.from({ length: 51 }, (_, i) => `f${i}@example.com`) }, say.tooManyEmails],
    ];
    for (const [payload, message] of cases) {
      const res = await invite(chat.id, payload, owner.key);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expectFieldErrors(res.json(), { emails: [message] });
    }
    const badRole = await invite(chat.id, { emails: ['a@example.com'], role: 'owner' }, owner.key);
    expect(badRole.statusCode).toBe(400);
    expect(smtp.received.filter((m) => m.to.includes('a@example.com'))).toEqual([]);
  });

  it('lets only the owner and editors invite', async () => {
    const owner = await signedUp();
    const editor = await signedUp();
    const viewer = await signedUp();
    const stranger = await signedUp();
    const { trip, chat } = await insertTrip(t, { userId: owner.id });
    await addParticipant(t, trip.id, editor.id, 'editor');
    await addParticipant(t, trip.id, viewer.id, 'viewer');
    const payload = () => ({ emails: [uniqueEmail('guest')] });

    const anonymous = await invite(chat.id, payload());
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().detail).toBe(serverMessages.notAuthenticated);
    for (const who of [viewer, stranger]) {
      const res = await invite(chat.id, payload(), who.key);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: say.notAllowedToInvite, code: 'permission_denied' });
    }
    const missing = await invite(999_999, payload(), owner.key);
    expect(missing.statusCode).toBe(404);

    // An editor invites too, and the chat may be named by its slug.
    const guest = uniqueEmail('guest');
    const byEditor = await invite(chat.slug, { emails: [guest], role: 'viewer' }, editor.key);
    expect(byEditor.statusCode, byEditor.body).toBe(200);
    const { token } = await mailedToken(guest, chat.slug);
    const joined = await accept(trip.id, token, stranger.key);
    expect(joined.json().role).toBe('viewer');
  });

  it("holds to the plan's friends limit per trip", async () => {
    const owner = await signedUp();
    const { trip, chat } = await insertTrip(t, { userId: owner.id });
    const [first, second] = [uniqueEmail('one'), uniqueEmail('two')];

    const overLimit = await invite(chat.id, { emails: [first, second] }, owner.key);
    expect(overLimit.statusCode).toBe(403);
    expect(overLimit.json().detail).toBe(limitMessages.friends(1));
    expect(
      await t.database.db.select().from(tripInvitations).where(eq(tripInvitations.tripId, trip.id)),
    ).toEqual([]);

    expect((await invite(chat.id, { emails: [first] }, owner.key)).statusCode).toBe(200);
    // Inviting the same friend again is free; a second friend is not.
    expect((await invite(chat.id, { emails: [first] }, owner.key)).statusCode).toBe(200);
    expect((await invite(chat.id, { emails: [second] }, owner.key)).statusCode).toBe(403);

    // A paid plan has room for more friends: each gets a link of their own.
    await buyWithSandbox(t.app, owner.key, await dayPassSelection(t.app, 1));
    const more = [second, uniqueEmail('three')];
    expect((await invite(chat.id, { emails: more }, owner.key)).statusCode).toBe(200);
    const tokens = await Promise.all(
      more.map(async (e) => (await mailedToken(e, chat.slug)).token),
    );
    expect(new Set(tokens).size).toBe(2);
  });

  it('refuses unknown, foreign and expired tokens and anonymous callers', async () => {
    const owner = await signedUp();
    const user = await signedUp();
    const { trip, chat } = await insertTrip(t, { userId: owner.id });
    const { trip: otherTrip } = await insertTrip(t, { userId: owner.id });
    const email = uniqueEmail('late');
    await invite(chat.id, { emails: [email] }, owner.key);
    const { token } = await mailedToken(email, chat.slug);

    expect((await accept(trip.id, token)).statusCode).toBe(401);
    const unknown = await accept(trip.id, 'f'.repeat(40), user.key);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(say.invitationInvalid);
    const foreign = await accept(otherTrip.id, token, user.key);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe(say.invitationOtherTrip);

    await t.database.db
      .update(tripInvitations)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(tripInvitations.tripId, trip.id));
    const expired = await accept(trip.id, token, user.key);
    expect(expired.statusCode).toBe(404);
    expect(await participantsOf(t, trip.id)).toEqual({ [owner.id]: 'owner' });
  });

  it('keeps the owner an owner and never lowers an editor to viewer', async () => {
    const owner = await signedUp();
    const editor = await signedUp();
    const { trip, chat } = await insertTrip(t, { userId: owner.id });
    await addParticipant(t, trip.id, editor.id, 'editor');
    const [toOwner, toEditor] = [uniqueEmail('self'), uniqueEmail('ed')];
    await buyWithSandbox(t.app, owner.key, await dayPassSelection(t.app, 1));
    const res = await invite(chat.id, { emails: [toOwner, toEditor], role: 'viewer' }, owner.key);
    expect(res.statusCode, res.body).toBe(200);

    const self = await accept(trip.id, (await mailedToken(toOwner, chat.slug)).token, owner.key);
    expect(self.json().role).toBe('owner');
    const ed = await accept(trip.id, (await mailedToken(toEditor, chat.slug)).token, editor.key);
    expect(ed.json().role).toBe('editor');
    expect(await participantsOf(t, trip.id)).toEqual({
      [owner.id]: 'owner',
      [editor.id]: 'editor',
    });
    expect(await versionOf(t, trip.id)).toBe(0);
  });

  // Last: it stops the mail server.
  it('answers 503 when the mail cannot be sent, keeping the invitation for a retry', async () => {
    const owner = await signedUp();
    const { trip, chat } = await insertTrip(t, { userId: owner.id });
    await smtp.close();
    smtpRunning = false;
    const res = await invite(chat.id, { emails: [uniqueEmail('lost')] }, owner.key);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: say.mailFailed, code: 'service_unavailable' });
    expect(
      await t.database.db.select().from(tripInvitations).where(eq(tripInvitations.tripId, trip.id)),
    ).toHaveLength(1);
  });
});
