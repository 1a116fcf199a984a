import { MCP_PATH, type Trip } from '@ai-map/contracts';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect } from 'vitest';
import { api, tokenHeader } from '../../test-support/api';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/** The result of a tool call as the SDK's client hands it over. */
interface ToolResult {
  content: { type: string; text?: string }[];
  isError?: boolean;
}

export type TripView = {
  trip_id: number;
  days: number;
  itinerary: {
    day: number;
    stops: { stop_id: number; place_id: number; name: string; transport_to_next: string }[];
  }[];
  budget: { total: number; includes: string } | null;
};

/**
 * The shared set-up of the mcp-*.test.ts files: the app listening with the test catalogue, SDK
 * clients of its /mcp endpoint and calls of their tools. Call it inside the suite's `describe`.
 */
export function useMcpServer() {
  const t = {} as TestApp;
  let endpoint: URL;
  const clients: Client[] = [];

  // The catalogue import takes longer than the default hook time on a busy machine.
  beforeAll(async () => {
    Object.assign(t, await createTestApp({ catalogue: true }));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    endpoint = new URL(`http://127.0.0.1:${port}${MCP_PATH}`);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await t.close?.();
  });

  async function connect(key?: string): Promise<Client> {
    const client = new Client({ name: 'mcp-test', version: '1' });
    const headers: Record<string, string> = key ? { authorization: `Bearer ${key}` } : {};
    await client.connect(new StreamableHTTPClientTransport(endpoint, { requestInit: { headers } }));
    clients.push(client);
    return client;
  }

  const call = async (client: Client, name: string, args: Record<string, unknown> = {}) =>
    (await client.callTool({ name, arguments: args })) as ToolResult;

  /** A successful call's JSON; fails the test with the tool's message otherwise. */
  async function json<T = Record<string, unknown>>(
    client: Client,
    name: string,
    args: Record<string, unknown> = {},
  ): Promise<T> {
    const result = await call(client, name, args);
    expect(result.isError, result.content[0]?.text).toBeFalsy();
    return JSON.parse(result.content[0]!.text!) as T;
  }

  const httpTrip = async (id: number, key: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: api(`planner/trips/${id}/`),
        headers: tokenHeader(key),
      })
    ).json<Trip>();

  const stopsOf = (trip: TripView) =>
    trip.itinerary.flatMap((day) => day.stops.map((s) => ({ ...s, day: day.day })));

  return {
    t,
    /** The URL of /mcp, known once the app listens. */
    endpoint: () => endpoint,
    connect,
    call,
    json,
    httpTrip,
    stopsOf,
  };
}
