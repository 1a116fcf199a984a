import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, composer } from './support/chat';
import { startE2E, type E2E } from './support/harness';
import { onPath, SAVED_CHAT_PATH, visible } from './support/ui';

/**
 * A page reloaded while its turn is still running (a slow model, a phone that lost the page)
 * shows the turn as running and then its answer, without another reload: the answer goes out on
 * the socket that sent the message, which the reload closed. The model is a local stand-in for
 * an OpenAI-compatible chat-completions API (streamed server-sent events) that holds its answer
 * until the test lets it go.
 */

const ANSWER = 'Happy to help you plan your days there.';

function heldModel() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked: () => void = () => undefined;
  const wasAsked = new Promise<void>((resolve) => (asked = resolve));
  const chunk = (delta: object, finish: string | null = null) =>
    `data: ${JSON.stringify({
      id: 'chatcmpl-held',
      object: 'chat.completion.chunk',
      created: 1,
      model: 'held',
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;
  const drain = (request: IncomingMessage) =>
    new Promise<void>((resolve) => request.on('data', () => undefined).on('end', resolve));
  const server = createServer((request, response) => {
    void drain(request).then(async () => {
      if (request.url !== '/v1/chat/completions' || request.method !== 'POST') {
        response.writeHead(404).end();
        return;
      }
      asked();
      await released;
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(chunk({ role: 'assistant', content: ANSWER }));
      response.write(chunk({}, 'stop'));
      response.end('data: [DONE]\n\n');
    });
  });
  return { server, release, wasAsked };
}

const model = heldModel();
let e2e: E2E;
beforeAll(async () => {
  await new Promise<void>((resolve) => model.server.listen(0, '127.0.0.1', resolve));
  const port = (model.server.address() as AddressInfo).port;
  e2e = await startE2E({
    env: {
      ASSISTANT_PROVIDER: 'openai-compatible',
      ASSISTANT_BASE_URL: `http://127.0.0.1:${port}/v1`,
      ASSISTANT_MODEL: 'held',
    },
  });
}, 240_000);
afterAll(async () => {
  model.release();
  await e2e?.close();
  await new Promise<void>((resolve) => (model.server as Server).close(() => resolve()));
});

describe('a chat reloaded during its turn', () => {
  it('shows the turn running, then its answer, without another reload', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/');
    await visible(composer(page), 60_000);
    await composer(page).fill('Where should I start in Valletta?');
    await composer(page).press('Enter');
    await onPath(page, SAVED_CHAT_PATH);
    await model.wasAsked;

    await page.reload();
    await visible(page.getByText('Where should I start in Valletta?'), 60_000);
    // The placeholder is the only assistant line (it counts among `answers` until replaced).
    await visible(page.getByLabel('The assistant is thinking'), 30_000);
    expect(await answers(page).count()).toBe(1);
    expect(await page.getByText(ANSWER).count()).toBe(0);
    // A second message waits until the running turn has answered.
    await composer(page).fill('and for food?');
    const sendButton = page.getByRole('button', { name: 'Send' });
    expect(await sendButton.isDisabled()).toBe(true);

    model.release();
    await visible(page.getByText(ANSWER), 30_000);
    await expect.poll(() => page.getByLabel('The assistant is thinking').count()).toBe(0);
    expect(await answers(page).count()).toBe(1);
    expect(await sendButton.isDisabled()).toBe(false);
    await context.close();
  }, 300_000);
});
