import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult, ReadResourceResult } from '@modelcontextprotocol/sdk/types.js';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../lib/http-error';
import type { UserRow } from '../auth/auth.repository';
import type { Viewer } from '../planner/trip-access';

/** Who called: the token's user (null when anonymous) and the planner's view of them. */
export interface McpCaller {
  user: UserRow | null;
  viewer: Viewer;
}

/**
 * One group of tools (and resources) in its own file; mcp-server.ts registers every group for
 * each request. A group registers its changing tools only for a signed-in caller: anonymous
 * clients get read-only tools (issue 18).
 */
export type McpToolGroup = (server: McpServer, ctx: AppContext, caller: McpCaller) => void;

/** A failure the caller can act on, said in the tool's result like the API's `detail`. */
export class McpToolError extends Error {}

/** Read tools change nothing; clients may call them without asking the user. */
export const READ_ONLY = { readOnlyHint: true, openWorldHint: false } as const;
/** Changes to the caller's trips, shown to its other planners live. */
export const CHANGES_TRIP = { readOnlyHint: false, openWorldHint: false } as const;

const UNEXPECTED = 'The server could not answer this call (an error on our side). Try again later.';

function messageOf(ctx: AppContext, error: unknown): string {
  if (error instanceof McpToolError) return error.message;
  if (error instanceof HttpError) {
    // Field errors name the field, as the API's forms show them.
    const fields = Object.entries(error.fields ?? {}).flatMap(([field, list]) =>
      list.map((message) => `${field}: ${message}`),
    );
    return fields.length ? fields.join(' ') : error.detail;
  }
  // Anything else is a bug or an outage: logged in full, never shown (SQL, stack).
  ctx.log.error({ err: error }, 'MCP tool failed');
  return UNEXPECTED;
}

/**
 * Runs a tool and answers its result, or the failure's message with `isError`, so that the
 * model reads why and may try otherwise.
 */
export function answerWith<Input>(ctx: AppContext, run: (input: Input) => Promise<CallToolResult>) {
  return async (input: Input): Promise<CallToolResult> => {
    try {
      return await run(input);
    } catch (error) {
      return { content: [{ type: 'text', text: messageOf(ctx, error) }], isError: true };
    }
  };
}

/** A tool whose result is JSON, as text (what every MCP client shows a model). */
export const answer = <Input>(ctx: AppContext, run: (input: Input) => Promise<unknown>) =>
  answerWith<Input>(ctx, async (input) => ({
    content: [{ type: 'text', text: JSON.stringify(await run(input), null, 2) }],
  }));

/** A resource's JSON; a failure is thrown as its message (resources have no error result). */
export async function jsonResource(
  ctx: AppContext,
  uri: URL,
  read: () => Promise<unknown>,
): Promise<ReadResourceResult> {
  let value: unknown;
  try {
    value = await read();
  } catch (error) {
    throw new McpToolError(messageOf(ctx, error));
  }
  return {
    contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(value) }],
  };
}

/** A whole number from a URI template's variable, or a clear error. */
export function idFrom(value: string | string[] | undefined, what: string): number {
  const text = Array.isArray(value) ? value[0] : value;
  const id = text !== undefined && /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    throw new McpToolError(`${what} must be a whole number.`);
  }
  return id;
}
