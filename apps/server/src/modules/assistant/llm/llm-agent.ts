import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { type ModelMessage, stepCountIs, streamText, tool, type ToolSet } from 'ai';
import type { z } from 'zod';

/**
 * One of the assistant's tools as both brains see it: the built-in brain calls `run` itself, a
 * language model calls it through the AI SDK with arguments checked against `input`.
 */
export interface AgentTool<Input = unknown> {
  description: string;
  input: z.ZodType<Input>;
  run(input: Input): Promise<unknown>;
}

export type AgentTools = Record<string, AgentTool>;

/** Keeps a tool's input type while defining it, and erases it for the tool table. */
export const agentTool = <Input>(spec: AgentTool<Input>): AgentTool => spec as unknown as AgentTool;

/** Where an OpenAI-compatible chat-completions API lives (OpenAI, Ollama, vLLM, LM Studio…). */
export interface LlmSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** A test or a proxy may bring its own fetch. */
  fetch?: typeof fetch;
}

export interface LlmTurn {
  /** The system prompt: who the assistant is, what the trip holds, the user's preferences. */
  system: string;
  /** The conversation so far, the new user message last. */
  history: { role: 'user' | 'assistant'; content: string }[];
  tools: AgentTools;
  /** Text as it streams in, for a client that shows the answer growing. */
  onText?: (delta: string) => void;
  signal?: AbortSignal;
}

export interface LlmAnswer {
  text: string;
  /** Tool names in the order the model called them (logs and tests). */
  toolCalls: string[];
}

/**
 * A model may call tools and read their results in a loop; six steps leave room for a search, a
 * plan and an edit before the answer while stopping a model that loops.
 */
const MAX_STEPS = 6;

const asSdkTools = (tools: AgentTools): ToolSet =>
  Object.fromEntries(
    Object.entries(tools).map(([name, spec]) => [
      name,
      tool({
        description: spec.description,
        inputSchema: spec.input,
        execute: (input: unknown) => spec.run(input),
      }),
    ]),
  );

/**
 * Answers one user message with a language model behind an OpenAI-compatible API, letting it call
 * the assistant's tools. A failing call rejects: the chat socket turns it into an `error` event.
 */
export async function answerWithLlm(settings: LlmSettings, turn: LlmTurn): Promise<LlmAnswer> {
  const provider = createOpenAICompatible({
    name: 'assistant',
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey,
    fetch: settings.fetch,
  });
  const messages: ModelMessage[] = turn.history.map((entry) => ({
    role: entry.role,
    content: entry.content,
  }));
  let failure: unknown;
  const result = streamText({
    model: provider.chatModel(settings.model),
    system: turn.system,
    messages,
    tools: asSdkTools(turn.tools),
    stopWhen: stepCountIs(MAX_STEPS),
    abortSignal: turn.signal,
    maxRetries: 1,
    onError: ({ error }) => {
      failure = error;
    },
  });
  const toolCalls: string[] = [];
  let text = '';
  for await (const part of result.fullStream) {
    if (part.type === 'text-delta') {
      text += part.text;
      turn.onText?.(part.text);
    } else if (part.type === 'tool-call') {
      toolCalls.push(part.toolName);
    } else if (part.type === 'error') {
      failure ??= part.error;
    }
  }
  if (failure !== undefined) throw failure instanceof Error ? failure : new Error(String(failure));
  return { text: text.trim(), toolCalls };
}
