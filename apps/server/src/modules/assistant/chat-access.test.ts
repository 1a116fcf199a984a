import { chatSocketPaths, tripMembersPaths } from '@ai-map/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registerUser, tokenHeader } from '../../test-support/api';
import { createTestApp, listenForSockets } from '../../test-support/test-app';
import { addParticipant, insertTrip, userIdOf } from '../planner/plan-together.fixtures';
import { connect } from './chat-socket.fixtures';

describe('the chat socket of a shared trip', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let base = '';
  beforeAll(async () => {
    t = await createTestApp();
    base = await listenForSockets(t.app);
  });
  afterAll(() => t?.close());

  it('asks for each message whether its writer still takes part in the trip', async () => {
    const owner = await registerUser(t.app);
    const friend = await registerUser(t.app);
    const ownerId = await userIdOf(t, owner.email);
    const friendId = await userIdOf(t, friend.email);
    const { trip, chat } = await insertTrip(t, { userId: ownerId });
    await addParticipant(t, trip.id, friendId, 'editor');
    // Opened while the friend was an editor, who may write.
    const socket = connect(`${base}${chatSocketPaths.chat(chat.id)}?token=${friend.key}`);

    const lowered = await t.app.inject({
      method: 'PATCH',
      url: api(tripMembersPaths.member(trip.id, friendId)),
      headers: tokenHeader(owner.key),
      payload: { role: 'viewer' },
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    await socket.send({
      type: 'chat_message',
      message: 'Plan 2 days in Rome',
      user_location: null,
    });
    await socket.until((events) => events.length === 1);
    expect(socket.events).toEqual([
      { type: 'error', message: 'You can read this chat, but only its editors can write.' },
    ]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: api(tripMembersPaths.member(trip.id, friendId)),
      headers: tokenHeader(owner.key),
    });
    expect(removed.statusCode).toBe(204);
    await socket.send({
      type: 'chat_message',
      message: 'Plan 2 days in Rome',
      user_location: null,
    });
    await socket.until((events) => events.length === 2);
    expect(socket.events[1]).toEqual({
      type: 'error',
      message: 'You no longer take part in this trip.',
    });
    socket.close();
  });
});
