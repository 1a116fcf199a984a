import {
  type ChatConversation,
  chatMessages as chatTexts,
  chatMessagesPath,
} from '@ai-map/contracts';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { api, visitorChat } from '../../test-support/api';
import { createTestApp, listenForSockets } from '../../test-support/test-app';
import { contextOf } from '../../test-support/test-context';
import { answerInterruptedTurns } from './interrupted-turns';
import { completes, connect } from './chat-socket.fixtures';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

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
    base = await listenForSockets(t.app);
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
