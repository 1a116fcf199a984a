import {
  MCP_PATH,
  mcpTools,
  plannerMessages,
  tripShareMessages,
  type Trip,
} from '@ai-map/contracts';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registerUser, tokenHeader } from '../../test-support/api';
import { createTestApp } from '../../test-support/test-app';
import { addParticipant, userIdOf } from '../planner/plan-together.fixtures';
import { tripChannel, type TripChange } from '../planner/trip-events';

/** The result of a tool call as the SDK's client hands it over. */
interface ToolResult {
  content: { type: string; text?: string }[];
  isError?: boolean;
}

const READ_ONLY_TOOLS = [
  mcpTools.searchPlaces,
  mcpTools.destinationFacts,
  mcpTools.whereToGo,
  mcpTools.readTrip,
  mcpTools.exportTrip,
].sort();

describe('the MCP server at /mcp (SDK client over Streamable HTTP)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let endpoint: URL;
  const clients: Client[] = [];

  // The catalogue import takes longer than the default hook time on a busy machine.
  beforeAll(async () => {
    t = await createTestApp({ catalogue: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    endpoint = new URL(`http://127.0.0.1:${port}${MCP_PATH}`);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await t?.close();
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

  type TripView = {
    trip_id: number;
    days: number;
    itinerary: {
      day: number;
      stops: { stop_id: number; place_id: number; name: string; transport_to_next: string }[];
    }[];
  };
  const stopsOf = (trip: TripView) =>
    trip.itinerary.flatMap((day) => day.stops.map((s) => ({ ...s, day: day.day })));

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
    const res = await fetch(endpoint, { method: 'GET', headers: { accept: 'text/event-stream' } });
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

  it('plans, edits and exports a trip, each change pushed on the realtime bus', async () => {
    const { key } = await registerUser(t.app);
    const client = await connect(key);
    const planned = await json<{ trip: TripView; days_planned: number }>(
      client,
      mcpTools.planTrip,
      {
        destinations: ['Paris'],
        days: 2,
      },
    );
    const tripId = planned.trip.trip_id;
    expect(stopsOf(planned.trip).length).toBeGreaterThan(0);
    const mine = await json<{ trips: { trip_id: number; your_role: string }[] }>(
      client,
      mcpTools.listMyTrips,
    );
    expect(mine.trips).toEqual([expect.objectContaining({ trip_id: tripId, your_role: 'owner' })]);

    const heard: TripChange[] = [];
    const stop = await t.app.realtimeBus.subscribe(tripChannel(tripId), (change) => {
      heard.push(change as TripChange);
    });
    try {
      const food = await json<{ places: { place_id: number; place_type: string; name: string }[] }>(
        client,
        mcpTools.searchPlaces,
        { near: 'Valletta', kind: 'food' },
      );
      const cafe = food.places[0]!;
      expect(cafe.place_type).toBe('food_and_drinks');
      const added = await json<{ added_stop_id: number; trip: TripView }>(
        client,
        mcpTools.addStop,
        {
          trip_id: tripId,
          place_id: cafe.place_id,
          place_type: cafe.place_type,
          day: 1,
        },
      );
      expect(stopsOf(added.trip).find((s) => s.stop_id === added.added_stop_id)?.day).toBe(1);

      const moved = await json<{ trip: TripView }>(client, mcpTools.moveStop, {
        trip_id: tripId,
        stop_id: added.added_stop_id,
        to_day: 2,
      });
      expect(stopsOf(moved.trip).find((s) => s.stop_id === added.added_stop_id)?.day).toBe(2);

      const bus = await json<{ changed_legs: number; trip: TripView }>(
        client,
        mcpTools.changeTransport,
        {
          trip_id: tripId,
          mode: 'bus',
        },
      );
      expect(bus.changed_legs).toBe(stopsOf(bus.trip).length - 1);

      const longer = await json<TripView>(client, mcpTools.setTripDays, {
        trip_id: tripId,
        days: 3,
      });
      expect(longer.days).toBe(3);

      await json(client, mcpTools.removeStop, { trip_id: tripId, stop_id: added.added_stop_id });
      // The HTTP API reads what MCP wrote: one set of services.
      const stored = await httpTrip(tripId, key);
      expect(stored.duration_days).toBe(3);
      expect(JSON.stringify(stored.days_of_trip)).not.toContain(cafe.name);

      await expect
        .poll(() => heard.map((change) => change.type))
        .toEqual(
          expect.arrayContaining([
            'stop_added',
            'stop_moved',
            'transport_changed',
            'trip_updated',
            'stop_removed',
          ]),
        );
    } finally {
      stop();
    }

    for (const [format, marker] of [
      ['ics', 'BEGIN:VCALENDAR'],
      ['gpx', '<gpx'],
      ['kml', '<kml'],
    ] as const) {
      const file = await call(client, mcpTools.exportTrip, { trip_id: tripId, format });
      expect(file.isError).toBeFalsy();
      expect(file.content[0]!.text).toMatch(new RegExp(`\\.${format} `));
      expect(file.content[1]!.text).toContain(marker);
    }
    const share = await json<{ url: string }>(client, mcpTools.shareLink, { trip_id: tripId });
    expect(share.url).toMatch(/^http:\/\/app\.test\/trip\/shared\//);

    const resource = await client.readResource({ uri: `trip://${tripId}` });
    expect(JSON.parse((resource.contents[0] as { text: string }).text).trip_id).toBe(tripId);
    const listed = (await client.listResources()).resources.map((r) => r.uri);
    expect(listed).toEqual([`trip://${tripId}`]);
  });

  it("keeps a stranger out of another user's trip with the planner's own messages", async () => {
    const owner = await registerUser(t.app);
    const ownerClient = await connect(owner.key);
    const planned = await json<{ trip: TripView }>(ownerClient, mcpTools.planTrip, {
      destinations: ['Paris'],
      days: 1,
    });
    const tripId = planned.trip.trip_id;
    const [first] = stopsOf(planned.trip);
    await t.app.inject({
      method: 'PATCH',
      url: api(`planner/trips/${tripId}/`),
      headers: tokenHeader(owner.key),
      payload: { is_private: true },
    });

    const stranger = await connect((await registerUser(t.app)).key);
    const read = await call(stranger, mcpTools.readTrip, { trip_id: tripId });
    expect(read).toMatchObject({
      isError: true,
      content: [{ text: tripShareMessages.privateTrip }],
    });
    const exported = await call(stranger, mcpTools.exportTrip, { trip_id: tripId, format: 'gpx' });
    expect(exported).toMatchObject({
      isError: true,
      content: [{ text: tripShareMessages.privateTrip }],
    });
    await expect(stranger.readResource({ uri: `trip://${tripId}` })).rejects.toThrow(
      tripShareMessages.privateTrip,
    );

    const { editNotAllowed, removeNotAllowed } = plannerMessages;
    for (const [name, args, message] of [
      [mcpTools.removeStop, { trip_id: tripId, stop_id: first!.stop_id }, removeNotAllowed],
      [mcpTools.setTripDays, { trip_id: tripId, days: 5 }, editNotAllowed],
      [mcpTools.moveStop, { trip_id: tripId, stop_id: first!.stop_id, to_day: 1 }, editNotAllowed],
      [mcpTools.changeTransport, { trip_id: tripId, mode: 'car' }, editNotAllowed],
      [
        mcpTools.addStop,
        { trip_id: tripId, place_id: first!.place_id, place_type: 'attraction', day: 1 },
        editNotAllowed,
      ],
    ] as const) {
      const refused = await call(stranger, name, args);
      expect(refused, name).toMatchObject({ isError: true, content: [{ text: message }] });
    }
    const share = await call(stranger, mcpTools.shareLink, { trip_id: tripId });
    expect(share.isError).toBe(true);
    expect(await httpTrip(tripId, owner.key)).toMatchObject({
      duration_days: 1,
      places_count: stopsOf(planned.trip).length,
    });
    // An anonymous client is refused the same trip.
    const anonymous = await connect();
    expect(await call(anonymous, mcpTools.readTrip, { trip_id: tripId })).toMatchObject({
      isError: true,
    });
  });

  it("lets a trip's editor list and edit it, and its viewer only read it", async () => {
    const owner = await connect((await registerUser(t.app)).key);
    const { trip } = await json<{ trip: TripView }>(owner, mcpTools.planTrip, {
      destinations: ['Paris'],
      days: 1,
    });
    const [editor, viewer] = [await registerUser(t.app), await registerUser(t.app)];
    await addParticipant(t, trip.trip_id, await userIdOf(t, editor.email), 'editor');
    await addParticipant(t, trip.trip_id, await userIdOf(t, viewer.email), 'viewer');

    const asEditor = await connect(editor.key);
    const listed = await json<{ trips: { trip_id: number; your_role: string }[] }>(
      asEditor,
      mcpTools.listMyTrips,
    );
    expect(listed.trips).toEqual([
      expect.objectContaining({ trip_id: trip.trip_id, your_role: 'editor' }),
    ]);
    const longer = await json<TripView>(asEditor, mcpTools.setTripDays, {
      trip_id: trip.trip_id,
      days: 2,
    });
    expect(longer.days).toBe(2);

    const asViewer = await connect(viewer.key);
    expect(
      await json<TripView>(asViewer, mcpTools.readTrip, { trip_id: trip.trip_id }),
    ).toMatchObject({ trip_id: trip.trip_id, days: 2 });
    expect(
      await call(asViewer, mcpTools.setTripDays, { trip_id: trip.trip_id, days: 3 }),
    ).toMatchObject({ isError: true, content: [{ text: plannerMessages.editNotAllowed }] });
  });

  it('names the field of a bad argument, and an unknown trip, without a server error', async () => {
    const client = await connect((await registerUser(t.app)).key);
    const bad = await call(client, mcpTools.addStop, {
      trip_id: 'x',
      place_id: 1,
      place_type: 'attraction',
      day: 1,
    });
    expect(bad.isError).toBe(true);
    expect(bad.content[0]!.text).toMatch(/trip_id/);
    const missing = await call(client, mcpTools.readTrip, { trip_id: 2_000_000 });
    expect(missing).toMatchObject({
      isError: true,
      content: [{ text: plannerMessages.tripNotFound }],
    });
  });

  it('imports saved places through the same preview and commit as the web app, and only into your own trips', async () => {
    const kml = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>Lisboa</name>
<Placemark><name>Miradouro de Santa Luzia</name><description>Sunset here</description>
<Point><coordinates>-9.1302,38.7118,0</coordinates></Point></Placemark>
<Placemark><name>Pastéis de Belém</name><Point><coordinates>-9.2032,38.6975,0</coordinates></Point></Placemark>
</Document></kml>`;
    const { key } = await registerUser(t.app);
    const owner = await connect(key);
    const file = { file_name: 'lisboa.kml', content: kml, target: 'ideas' };
    const preview = await json<{ items: { name: string; note: string | null }[] }>(
      owner,
      mcpTools.importPlaces,
      { ...file, mode: 'preview' },
    );
    expect(preview.items.map((item) => item.name)).toEqual([
      'Miradouro de Santa Luzia',
      'Pastéis de Belém',
    ]);
    expect(preview.items[0]!.note).toBe('Sunset here');
    expect((await json<{ trips: unknown[] }>(owner, mcpTools.listMyTrips)).trips).toEqual([]);

    const done = await json<{ trip_id: number; added_count: number }>(
      owner,
      mcpTools.importPlaces,
      { ...file, mode: 'commit', title: 'Lisbon ideas' },
    );
    expect(done.added_count).toBe(2);
    const trip = await httpTrip(done.trip_id, key);
    expect(trip.title).toBe('Lisbon ideas');
    expect(trip.ideas.map((idea) => idea.name).sort()).toEqual([
      'Miradouro de Santa Luzia',
      'Pastéis de Belém',
    ]);

    const stranger = await connect((await registerUser(t.app)).key);
    const refused = await call(stranger, mcpTools.importPlaces, {
      ...file,
      mode: 'commit',
      trip_id: done.trip_id,
    });
    expect(refused.isError).toBe(true);
    expect(refused.content[0]?.text).toMatch(/not allowed|not found|private/i);
    expect((await httpTrip(done.trip_id, key)).ideas).toHaveLength(2);
  });
});
