import { MCP_PATH, serverMessages } from '@ai-map/contracts';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../lib/http-error';
import { userForToken } from '../auth/auth.service';
import { createMcpServer } from './mcp-server';
import type { McpCaller } from './mcp-tool';

const tags = ['mcp'];
const MAX_KEY_LENGTH = 128;

/**
 * The caller from `Authorization: Bearer <key>` (what MCP clients send) or `Token <key>` (the
 * API's scheme): the same token keys as the API. No header is an anonymous caller; a wrong or
 * unknown key answers 401 like the API, never a quiet downgrade to anonymous.
 */
async function callerOf(ctx: AppContext, request: FastifyRequest): Promise<McpCaller> {
  const header = request.headers.authorization;
  if (!header) return { user: null, viewer: { userId: null, accessCode: null } };
  const [scheme, key, ...rest] = header.trim().split(/\s+/);
  const known = scheme?.toLowerCase() === 'bearer' || scheme?.toLowerCase() === 'token';
  if (!known || !key || rest.length > 0 || key.length > MAX_KEY_LENGTH) {
    throw new HttpError(401, 'authentication_failed', serverMessages.invalidToken);
  }
  const user = await userForToken(ctx, key);
  if (!user) throw new HttpError(401, 'authentication_failed', serverMessages.invalidToken);
  return { user, viewer: { userId: user.id, accessCode: null } };
}

/** The request as the SDK's web-standard transport reads it; Fastify has parsed the body. */
function webRequestOf(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return new Request(new URL(request.url, 'http://localhost'), { method: request.method, headers });
}

/** A JSON-RPC error without a request id, as the transport answers one (spec: Streamable HTTP). */
const rpcError = (message: string) => ({
  jsonrpc: '2.0',
  error: { code: -32000, message },
  id: null,
});

/**
 * `POST /mcp`: the MCP server over Streamable HTTP, stateless (docs/domains/mcp.md). Each
 * request gets its own server and transport, built for its caller, so no session outlives a
 * request and any instance answers any call. Answers are JSON (no server-sent stream): no tool
 * reports progress. Without sessions there is nothing to stream on GET or to end on DELETE;
 * both answer 405, as the transport specification allows.
 */
export const mcpRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    MCP_PATH,
    {
      schema: {
        tags,
        description:
          'Model Context Protocol (Streamable HTTP, JSON-RPC 2.0) for your own AI client: search, facts, where-and-when, and planning, reading, editing, exporting and sharing your trips. Authenticate with `Authorization: Bearer <key>` (the API token); anonymous callers get the read-only tools. Not under the API base.',
      },
    },
    async (request, reply) => {
      const caller = await callerOf(ctx, request);
      const server = createMcpServer(ctx, caller);
      const transport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      await server.connect(transport);
      try {
        const response = await transport.handleRequest(webRequestOf(request), {
          parsedBody: request.body,
        });
        reply.status(response.status);
        response.headers.forEach((value, name) => reply.header(name, value));
        return reply.send(await response.text());
      } finally {
        await server.close();
      }
    },
  );

  for (const method of ['GET', 'DELETE'] as const) {
    app.route({
      method,
      url: MCP_PATH,
      schema: {
        tags,
        description:
          'Answers 405: the MCP server is stateless, with no session to stream to or to end.',
      },
      handler: async (_request, reply) =>
        reply
          .status(405)
          .header('allow', 'POST')
          .send(rpcError('Method not allowed: this MCP server is stateless; use POST.')),
    });
  }
};
