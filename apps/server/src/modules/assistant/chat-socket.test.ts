import {
  CHAT_SOCKET_CLOSE,
  type ChatConversation,
  chatMessages as chatTexts,
  type ChatServerEvent,
  chatMessagesPath,
  type CurrentPlan,
  planPaths,
  type Trip,
} from '@ai-map/contracts';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildApp } from '../../app';
import { api, visitorChat } from '../../test-support/api';
import { createTestApp } from '../../test-support/test-app';
import { contextOf } from '../../test-support/test-context';
import { createCatalogueTestApp } from '../places/test-catalogue';
import { answerInterruptedTurns } from './interrupted-turns';
import { stopsOf } from './tools/trip-summary';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A real client of the listening app, collecting the server's events in order. */
function connect(url: string) {
  const socket = new WebSocket(url);
  const events: ChatServerEvent[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  socket.on('error', () => undefined);
  socket.on('message', (data: Buffer) =>
    events.push(JSON.parse(data.toString()) as ChatServerEvent),
  );
  const opened = new Promise<void>((resolve) => socket.on('open', () => resolve()));
  return {
    events,
    closed,
    send: async (message: unknown) => {
      await opened;
      socket.send(typeof message === 'string' ? message : JSON.stringify(message));
    },
    close: () => socket.close(),
    /** Waits until `count` events have arrived in all. */
    async until(check: (events: ChatServerEvent[]) => boolean, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (!check(events)) {
        if (Date.now() > deadline) throw new Error(`timed out; got ${JSON.stringify(events)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

const completes = (events: ChatServerEvent[]) =>
  events.filter(
    (event): event is Extract<ChatServerEvent, { status: 'complete' }> => 'status' in event,
  );

describe('the chat socket with the built-in brain', () => {
  let t: TestApp;
  let base = '';
  beforeAll(async () => {
    // The test catalogue with its food places (Le Bistrot in Paris).
    t = await createCatalogueTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
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
    const moved = stopsOf(await tripOf()).find((stop) => stop.id === firstOfDay2.id)!;
    expect(moved.day_of_trip).toBe(1);
    expect((await read()).messages).toHaveLength(4);
    socket.close();
  });

  it('plans the chat’s trip anew in the old one’s place in the free allowance', async () => {
    const { code, chat } = await visitorChat(t.app);
    const socket = connect(`${base}/ws/chat/${chat.id}/?planner_access_code=${code}`);
    const asVisitor = (path: string) => `${api(path)}?planner_access_code=${code}`;
    const tripOfChat = async () =>
      (
        await t.app.inject({ method: 'GET', url: asVisitor(chatMessagesPath(chat.slug)) })
      ).json<ChatConversation>().chat.trip;
    const plans = ['Plan 2 days in Paris', 'Plan 3 days in Paris', 'Plan 2 days in Paris'];
    const trips: (number | null)[] = [];
    // The free plan has 3 trips a period: a fourth plan in the chat still goes through.
    for (const [index, message] of [...plans, 'Plan 3 days in Paris with museums'].entries()) {
      await socket.send({ type: 'chat_message', message, user_location: null });
      await socket.until((events) => completes(events).length === index + 1);
      expect(completes(socket.events)[index]!.is_changes).toBe(true);
      trips.push(await tripOfChat());
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
    expect(completes(socket.events)[0]!.is_changes).toBe(false);
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

/** A chat-completions server whose model shows Paris on the map, then says so. */
function scriptedModel() {
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (part: Buffer) => (text += part.toString()));
      request.on('end', () => resolve(text));
    });
  const chunk = (delta: object, finish: string | null = null) =>
    `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  return createServer((request, response) => {
    void read(request).then((raw) => {
      const body = JSON.parse(raw) as { messages: { role: string; content?: string }[] };
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      const result = body.messages.find((message) => message.role === 'tool');
      if (!result) {
        response.write(
          chunk({
            role: 'assistant',
            tool_calls: [
              {
                index: 0,
                id: 'call_1',
                type: 'function',
                function: { name: 'show_on_map', arguments: '{"destination":"Paris"}' },
              },
            ],
          }),
        );
        response.write(chunk({}, 'tool_calls'));
      } else {
        response.write(
          chunk({ role: 'assistant', content: `Here it is: ${String(result.content)}` }),
        );
        response.write(chunk({}, 'stop'));
      }
      response.end('data: [DONE]\n\n');
    });
  });
}

describe('the chat socket with a language model', () => {
  const model = scriptedModel();
  let t: TestApp;
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
    const port = (model.address() as AddressInfo).port;
    t = await createTestApp({
      catalogue: true,
      env: {
        ASSISTANT_PROVIDER: 'openai-compatible',
        ASSISTANT_BASE_URL: `http://127.0.0.1:${port}/v1`,
        ASSISTANT_MODEL: 'scripted',
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => model.close(() => resolve()));
  });

  it('lets the model call the same tools, and moves the map where the tool showed', async () => {
    const { code, chat } = await visitorChat(t.app);
    const socket = connect(`${base}/ws/chat/${chat.id}/?planner_access_code=${code}`);
    await socket.send({ type: 'chat_message', message: 'Show me Paris' });
    await socket.until((events) => completes(events).length === 1);
    const [complete] = completes(socket.events);
    expect(complete!.message.answer).toBe('Here it is: {"shown":"Paris"}');
    expect(complete!.is_changes).toBe(false);
    expect(complete!.bounding_box!.top_left.lat).toBeGreaterThan(48.85);
    socket.close();
  });
});

/**
 * A chat-completions server that holds its first request (the turn hangs) until `release`, and
 * answers every other one at once with plain text.
 */
function hangingModel() {
  let held: ServerResponse | null = null;
  let requests = 0;
  const answer = (response: ServerResponse, text: string) => {
    const chunk = (delta: object, finish: string | null = null) =>
      `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write(chunk({ role: 'assistant', content: text }));
    response.write(chunk({}, 'stop'));
    response.end('data: [DONE]\n\n');
  };
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      requests += 1;
      if (requests === 1) held = response;
      else answer(response, 'Rome in three days: the Forum, the Vatican, Trastevere.');
    });
  });
  return {
    server,
    requests: () => requests,
    /** Answers the held request now; resolves once the answer has been sent. */
    release: () =>
      new Promise<void>((resolve) => {
        held!.on('finish', () => resolve());
        answer(held!, 'A late answer to the hung turn.');
      }),
  };
}

describe('a chat turn that hangs on a live server', () => {
  const model = hangingModel();
  let t: TestApp;
  let other: Awaited<ReturnType<typeof buildApp>>;
  const socketBase = (app: TestApp['app']) =>
    `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  beforeAll(async () => {
    await new Promise<void>((resolve) => model.server.listen(0, '127.0.0.1', resolve));
    const port = (model.server.address() as AddressInfo).port;
    t = await createTestApp({
      env: {
        ASSISTANT_PROVIDER: 'openai-compatible',
        ASSISTANT_BASE_URL: `http://127.0.0.1:${port}/v1`,
        ASSISTANT_MODEL: 'hanging',
        REDIS_URL: 'redis://127.0.0.1:6379',
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    // A second instance on the same database and Redis channels, as a deployment would run it.
    other = await buildApp(
      { ...t.config, webDistDir: null, bundleDir: null },
      {
        database: { ...t.database, close: async () => undefined },
        rateLimitNamespace: t.rateLimitNamespace,
        realtimeNamespace: t.realtimeNamespace,
        backgroundSweeps: false,
      },
    );
    await other.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    await other?.close();
    await t?.close();
    model.server.closeAllConnections();
    await new Promise<void>((resolve) => model.server.close(() => resolve()));
  });

  it('tells the open sockets on every instance when the sweep answers it, and the retry on the same socket is answered', async () => {
    const { code, chat } = await visitorChat(t.app);
    const socketPath = `/ws/chat/${chat.id}/?planner_access_code=${code}`;
    // The turn hangs on the other instance; the sweep runs on this one.
    const writer = connect(`${socketBase(other)}${socketPath}`);
    // The same chat open in a second tab, on this instance, hears it too.
    const reader = connect(`${socketBase(t.app)}${socketPath}`);
    await reader.send({ type: 'no_message_yet' });
    await reader.until((events) => events.length === 1);

    await writer.send({ type: 'chat_message', message: 'Plan three days in Rome' });
    await writer.until((events) => events.length === 1);
    expect(writer.events).toEqual([{ type: 'ai_thinking' }]);
    const deadline = Date.now() + 30_000;
    while (model.requests() === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(model.requests()).toBe(1);

    // The sweep, as if the turn had hung past its timeout.
    expect(await answerInterruptedTurns(contextOf(t), new Date(Date.now() + 1000))).toEqual([
      chat.id,
    ]);
    const told = { type: 'error', message: chatTexts.turnInterrupted };
    await writer.until((events) => events.length === 2);
    expect(writer.events[1]).toEqual(told);
    await reader.until((events) => events.length === 2);
    expect(reader.events[1]).toEqual(told);

    // Retry (the web sends the last message again) on the same socket: not queued behind the
    // hung turn.
    await writer.send({ type: 'chat_message', message: 'Plan three days in Rome' });
    await writer.until((events) => completes(events).length === 1);
    expect(completes(writer.events)[0]!.message.answer).toBe(
      'Rome in three days: the Forum, the Vatican, Trastevere.',
    );

    // The hung turn's model answers after all: it was given up, so nothing follows.
    await model.release();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const stored = (
      await t.app.inject({
        method: 'GET',
        url: `${api(chatMessagesPath(chat.slug))}?planner_access_code=${code}`,
      })
    ).json<ChatConversation>();
    expect(stored.messages.map(({ role, content, type }) => [role, content, type])).toEqual([
      ['user', 'Plan three days in Rome', null],
      ['assistant', chatTexts.turnInterrupted, 'error'],
      ['user', 'Plan three days in Rome', null],
      ['assistant', 'Rome in three days: the Forum, the Vatican, Trastevere.', null],
    ]);
    expect(JSON.stringify(writer.events)).not.toContain('late answer');
    writer.close();
    reader.close();
  });
});
