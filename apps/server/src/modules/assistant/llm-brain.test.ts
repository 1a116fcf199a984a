import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorChat } from '../../test-support/api';
import { createTestApp } from '../../test-support/test-app';
import { contextOf } from '../../test-support/test-context';
import { findChatById } from './chat-messages.repository';
import { createLlmBrain } from './llm-brain';
import { namedPhrases, unsupportedPlaces } from './llm/grounding';

interface ChatRequest {
  messages: { role: string; content?: unknown }[];
  tools?: { function: { name: string } }[];
}

/**
 * An OpenAI-compatible chat-completions server (streamed chunks, as the API documents them)
 * whose replies a test scripts: `reply(body)` gives a tool call or a text for each request.
 */
function scriptedModel() {
  const received: ChatRequest[] = [];
  let reply: (body: ChatRequest) => {
    tool?: { name: string; args: object };
    text?: string;
  } = () => ({ text: 'Hello.' });
  const chunk = (delta: object, finish: string | null = null) =>
    `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (part: Buffer) => (text += part.toString()));
      request.on('end', () => resolve(text));
    });
  const server = createServer((request, response) => {
    void read(request).then((raw) => {
      const body = JSON.parse(raw) as ChatRequest;
      received.push(body);
      const next = reply(body);
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      if (next.tool) {
        response.write(
          chunk({
            role: 'assistant',
            tool_calls: [
              {
                index: 0,
                id: `call_${received.length}`,
                type: 'function',
                function: { name: next.tool.name, arguments: JSON.stringify(next.tool.args) },
              },
            ],
          }),
        );
        response.write(chunk({}, 'tool_calls'));
      } else {
        response.write(chunk({ role: 'assistant', content: next.text ?? '' }));
        response.write(chunk({}, 'stop'));
      }
      response.end('data: [DONE]\n\n');
    });
  });
  return {
    server,
    received,
    script: (fn: typeof reply) => {
      reply = fn;
      received.length = 0;
    },
  };
}

const systemOf = (body: ChatRequest) => String(body.messages[0]?.content ?? '');
const toolResult = (body: ChatRequest) =>
  body.messages.filter((m) => m.role === 'tool').map((m) => JSON.stringify(m.content));

describe('the language-model brain', () => {
  const model = scriptedModel();
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let brain: ReturnType<typeof createLlmBrain>;
  beforeAll(async () => {
    await new Promise<void>((resolve) => model.server.listen(0, '127.0.0.1', resolve));
    const port = (model.server.address() as AddressInfo).port;
    t = await createTestApp({ catalogue: true });
    brain = createLlmBrain({ baseUrl: `http://127.0.0.1:${port}/v1`, model: 'scripted' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => model.server.close(() => resolve()));
  });

  async function turn(
    text: string,
    history: { role: 'user' | 'assistant'; content: string }[] = [],
  ) {
    const { code, chat: created } = await visitorChat(t.app);
    const chat = (await findChatById(t.database.db, created.id))!;
    return brain({
      ctx: contextOf(t),
      chat,
      viewer: { userId: null, accessCode: code },
      text,
      userLocation: null,
      history,
      draft: null,
    });
  }

  it('offers the new tools: country facts, the trip budget, where to go', async () => {
    model.script(() => ({ text: 'Hello.' }));
    await turn('hi');
    const names = model.received[0]!.tools!.map((tool) => tool.function.name);
    expect(names).toEqual(
      expect.arrayContaining(['plan_trip', 'country_facts', 'trip_budget', 'where_to_go']),
    );
  });

  it('keeps an answer whose places all come from a tool result of the turn', async () => {
    model.script((body) =>
      toolResult(body).length
        ? { text: 'In Paris, see the Eiffel Tower and the Louvre.' }
        : { tool: { name: 'search_places', args: { near: 'Paris' } } },
    );
    const result = await turn('What should I see in Paris?');
    expect(result.answer).toBe('In Paris, see the Eiffel Tower and the Louvre.');
    expect(model.received).toHaveLength(2);
  });

  it('asks again once when the answer names a place no tool returned, and uses the new answer', async () => {
    model.script((body) => {
      if (!toolResult(body).length)
        return { tool: { name: 'search_places', args: { near: 'Paris' } } };
      return systemOf(body).includes('Musée Imaginaire')
        ? { text: 'See the Louvre.' }
        : { text: 'See the Louvre. Then the Musée Imaginaire for lunch.' };
    });
    const result = await turn('What should I see in Paris?');
    expect(result.answer).toBe('See the Louvre.');
    // The second request told the model which name nothing supported.
    expect(
      model.received.some((body) => /Musée Imaginaire, which are neither/.test(systemOf(body))),
    ).toBe(true);
  });

  it('removes the sentence of a name the model invents twice', async () => {
    model.script((body) =>
      toolResult(body).length
        ? { text: 'The Eiffel Tower is a must. Stay near the Château Inventé Palace too.' }
        : { tool: { name: 'search_places', args: { near: 'Paris' } } },
    );
    const result = await turn('What should I see in Paris?');
    expect(result.answer).toBe('The Eiffel Tower is a must.');
  });

  it('passes a tool error to the model, and an answer naming only what the user said stands', async () => {
    model.script((body) =>
      toolResult(body).length
        ? { text: `I have no climate data for Atlantis. ${toolResult(body)[0]}` }
        : { tool: { name: 'city_climate', args: { city: 'Atlantis' } } },
    );
    const result = await turn('Weather in Atlantis in May?');
    expect(result.answer).toMatch(/^I have no climate data for Atlantis\./);
    expect(result.answer).toMatch(/No place called Atlantis/);
  });

  it('sends a long conversation whole and answers it', async () => {
    const history = Array.from({ length: 30 }, (_, i) => ({
      role: i % 2 ? ('assistant' as const) : ('user' as const),
      content: `message ${i}`,
    }));
    model.script(() => ({ text: 'Noted.' }));
    const result = await turn('and now?', history);
    expect(result.answer).toBe('Noted.');
    // The system prompt, the 30 earlier messages and the new one.
    expect(model.received[0]!.messages).toHaveLength(32);
  });
});

describe('grounding an answer', () => {
  it('finds capitalised names, with "of"/"de" inside, but not a sentence\'s first word alone', () => {
    expect(
      namedPhrases('Visit the Museum of Modern Art. Then walk to Plaza de Mayo, it is lovely.'),
    ).toEqual(['Museum of Modern Art', 'Plaza de Mayo']);
  });

  it('flags a place name the turn does not support; a known one in the grounding text is fine', async () => {
    const known = async (phrase: string) => phrase === 'Valletta';
    expect(
      await unsupportedPlaces(
        'Valletta has the Grand Master Palace and Sliema.',
        'Valletta',
        known,
      ),
    ).toEqual(['Grand Master Palace']);
  });
});
