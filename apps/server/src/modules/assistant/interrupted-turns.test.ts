import {
  apiPaths,
  CHAT_TURN_TIMEOUT_MS,
  chatMessages as chatTexts,
  chatPaths,
  chatSocketPaths,
} from '@ai-map/contracts';
import { eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { chatMessages } from '../../db/schema';
import { api, registrationForm, STRONG_PASSWORD, visitorChat } from '../../test-support/api';
import {
  bareServerEnv,
  freePort,
  runServerScript,
  type ServerProcess,
  untilHealthy,
} from '../../test-support/processes';
import { createTestApp } from '../../test-support/test-app';
import { contextOf } from '../../test-support/test-context';
import { answerInterruptedTurns } from './interrupted-turns';

interface StoredMessage {
  role: string;
  content: string;
  type: string | null;
}

describe('interrupted chat turns on a shared database', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('answers a message left unanswered past the timeout, and only that one', async () => {
    const stale = await visitorChat(t.app);
    const recent = await visitorChat(t.app);
    const answered = await visitorChat(t.app);
    const db = t.database.db;
    const longAgo = new Date(Date.now() - CHAT_TURN_TIMEOUT_MS - 60_000);
    await db.insert(chatMessages).values([
      { chatId: stale.chat.id, role: 'user', content: 'Rome', createdAt: longAgo },
      { chatId: recent.chat.id, role: 'user', content: 'Paris' },
      { chatId: answered.chat.id, role: 'user', content: 'Oslo', createdAt: longAgo },
      { chatId: answered.chat.id, role: 'assistant', content: 'Oslo it is', createdAt: longAgo },
    ]);
    const before = new Date(Date.now() - CHAT_TURN_TIMEOUT_MS);
    expect(await answerInterruptedTurns(contextOf(t), before)).toEqual([stale.chat.id]);
    // A second sweep finds nothing more: the error is the chat's last message now.
    expect(await answerInterruptedTurns(contextOf(t), before)).toEqual([]);

    const last = async (chatId: number) =>
      (await db.select().from(chatMessages).where(eq(chatMessages.chatId, chatId))).at(-1)!;
    expect(await last(stale.chat.id)).toMatchObject({
      role: 'assistant',
      type: 'error',
      content: chatTexts.turnInterrupted,
    });
    expect(await last(recent.chat.id)).toMatchObject({ role: 'user', content: 'Paris' });
    expect(await last(answered.chat.id)).toMatchObject({ content: 'Oslo it is' });
  });
});

describe('a server killed in the middle of a chat turn', () => {
  let dataDir: string;
  let model: Server;
  const requests: IncomingMessage[] = [];
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ai-map-turn-'));
    // A language model that takes the request and never answers: the turn is mid-way for as
    // long as the test wants.
    model = createServer((request) => {
      requests.push(request);
    });
    await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    model?.closeAllConnections();
    await new Promise((resolve) => model?.close(resolve));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers the message with an error at the next start, and the retry is answered', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const modelUrl = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`;
    const first = runServerScript('src/main.ts', [], {
      ...bareServerEnv(dataDir, port),
      ASSISTANT_PROVIDER: 'openai-compatible',
      ASSISTANT_BASE_URL: modelUrl,
      ASSISTANT_MODEL: 'travel-model',
    });
    servers.push(first);
    await untilHealthy(base, first);

    const access = (
      (await (await fetch(`${base}${api('planner/planner_access_code')}`)).json()) as {
        planner_access_code: string;
      }
    ).planner_access_code;
    const created = await fetch(`${base}${api(chatPaths.chats)}?planner_access_code=${access}`, {
      method: 'POST',
    });
    expect(created.status).toBe(201);
    const chat = (await created.json()) as { id: number; slug: string };

    const say = async (text: string) => {
      const socket = new WebSocket(
        `ws://127.0.0.1:${port}${chatSocketPaths.chat(chat.id)}?planner_access_code=${access}`,
      );
      const events: { type?: string; status?: string }[] = [];
      socket.on('message', (data: Buffer) => events.push(JSON.parse(data.toString())));
      socket.on('error', () => undefined);
      await new Promise((resolve) => socket.once('open', resolve));
      socket.send(JSON.stringify({ type: 'chat_message', message: text }));
      return { socket, events };
    };
    const waitFor = async (check: () => boolean, what: string) => {
      const deadline = Date.now() + 30_000;
      while (!check()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };

    // A write acknowledged while the turn runs: the kill must not lose it.
    const account = registrationForm();
    const post = (url: string, body: object) =>
      fetch(`${base}${api(url)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const turn = await say('Plan three days in Rome');
    await waitFor(() => requests.length > 0, 'the model request');
    expect(turn.events).toContainEqual({ type: 'ai_thinking' });
    expect((await post(apiPaths.registration, account)).status).toBe(201);
    first.child.kill('SIGKILL');
    await first.exited;
    turn.socket.terminate();

    const second = runServerScript('src/main.ts', [], bareServerEnv(dataDir, port));
    servers.push(second);
    await untilHealthy(base, second);
    const messagesUrl = `${base}${api(`${chatPaths.chat(chat.slug)}messages/`)}?planner_access_code=${access}`;
    const stored = async () => {
      const res = await fetch(messagesUrl);
      expect(res.status).toBe(200);
      return ((await res.json()) as { messages: StoredMessage[] }).messages;
    };
    expect((await stored()).map(({ role, content, type }) => ({ role, content, type }))).toEqual([
      { role: 'user', content: 'Plan three days in Rome', type: null },
      { role: 'assistant', content: chatTexts.turnInterrupted, type: 'error' },
    ]);

    const login = await post(apiPaths.login, { email: account.email, password: STRONG_PASSWORD });
    expect(login.status).toBe(200);

    // Sending it again (what the Retry button does) is answered by the running server.
    const retry = await say('Plan three days in Rome');
    await waitFor(() => retry.events.some((event) => 'status' in event), 'the answer');
    retry.socket.close();
    const after = await stored();
    expect(after).toHaveLength(4);
    expect(after[3]).toMatchObject({ role: 'assistant', type: null });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 240_000);
});
