import { MCP_PATH, mcpTools } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test-support/api';
import { useMcpServer } from './mcp.fixtures';

const READ_ONLY_TOOLS = [
  mcpTools.searchPlaces,
  mcpTools.destinationFacts,
  mcpTools.whereToGo,
  mcpTools.readTrip,
  mcpTools.exportTrip,
].sort();

describe('the MCP server at /mcp (SDK client over Streamable HTTP)', () => {
  const { t, connect, call, json, endpoint } = useMcpServer();

  it('lists only the read-only tools to an anonymous client, and every tool to a signed-in one', async () => {
    const anonymous = await connect();
    const open = (await anonymous.listTools()).tools;
    expect(open.map((tool) => tool.name).sort()).toEqual(READ_ONLY_TOOLS);
    expect(open.every((tool) => tool.annotations?.readOnlyHint === true)).toBe(true);
    // Each tool states its input: a model is told what to send.
    const search = open.find((tool) => tool.name === mcpTools.searchPlaces)!;
    expect(Object.keys(search.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(['near', 'lat', 'lng', 'kind', 'categories', 'min_rating']),
    );
    const refused = await call(anonymous, mcpTools.planTrip, { destinations: ['Paris'], days: 1 });
    expect(refused.isError).toBe(true);

    const { key } = await registerUser(t.app);
    const signedIn = await connect(key);
    const all = (await signedIn.listTools()).tools.map((tool) => tool.name);
    expect(all.sort()).toEqual(Object.values(mcpTools).sort());
  });

  it('refuses an unknown token with 401 instead of treating the caller as anonymous', async () => {
    await expect(connect('not-a-key')).rejects.toThrow(/Invalid token/);
    const res = await fetch(endpoint(), {
      method: 'GET',
      headers: { accept: 'text/event-stream' },
    });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });

  it("answers the README's plain JSON-RPC POST, takes the API's Token scheme, and is in the OpenAPI document", async () => {
    const { key } = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: MCP_PATH,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        authorization: `Token ${key}`,
      },
      payload: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
    });
    expect(res.statusCode).toBe(200);
    const names = res
      .json<{ result: { tools: { name: string }[] } }>()
      .result.tools.map((tool) => tool.name);
    expect(names).toContain(mcpTools.planTrip);
    // A JSON-RPC batch (gone since protocol 2025-06-18) meets the input gate's object rule.
    const batch = await t.app.inject({
      method: 'POST',
      url: MCP_PATH,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      payload: [{ jsonrpc: '2.0', id: 1, method: 'tools/list' }],
    });
    expect(batch.statusCode).toBe(400);
    // Listed, so the OpenAPI fuzz test sends it hostile input like every other operation.
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(Object.keys(doc.paths[MCP_PATH] ?? {}).sort()).toEqual(['delete', 'get', 'post']);
  });

  it('answers searches and destination facts from the catalogue, with their sources', async () => {
    const client = await connect();
    const found = await json<{ places: { name: string; place_id: number; place_type: string }[] }>(
      client,
      mcpTools.searchPlaces,
      { near: 'Paris', kind: 'attraction' },
    );
    expect(found.places.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Eiffel Tower', 'Louvre']),
    );
    expect(found.places.every((p) => p.place_type === 'attraction')).toBe(true);
    const eiffel = found.places.find((p) => p.name === 'Eiffel Tower')!;
    const place = await client.readResource({ uri: `place://attraction/${eiffel.place_id}` });
    const shown = JSON.parse((place.contents[0] as { text: string }).text) as Record<
      string,
      unknown
    >;
    expect(shown).toMatchObject({ name: 'Eiffel Tower', city: 'Paris', country: 'France' });
    // Phone and website stay behind the place page's plan limits.
    expect(shown).not.toHaveProperty('phone');
    expect(shown).not.toHaveProperty('website');
    await expect(client.readResource({ uri: `place://food/${eiffel.place_id}` })).rejects.toThrow(
      `No food with id ${eiffel.place_id}.`,
    );

    const facts = await json<{
      time_zone: string;
      currencies: { code: string }[];
      climate: { months: { month: string; day_celsius: number }[]; source: string };
      cost_source: string | null;
      safety_advisory: { source?: string; text?: string; none?: string };
    }>(client, mcpTools.destinationFacts, { destination: 'Paris' });
    expect(facts.time_zone).toBe('Europe/Paris');
    expect(facts.currencies.map((c) => c.code)).toEqual(['EUR']);
    expect(facts.climate.months).toHaveLength(12);
    expect(facts.climate.months[0]!.month).toBe('January');
    expect(facts.climate.source).toMatch(/CRU TS/);
    // The advisory is whose and when, or a plain "no advisory in our data".
    const advisory = facts.safety_advisory;
    expect(advisory.text ?? advisory.none).toMatch(
      /U\.S\. State Department: Level \d|no government travel advisory/,
    );

    const unknown = await call(client, mcpTools.destinationFacts, { destination: 'Atlantis Qqq' });
    expect(unknown.isError).toBe(true);
    expect(unknown.content[0]!.text).toMatch(/No destination called "Atlantis Qqq"/);
  });
});
