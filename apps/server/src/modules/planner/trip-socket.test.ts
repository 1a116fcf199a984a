import { TRIP_SOCKET_CLOSE, planTogetherPaths, tripSocketPath } from '@ai-map/contracts';
import fastifyCookie from '@fastify/cookie';
import fastifyWebsocket from '@fastify/websocket';
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { JSON_MAX_DEPTH, tooDeepMessage } from '../../lib/json-limits';
import { api, registerUser, tokenHeader } from '../../test-support/api';
import { createTestApp } from '../../test-support/test-app';
import { contextOf } from '../../test-support/test-context';
import { addParticipant, insertTrip, openSocket, userIdOf } from './plan-together.fixtures';
import { publishTripChange } from './trip-events';
import { tripSocketRoutes } from './trip-socket.routes';

const REDIS_URL = 'redis://127.0.0.1:6379';

const baseOf = (address: AddressInfo) => `ws://127.0.0.1:${address.port}`;

describe('trip socket', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let base: string;
  let owner: { key: string; id: number };
  let stranger: { key: string; id: number };

  const url = (tripId: number | string, query = '') => `${base}${tripSocketPath(tripId)}${query}`;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = baseOf(t.app.server.address() as AddressInfo);
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    owner = { key: a.key, id: await userIdOf(t, a.email) };
    stranger = { key: b.key, id: await userIdOf(t, b.email) };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('greets anyone on a public trip with its version, then announces changes', async () => {
    const { trip } = await insertTrip(t, { userId: owner.id });
    const socket = openSocket(url(trip.id));
    expect(await socket.next('hello')).toEqual({ type: 'hello', trip_id: trip.id, version: 0 });

    await publishTripChange(contextOf(t), {
      type: 'stop_added',
      tripId: trip.id,
      version: 1,
      actorUserId: owner.id,
      payload: { place_to_visit_id: 5 },
    });
    // The payload stays on the server: clients refetch over HTTP.
    expect(await socket.next('trip_changed')).toEqual({
      type: 'trip_changed',
      trip_id: trip.id,
      version: 1,
      change_type: 'stop_added',
      actor_user_id: owner.id,
    });

    // Another trip's changes do not reach it.
    const { trip: other } = await insertTrip(t, { userId: owner.id });
    await publishTripChange(contextOf(t), { type: 'trip_updated', tripId: other.id, version: 1 });
    await publishTripChange(contextOf(t), { type: 'trip_updated', tripId: trip.id, version: 2 });
    expect((await socket.next('trip_changed')).version).toBe(2);
    socket.close();
  });

  it('answers an application ping with pong', async () => {
    const { trip } = await insertTrip(t, { userId: owner.id });
    const socket = openSocket(url(trip.id));
    await socket.next('hello');
    socket.send({ type: 'ping' });
    expect(await socket.next('pong')).toEqual({ type: 'pong' });
    socket.close();
  });

  it('closes a socket whose frame is nested past the JSON limit, and only that one', async () => {
    const { trip } = await insertTrip(t, { userId: owner.id });
    const bystander = openSocket(url(trip.id));
    const sender = openSocket(url(trip.id));
    await bystander.next('hello');
    await sender.next('hello');
    let deep: unknown = 1;
    for (let i = 0; i < JSON_MAX_DEPTH; i += 1) deep = [deep];
    sender.send({ type: 'ping', deep });
    expect(await sender.closed).toEqual({
      code: TRIP_SOCKET_CLOSE.messageTooLarge,
      reason: tooDeepMessage,
    });
    bystander.send({ type: 'ping' });
    expect(await bystander.next('pong')).toEqual({ type: 'pong' });
    bystander.close();
  });

  it('refuses unknown trips with 4404 and bad tokens with 4401', async () => {
    const { trip } = await insertTrip(t, { userId: owner.id });
    for (const id of [999_999, 'abc']) {
      expect(await openSocket(url(id)).closed).toEqual({
        code: TRIP_SOCKET_CLOSE.notFound,
        reason: 'Trip not found.',
      });
    }
    expect(await openSocket(url(trip.id, '?token=not-a-token')).closed).toEqual({
      code: TRIP_SOCKET_CLOSE.invalidToken,
      reason: 'Invalid token.',
    });
  });

  it('lets only the people of a private trip watch it', async () => {
    const { trip } = await insertTrip(t, { userId: owner.id }, { isPrivate: true });
    const refused = {
      code: TRIP_SOCKET_CLOSE.forbidden,
      reason: 'You do not have access to this private trip.',
    };
    expect(await openSocket(url(trip.id)).closed).toEqual(refused);
    expect(await openSocket(url(trip.id, `?token=${stranger.key}`)).closed).toEqual(refused);

    const ownerSocket = openSocket(url(trip.id, `?token=${owner.key}`));
    expect((await ownerSocket.next('hello')).trip_id).toBe(trip.id);
    await addParticipant(t, trip.id, stranger.id, 'viewer');
    const viewerSocket = openSocket(url(trip.id, `?token=${stranger.key}`));
    expect((await viewerSocket.next('hello')).trip_id).toBe(trip.id);
    ownerSocket.close();
    viewerSocket.close();
  });

  it('lets the anonymous owner of a private trip watch with the planner access code', async () => {
    const { trip, accessCode } = await insertTrip(t, { accessCode: true }, { isPrivate: true });
    const socket = openSocket(url(trip.id, `?planner_access_code=${accessCode}`));
    expect((await socket.next('hello')).trip_id).toBe(trip.id);
    socket.close();
    expect((await openSocket(url(trip.id, '?planner_access_code=wrong')).closed).code).toBe(
      TRIP_SOCKET_CLOSE.forbidden,
    );
  });

  it('tells the owner live about a participation request made over HTTP', async () => {
    const { trip } = await insertTrip(t, { userId: owner.id }, { isPrivate: true });
    const socket = openSocket(url(trip.id, `?token=${owner.key}`));
    await socket.next('hello');
    const res = await t.app.inject({
      method: 'POST',
      url: api(planTogetherPaths.participationRequests(trip.id)),
      headers: tokenHeader(stranger.key),
      payload: { role: 'editor' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await socket.next('trip_changed')).toMatchObject({
      change_type: 'participation_requested',
      actor_user_id: stranger.id,
      version: 0,
    });
    socket.close();
  });

  it('drops a client that stops answering protocol pings', async () => {
    // A small app of its own, so the ping interval can be short.
    const app = Fastify();
    await app.register(fastifyCookie);
    await app.register(fastifyWebsocket);
    await app.register(tripSocketRoutes, { ctx: contextOf(t), pingIntervalMs: 100 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { trip } = await insertTrip(t, { userId: owner.id });
      const address = `${baseOf(app.server.address() as AddressInfo)}${tripSocketPath(trip.id)}`;
      const answering = openSocket(address);
      const silent = openSocket(address, { autoPong: false });
      await answering.next('hello');
      await silent.next('hello');
      // Cut off without a close frame: 1006 on the client's side.
      expect((await silent.closed).code).toBe(1006);
      await publishTripChange(contextOf(t), { type: 'trip_updated', tripId: trip.id, version: 3 });
      expect((await answering.next('trip_changed')).version).toBe(3);
      answering.close();
    } finally {
      await app.close();
    }
  });
});

describe('trip socket across two app instances with Redis', () => {
  let first: Awaited<ReturnType<typeof createTestApp>>;
  let second: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    first = await createTestApp({ env: { REDIS_URL } });
    // The second instance shares the database and the Redis channels, as a deployment would.
    second = await buildApp(
      { ...first.config, webDistDir: null, bundleDir: null },
      {
        database: { ...first.database, close: async () => undefined },
        rateLimitNamespace: first.rateLimitNamespace,
        realtimeNamespace: first.realtimeNamespace,
      },
    );
    await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('brings a change made on one instance to a socket of the other', async () => {
    const a = await registerUser(first.app);
    const b = await registerUser(first.app);
    const { trip } = await insertTrip(first, { userId: await userIdOf(first, a.email) });

    const socket = openSocket(
      `${baseOf(second.server.address() as AddressInfo)}${tripSocketPath(trip.id)}?token=${a.key}`,
    );
    await socket.next('hello');
    const res = await first.app.inject({
      method: 'POST',
      url: api(planTogetherPaths.participationRequests(trip.id)),
      headers: tokenHeader(b.key),
      payload: { role: 'viewer' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await socket.next('trip_changed')).toMatchObject({
      trip_id: trip.id,
      change_type: 'participation_requested',
      actor_user_id: await userIdOf(first, b.email),
    });
    socket.close();
  });
});
