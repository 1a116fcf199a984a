import {
  CHAT_SOCKET_CLOSE,
  type ChatConversation,
  chatMessagesPath,
  type CurrentPlan,
  planPaths,
  type Trip,
} from '@ai-map/contracts';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, visitorChat } from '../../test-support/api';
import { listenForSockets, type createTestApp } from '../../test-support/test-app';
import { createCatalogueTestApp } from '../places/test-catalogue';
import { stopsOf } from './tools/trip-summary';
import { completes, connect } from './chat-socket.fixtures';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('the chat socket with the built-in brain', () => {
  let t: TestApp;
  let base = '';
  beforeAll(async () => {
    // The test catalogue with its food places (Le Bistrot in Paris).
    t = await createCatalogueTestApp();
    base = await listenForSockets(t.app);
  }, 60_000);
  afterAll(() => t?.close());

  it('plans a trip from a message, stores the conversation, moves the map, then edits the trip', async () => {
    const { code, chat } = await visitorChat(t.app);
    const socket = connect(`${base}/ws/chat/${chat.id}/?planner_access_code=${code}`);
    await socket.send({
      type: 'chat_message',
      message: 'Plan 2 days in Paris with museums and good food',
      user_location: null,
    });
    await socket.until((events) => completes(events).length === 1);

    expect(socket.events[0]).toEqual({ type: 'ai_thinking' });
    const answer = socket.events.find((event) => 'role' in event);
    const [complete] = completes(socket.events);
    expect(complete!.is_changes).toBe(true);
    expect(complete!.message.answer).toBe(answer && 'message' in answer ? answer.message : null);
    expect(complete!.message.answer).toContain('Louvre');
    // The map goes to Paris (48.86 N, 2.35 E).
    const box = complete!.bounding_box!;
    expect(box.top_left.lat).toBeGreaterThan(48.85);
    expect(box.bottom_right.lat).toBeLessThan(48.87);
    expect(box.top_left.lng).toBeLessThan(2.3);
    expect(box.bottom_right.lng).toBeGreaterThan(2.33);

    const read = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `${api(chatMessagesPath(chat.slug))}?planner_access_code=${code}`,
        })
      ).json<ChatConversation>();
    const stored = await read();
    expect(stored.chat.trip).not.toBeNull();
    expect(stored.chat.title).toBe('Plan 2 days in Paris with museums and good food');
    // The answer names the trip it planned and the chat's title: the page reads no chat record.
    expect(complete!.trip_id).toBe(stored.chat.trip);
    expect(complete!.chat_title).toBe(stored.chat.title);
    expect(stored.messages.map((m) => [m.role, m.content.slice(0, 20)])).toEqual([
      ['user', 'Plan 2 days in Paris'],
      ['assistant', complete!.message.answer.slice(0, 20)],
    ]);

    const tripOf = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `${api(`planner/trips/${stored.chat.trip}/`)}?planner_access_code=${code}`,
        })
      ).json<Trip>();
    const trip = await tripOf();
    expect(trip.duration_days).toBe(2);
    const names = stopsOf(trip).map((stop) => stop.name);
    expect(names).toEqual(expect.arrayContaining(['Louvre', 'Le Bistrot']));

    // An edit in words: the first stop of day 2 goes to day 1.
    const firstOfDay2 = stopsOf(trip).find((stop) => stop.day_of_trip === 2)!;
    await socket.send({ type: 'chat_message', message: 'move the first stop of day 2 to day 1' });
    await socket.until((events) => completes(events).length === 2);
    expect(completes(socket.events)[1]!.is_changes).toBe(true);
    expect(completes(socket.events)[1]!.trip_id).toBe(stored.chat.trip);
    const moved = stopsOf(await tripOf()).find((stop) => stop.id === firstOfDay2.id)!;
    expect(moved.day_of_trip).toBe(1);
    expect((await read()).messages).toHaveLength(4);

    // "Put it back" reads what the stored answer of the last edit removed (meta.lastEdit).
    await socket.send({ type: 'chat_message', message: 'remove the Louvre' });
    await socket.until((events) => completes(events).length === 3);
    expect(stopsOf(await tripOf()).map((stop) => stop.name)).not.toContain('Louvre');
    await socket.send({ type: 'chat_message', message: 'actually put it back on day 2' });
    await socket.until((events) => completes(events).length === 4);
    expect(completes(socket.events)[3]!.message.answer).toMatch(/^Louvre is back in the trip/);
    const louvre = stopsOf(await tripOf()).find((stop) => stop.name === 'Louvre');
    expect(louvre?.day_of_trip).toBe(2);
    socket.close();
  });

  it('plans the chat’s trip anew in the old one’s place in the free allowance', async () => {
    const { code, chat } = await visitorChat(t.app);
    const socket = connect(`${base}/ws/chat/${chat.id}/?planner_access_code=${code}`);
    const asVisitor = (path: string) => `${api(path)}?planner_access_code=${code}`;
    const chatNow = async () =>
      (
        await t.app.inject({ method: 'GET', url: asVisitor(chatMessagesPath(chat.slug)) })
      ).json<ChatConversation>().chat;
    const plans = ['Plan 2 days in Paris', 'Plan 3 days in Paris', 'Plan 2 days in Paris'];
    const trips: (number | null)[] = [];
    // The free plan has 3 trips a period: a fourth plan in the chat still goes through.
    for (const [index, message] of [...plans, 'Plan 3 days in Paris with museums'].entries()) {
      await socket.send({ type: 'chat_message', message, user_location: null });
      await socket.until((events) => completes(events).length === index + 1);
      expect(completes(socket.events)[index]!.is_changes).toBe(true);
      const now = await chatNow();
      trips.push(now.trip);
      // The trip planned in the old one's place, and the chat named after it, come with the
      // answer: the page needs no read of the chat to show them.
      expect(completes(socket.events)[index]).toMatchObject({
        trip_id: now.trip,
        chat_title: now.title,
      });
    }
    expect(new Set(trips).size).toBe(4);
    const left = await t.app.inject({ method: 'GET', url: asVisitor(planPaths.currentPlan) });
    expect(left.json<CurrentPlan>().planner_trips_left).toBe(2);
    // Only the chat's latest trip is left.
    const replaced = await t.app.inject({
      method: 'GET',
      url: asVisitor(`planner/trips/${trips[0]}/`),
    });
    expect(replaced.statusCode).toBe(404);
    socket.close();
  });

  it('answers bad messages with an error event and keeps the socket open', async () => {
    const { code, chat } = await visitorChat(t.app);
    const socket = connect(`${base}/ws/chat/${chat.id}/?planner_access_code=${code}`);
    await socket.send('not json');
    await socket.send({ type: 'chat_message', message: '   ' });
    await socket.send({ type: 'chat_message', message: 'x'.repeat(4001) });
    await socket.send({ type: 'dance' });
    await socket.send({ type: 'chat_message', message: 'Paris\u0000 in May' });
    await socket.until((events) => events.length === 5);
    expect(socket.events).toEqual([
      { type: 'error', message: 'The message is not valid JSON.' },
      { type: 'error', message: 'The message is empty.' },
      { type: 'error', message: 'A message can be at most 4000 characters.' },
      { type: 'error', message: 'Unknown message type: send chat_message.' },
      { type: 'error', message: 'The message must not contain control characters.' },
    ]);
    await socket.send({ type: 'chat_message', message: 'hello' });
    await socket.until((events) => completes(events).length === 1);
    expect(completes(socket.events)[0]).toMatchObject({
      is_changes: false,
      // A chat with no trip says so; it is named after its first message.
      trip_id: null,
      chat_title: 'hello',
    });
    // Refused frames were not stored; the greeting and its answer were.
    const stored = await t.app.inject({
      method: 'GET',
      url: `${api(chatMessagesPath(chat.slug))}?planner_access_code=${code}`,
    });
    expect(stored.json<ChatConversation>().messages.map((m) => m.role)).toEqual([
      'user',
      'assistant',
    ]);
    socket.close();
  });

  it('closes the socket of an unknown chat, or of a chat that is not the caller’s', async () => {
    const unknown = connect(`${base}/ws/chat/999999/`);
    expect((await unknown.closed).code).toBe(CHAT_SOCKET_CLOSE.unknownChat);
    const { chat } = await visitorChat(t.app);
    const stranger = connect(`${base}/ws/chat/${chat.id}/`);
    expect((await stranger.closed).code).toBe(CHAT_SOCKET_CLOSE.unknownChat);
    const badToken = connect(`${base}/ws/chat/${chat.id}/?token=nope`);
    expect((await badToken.closed).code).toBe(CHAT_SOCKET_CLOSE.unknownChat);
  });

  it('answers bad voice frames with error events and keeps listening', async () => {
    const { code, chat } = await visitorChat(t.app);
    const socket = connect(`${base}/ws/stt_answer/${chat.id}/?planner_access_code=${code}`);
    await socket.send({ type: 'audio_chunk', data: 'not base64!' });
    await socket.send({ type: 'chat_message', message: 'hi' });
    await socket.send({ type: 'audio_chunk', data: Buffer.from('RIFF junk').toString('base64') });
    await socket.until((events) => events.length === 3);
    expect(socket.events.slice(0, 2)).toEqual([
      { type: 'error', message: 'The audio data is not valid base64.' },
      { type: 'error', message: 'Unknown message type: send audio_chunk.' },
    ]);
    expect(socket.events[2]).toMatchObject({ type: 'error' });
    socket.close();
  });

  it('hears a spoken request (espeak-ng → pocketsphinx), sends the transcript and answers it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'ai-map-voice-'));
    const file = path.join(dir, 'request.wav');
    // The voice and speed pocketsphinx understands best (see voice/pocketsphinx-transcriber.test.ts).
    await promisify(execFile)('espeak-ng', [
      '-v',
      'en-us+klatt2',
      '-s',
      '150',
      '-w',
      file,
      'three days in paris',
    ]);
    const wav = await readFile(file);
    await rm(dir, { recursive: true, force: true });

    const { code, chat } = await visitorChat(t.app);
    const socket = connect(`${base}/ws/stt_answer/${chat.id}/?planner_access_code=${code}`);
    // A WAV file split in two is not two WAV files: send it whole, then an empty final chunk.
    await socket.send({ type: 'audio_chunk', data: wav.toString('base64') });
    await socket.send({ type: 'audio_chunk', data: '', final: true });
    await socket.until((events) => completes(events).length === 1, 60_000);
    const heard = socket.events.find(
      (event) => 'type' in event && event.type === 'realtime_transcription',
    );
    expect(heard).toEqual({ type: 'realtime_transcription', text: 'three days in paris' });
    const [complete] = completes(socket.events);
    expect(complete!.is_changes).toBe(true);
    expect(complete!.message.answer).toMatch(/Paris/);
    socket.close();
  }, 90_000);
});
