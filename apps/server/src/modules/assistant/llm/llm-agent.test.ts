import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { agentTool, answerWithLlm, type AgentTools } from './llm-agent';

interface ChatRequest {
  model: string;
  stream: boolean;
  messages: { role: string; content?: unknown; tool_call_id?: string; tool_calls?: unknown[] }[];
  tools?: { type: string; function: { name: string; parameters: unknown } }[];
}

/** A chat-completions server with a script: a tool call first, then an answer that uses it. */
function scriptedModel() {
  const received: { body: ChatRequest; authorization?: string }[] = [];
  let failWith: number | null = null;
  const chunk = (delta: object, finish: string | null = null) =>
    `data: ${JSON.stringify({
      id: 'chatcmpl-1',
      object: 'chat.completion.chunk',
      created: 1,
      model: 'scripted',
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (part: Buffer) => (text += part.toString()));
      request.on('end', () => resolve(text));
    });
  const server = createServer((request, response) => {
    void read(request).then((raw) => {
      if (request.url !== '/v1/chat/completions' || request.method !== 'POST') {
        response.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as ChatRequest;
      received.push({ body, authorization: request.headers.authorization });
      if (failWith !== null) {
        response.writeHead(failWith, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'model overloaded', type: 'server' } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      const toolResult = body.messages.find((message) => message.role === 'tool');
      if (!toolResult) {
        response.write(
          chunk({
            role: 'assistant',
            tool_calls: [
              {
                index: 0,
                id: 'call_1',
                type: 'function',
                function: {
                  name: 'search_places',
                  arguments: '{"text":"museum","city":"Valletta"}',
                },
              },
            ],
          }),
        );
        response.write(chunk({}, 'tool_calls'));
      } else {
        const found = JSON.parse(String(toolResult.content)) as { names: string[] };
        response.write(chunk({ role: 'assistant', content: 'Try ' }));
        response.write(chunk({ content: `${found.names.join(' and ')}.` }));
        response.write(chunk({}, 'stop'));
      }
      response.end('data: [DONE]\n\n');
    });
  });
  return {
    server,
    received,
    fail: (status: number | null) => {
      failWith = status;
    },
  };
}

describe('answerWithLlm against an OpenAI-compatible server', () => {
  const model = scriptedModel();
  let baseUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => model.server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(model.server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => (model.server as Server).close(() => resolve())));

  const searches: unknown[] = [];
  const tools: AgentTools = {
    search_places: agentTool({
      description: 'Find places by text in a city',
      input: z.object({ text: z.string(), city: z.string().optional() }),
      run: async (input) => {
        searches.push(input);
        return { names: ['the National Museum of Archaeology', 'MUŻA'] };
      },
    }),
  };

  it('runs the tool the model asks for, sends its result back and streams the answer', async () => {
    const deltas: string[] = [];
    const answer = await answerWithLlm(
      { baseUrl, apiKey: 'sk-test', model: 'travel-model' },
      {
        system: 'You are a travel assistant.',
        history: [{ role: 'user', content: 'Any museums in Valletta?' }],
        tools,
        onText: (delta) => deltas.push(delta),
      },
    );

    expect(searches).toEqual([{ text: 'museum', city: 'Valletta' }]);
    expect(answer).toEqual({
      text: 'Try the National Museum of Archaeology and MUŻA.',
      toolCalls: ['search_places'],
    });
    expect(deltas.join('')).toBe('Try the National Museum of Archaeology and MUŻA.');

    const [first, second] = model.received;
    expect(first?.authorization).toBe('Bearer sk-test');
    expect(first?.body.model).toBe('travel-model');
    expect(first?.body.stream).toBe(true);
    expect(first?.body.messages[0]).toMatchObject({
      role: 'system',
      content: 'You are a travel assistant.',
    });
    expect(first?.body.tools?.map((entry) => entry.function.name)).toEqual(['search_places']);
    const toolMessage = second?.body.messages.find((message) => message.role === 'tool');
    expect(toolMessage?.tool_call_id).toBe('call_1');
    expect(JSON.parse(String(toolMessage?.content))).toEqual({
      names: ['the National Museum of Archaeology', 'MUŻA'],
    });
  });

  it('rejects when the model server fails, so the socket can report an error', async () => {
    model.fail(503);
    await expect(
      answerWithLlm(
        { baseUrl, model: 'travel-model' },
        { system: 'x', history: [{ role: 'user', content: 'hello' }], tools },
      ),
    ).rejects.toThrow(/overloaded|503|Service Unavailable/i);
    model.fail(null);
  });
});
