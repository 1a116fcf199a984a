import { TRIP_SOCKET_CLOSE, type TripSocketServerMessage } from '@ai-map/contracts';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import type { SocketLike } from '../../../shared/lib/chat-socket';
import { TripSocket } from './trip-socket';

const until = async (check: () => boolean, timeout = 5000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeout) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('TripSocket against a real WebSocket server', () => {
  let server: WebSocketServer;
  let base = '';
  let connections = 0;

  beforeEach(async () => {
    connections = 0;
    server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    base = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
    server.on('connection', (socket, request) => {
      connections += 1;
      if (request.url?.includes('/ws/trip/403/')) {
        socket.close(TRIP_SOCKET_CLOSE.forbidden, 'Private trip');
        return;
      }
      socket.send(JSON.stringify({ type: 'hello', trip_id: 7, version: connections }));
      socket.send('not json');
      socket.send(JSON.stringify({ type: 'unknown' }));
      if (connections === 1) {
        socket.send(
          JSON.stringify({
            type: 'trip_changed',
            trip_id: 7,
            version: 2,
            change_type: 'stop_moved',
          }),
        );
        // The first connection dies; the client must come back and be greeted again.
        setTimeout(() => socket.terminate(), 20);
      }
    });
  });
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const open = (path: string) => {
    const messages: TripSocketServerMessage[] = [];
    const socket = new TripSocket({
      url: () => `${base}${path}`,
      onMessage: (message) => messages.push(message),
      backoffMs: [20, 40],
      createSocket: (address) => new WebSocket(address) as unknown as SocketLike,
    });
    socket.open();
    return { socket, messages };
  };

  it('passes on valid messages only and reconnects after a dropped connection', async () => {
    const { socket, messages } = open('/ws/trip/7/');
    await until(() => messages.length >= 3);
    expect(messages).toEqual([
      { type: 'hello', trip_id: 7, version: 1 },
      { type: 'trip_changed', trip_id: 7, version: 2, change_type: 'stop_moved' },
      { type: 'hello', trip_id: 7, version: 2 },
    ]);
    expect(connections).toBe(2);
    socket.close();
  });

  it('does not reconnect after a refusal or after close()', async () => {
    open('/ws/trip/403/');
    await until(() => connections === 1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(connections).toBe(1);

    const { socket, messages } = open('/ws/trip/8/');
    await until(() => messages.length >= 1);
    socket.close();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(connections).toBe(2);
  });
});
