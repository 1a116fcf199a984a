import {
  apiPaths,
  CHAT_SOCKET_CLOSE,
  chatPaths,
  chatSocketPaths,
  MCP_PATH,
  plannerPaths,
} from '@ai-map/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { JSON_MAX_BYTES, JSON_MAX_DEPTH, tooDeepMessage } from '../lib/json-limits';
import { connect } from '../modules/assistant/chat-socket.fixtures';
import { api, registerUser, registrationForm, tokenHeader, visitorChat } from '../test-support/api';
import {
  bareServerEnv,
  freePort,
  runServerScript,
  type ServerProcess,
  untilHealthy,
} from '../test-support/processes';
import { createTestApp, listenForSockets } from '../test-support/test-app';
import { jsonBodyMissingMessage } from './input-gate';

/** `{"a":{"a":…1…}}`, `depth` objects deep: ~6 bytes a level (5,000 levels are ~30 KB). */
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
/** The deep value under a field of an otherwise plausible body, where routes read it. */
const deepField = (field: string, depth: number) => `{"${field}":${deepObject(depth - 1)}}`;
/** A chat frame whose `user_location` is deep: the frame is an object, as a valid one is. */
const deepFrame = (type: string, depth: number) =>
  `{"type":"${type}","message":"Rome","data":"","user_location":${deepObject(depth - 1)}}`;

// The reliability run's crash-class inputs (issue 28): before the limit, JSON nested a few
// thousand deep overflowed the stack of whatever walked it after parsing (the input gate's
// control-character scan, zod, JSON.stringify): a 500 on HTTP, and on a socket an exception
// outside any request that ended the process.
const CRASH_DEPTH = 5_000;

describe('JSON depth and size on HTTP', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ key } = await registerUser(t.app));
  });
  afterAll(async () => t?.close());

  const send = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload: string) =>
    t.app.inject({
      method,
      url,
      headers: { ...tokenHeader(key), 'content-type': 'application/json' },
      payload,
    });
  const tooDeep = { code: 'invalid', detail: tooDeepMessage };

  it.each([
    ['POST', api(apiPaths.registration), 'full_name'],
    ['POST', api(apiPaths.login), 'email'],
    ['POST', api(apiPaths.passwordResetConfirm), 'uid'],
    ['PATCH', api(plannerPaths.trip(1)), 'title'],
    ['POST', api(chatPaths.chats), 'title'],
    ['POST', MCP_PATH, 'params'],
  ] as const)('answers %s %s with JSON nested 5,000 deep with 400', async (method, url, field) => {
    const res = await send(method, url, deepField(field, CRASH_DEPTH));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual(tooDeep);
  });

  it('answers deep JSON with 400 on every operation that takes a body', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const wrong: string[] = [];
    let checked = 0;
    for (const [template, operations] of Object.entries(doc.paths)) {
      // The Stripe webhook hands its raw bytes to Stripe's signature check, and nothing of ours
      // reads them; everything else goes through the app's JSON parser.
      if (template.includes('webhooks/stripe')) continue;
      const url = template.replace(/\{\w+\}/g, '1');
      for (const method of Object.keys(operations)) {
        if (!['post', 'put', 'patch', 'delete'].includes(method)) continue;
        checked += 1;
        const res = await send(method.toUpperCase() as 'POST', url, deepObject(CRASH_DEPTH));
        if (res.statusCode !== 400 || res.json<{ detail?: string }>().detail !== tooDeepMessage) {
          wrong.push(`${method} ${url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(70);
    expect(wrong).toEqual([]);
  });

  it('reads JSON exactly at the depth limit to the end: validation, gate and errors, no 5xx', async () => {
    // The deepest value let through still meets zod, the input gate and the error handler.
    for (const [url, field] of [
      [api(apiPaths.registration), 'full_name'],
      [api(plannerPaths.trip(1)), 'title'],
      [MCP_PATH, 'params'],
    ] as const) {
      const method = url.includes('planner') ? 'PATCH' : 'POST';
      const res = await send(method, url, deepField(field, JSON_MAX_DEPTH));
      expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(500);
      expect(res.json<{ detail?: string }>().detail).not.toBe(tooDeepMessage);
    }
    const over = await send('POST', api(apiPaths.login), deepField('email', JSON_MAX_DEPTH + 1));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual(tooDeep);
  });

  it('counts brackets inside strings as text, not as nesting', async () => {
    const res = await send(
      'POST',
      api(apiPaths.login),
      JSON.stringify({ email: '['.repeat(CRASH_DEPTH), password: '{"\\'.repeat(CRASH_DEPTH) }),
    );
    // The strings are read and judged as fields: too long for an address and a password.
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'invalid',
      fields: { email: expect.any(Array), password: expect.any(Array) },
    });
  });

  it('answers a body over the size limit with 413', async () => {
    const res = await send(
      'POST',
      api(apiPaths.login),
      JSON.stringify({ email: 'x'.repeat(JSON_MAX_BYTES), password: 'x' }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'payload_too_large', detail: 'Request body is too large.' });
  });

  it.each([api(apiPaths.registration), api(apiPaths.passwordResetConfirm), api(apiPaths.login)])(
    'answers an empty JSON body to %s with 400 naming the problem',
    async (url) => {
      for (const payload of ['', '  \n']) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ code: 'invalid', detail: jsonBodyMissingMessage });
      }
    },
  );

  it('answers an empty body to /mcp with 400, as JSON-RPC says it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: MCP_PATH,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      payload: '',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ jsonrpc: '2.0', error: { code: expect.any(Number) } });
  });

  it('still takes no body where the body is optional (logout)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: api(apiPaths.logout),
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers malformed JSON with 400 naming the problem', async () => {
    const res = await send('POST', api(apiPaths.registration), '{"email": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid', detail: 'Request body is not valid JSON.' });
  });
});

describe('JSON depth on the assistant sockets', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let base = '';
  beforeAll(async () => {
    t = await createTestApp();
    base = await listenForSockets(t.app);
  });
  afterAll(async () => t?.close());

  /** A signed-in user's new chat, and the socket query that opens it. */
  async function userChat() {
    const { key } = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: api(chatPaths.chats),
      headers: tokenHeader(key),
    });
    expect(res.statusCode).toBe(201);
    return { chatId: res.json<{ id: number }>().id, query: `token=${key}` };
  }
  async function visitor() {
    const { code, chat } = await visitorChat(t.app);
    return { chatId: chat.id, query: `planner_access_code=${code}` };
  }

  it.each([
    ['/ws/chat/ (signed in)', chatSocketPaths.chat, 'chat_message', userChat],
    ['/ws/stt_answer/ (a visitor)', chatSocketPaths.voice, 'audio_chunk', visitor],
  ] as const)(
    '%s closes only the socket of a frame nested 5,000 deep, with 1009 and a reason',
    async (_name, pathOf, type, caller) => {
      const { chatId, query } = await caller();
      const url = `${base}${pathOf(chatId)}?${query}`;
      const bystander = connect(url);
      const sender = connect(url);
      await sender.send(deepFrame(type, CRASH_DEPTH));
      expect(await sender.closed).toEqual({
        code: CHAT_SOCKET_CLOSE.messageTooLarge,
        reason: tooDeepMessage,
      });
      // The other socket of the same chat still reads and answers frames …
      await bystander.send({ type: 'ping' });
      await bystander.until((events) => events.length === 1);
      expect(bystander.events).toEqual([
        { type: 'error', message: `Unknown message type: send ${type}.` },
      ]);
      bystander.close();
      // … and so does the server.
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    },
  );

  it.each([
    ['chat_message', chatSocketPaths.chat],
    ['audio_chunk', chatSocketPaths.voice],
  ] as const)(
    'answers a %s frame exactly at the depth limit with an error event and stays open',
    async (type, pathOf) => {
      const { chatId, query } = await visitor();
      const socket = connect(`${base}${pathOf(chatId)}?${query}`);
      await socket.send(deepFrame(type, JSON_MAX_DEPTH));
      await socket.until((events) => events.length === 1);
      expect(socket.events[0]).toMatchObject({ type: 'error' });
      await socket.send(deepFrame(type, JSON_MAX_DEPTH + 1));
      expect((await socket.closed).code).toBe(CHAT_SOCKET_CLOSE.messageTooLarge);
    },
  );
});

describe('a server process under crash-class input', () => {
  let dataDir: string;
  let server: ServerProcess;
  let port: number;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ai-map-json-limits-'));
    port = await freePort();
    server = runServerScript('src/main.ts', [], bareServerEnv(dataDir, port));
    await untilHealthy(`http://127.0.0.1:${port}`, server);
  }, 120_000);
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps serving after deep frames on both sockets and deep bodies', async () => {
    const http = `http://127.0.0.1:${port}`;
    const post = (url: string, body: string, headers: Record<string, string> = {}) =>
      fetch(`${http}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
    const signUp = await post(api(apiPaths.registration), JSON.stringify(registrationForm()));
    expect(signUp.status).toBe(201);
    const { key } = (await signUp.json()) as { key: string };
    const chat = await post(api(chatPaths.chats), '', { authorization: `Token ${key}` });
    expect(chat.status).toBe(201);
    const { id: chatId } = (await chat.json()) as { id: number };
    const code = (
      (await (await fetch(`${http}${api(apiPaths.plannerAccessCode)}`)).json()) as {
        planner_access_code: string;
      }
    ).planner_access_code;
    const visitorChatRes = await post(`${api(chatPaths.chats)}?planner_access_code=${code}`, '');
    const { id: visitorChatId } = (await visitorChatRes.json()) as { id: number };

    for (const [url, type] of [
      [`${chatSocketPaths.chat(chatId)}?token=${key}`, 'chat_message'],
      [`${chatSocketPaths.voice(visitorChatId)}?planner_access_code=${code}`, 'audio_chunk'],
    ] as const) {
      const socket = new WebSocket(`ws://127.0.0.1:${port}${url}`);
      socket.on('error', () => undefined);
      const closed = new Promise<number>((resolve) => socket.on('close', resolve));
      await new Promise((resolve) => socket.once('open', resolve));
      socket.send(deepFrame(type, CRASH_DEPTH));
      expect(await closed).toBe(CHAT_SOCKET_CLOSE.messageTooLarge);
    }
    for (const url of [api(apiPaths.registration), MCP_PATH]) {
      const res = await post(url, deepField('params', CRASH_DEPTH));
      expect(res.status).toBe(400);
    }

    expect(server.child.exitCode).toBeNull();
    const health = await fetch(`${http}/healthz`);
    expect(health.status).toBe(200);
    const login = await post(
      api(apiPaths.login),
      JSON.stringify({ email: 'nobody@example.com', password: 'x' }),
    );
    expect(login.status).toBe(400);
  }, 120_000);
});
