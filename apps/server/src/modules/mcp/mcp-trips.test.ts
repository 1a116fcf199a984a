import { mcpTools, plannerMessages, tripShareMessages } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import { api, registerUser, tokenHeader } from '../../test-support/api';
import { addParticipant, userIdOf } from '../planner/plan-together.fixtures';
import { tripChannel, type TripChange } from '../planner/trip-events';
import { useMcpServer, type TripView } from './mcp.fixtures';

describe('the MCP server at /mcp (SDK client over Streamable HTTP)', () => {
  const { t, connect, call, json, httpTrip, stopsOf } = useMcpServer();

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
    // One cost (issue 29): the tool's budget is the Trip tab's, with what it includes.
    const tab = (
      await t.app.inject({
        method: 'GET',
        url: api(`planner/trips/${tripId}/budget/`),
        headers: tokenHeader(key),
      })
    ).json<{ total: number; includes: string }>();
    expect(planned.trip.budget).toMatchObject({ total: tab.total, includes: tab.includes });
    const mine = await json<{ trips: { trip_id: number; your_role: string }[] }>(
      client,
      mcpTools.listMyTrips,
    );
    expect(mine.trips).toEqual([expect.objectContaining({ trip_id: tripId, your_role: 'owner' })]);

    const heard: TripChange[] = [];
    const stop = await t.app.realtimeBus.subscribe(tripChannel(tripId), (change) => {
      heard.push(change);
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

      const bus = await json<{
        changed_legs: number;
        on_foot_legs: number;
        kept_legs: { too_short: number; too_far: number; over_sea: number };
        trip: TripView;
      }>(client, mcpTools.changeTransport, {
        trip_id: tripId,
        mode: 'bus',
      });
      // Every leg goes by bus where a bus can (issue 29): not from Paris to the Valletta café.
      expect(bus.kept_legs.over_sea).toBe(1);
      expect(bus.changed_legs + bus.on_foot_legs + bus.kept_legs.over_sea).toBe(
        stopsOf(bus.trip).length - 1,
      );

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
