import { CHAT_SOCKET_CLOSE, type ChatServerEvent } from '@ai-map/contracts';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { ChatSocket, type ChatSocketStatus, type SocketLike } from './chat-socket';

const until = async (check: () => boolean, timeout = 5000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeout) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('ChatSocket against a real WebSocket server', () => {
  let server: WebSocketServer;
  let url = '';
  const received: string[] = [];
  let connections = 0;

  beforeEach(async () => {
    received.length = 0;
    connections = 0;
    server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws/chat/7/`;
    server.on('connection', (socket, request) => {
      connections += 1;
      if (request.url?.includes('/ws/chat/404/')) {
        socket.close(CHAT_SOCKET_CLOSE.unknownChat, 'Unknown chat');
        return;
      }
      socket.on('message', (data: Buffer) => {
        const text = data.toString();
        received.push(text);
        if (text.includes('drop me')) socket.terminate();
        else socket.send(JSON.stringify({ role: 'assistant', message: `echo ${received.length}` }));
      });
    });
  });
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const open = (path = url) => {
    const events: ChatServerEvent[] = [];
    const statuses: ChatSocketStatus[] = [];
    const socket = new ChatSocket({
      url: () => path,
      onEvent: (event) => events.push(event),
      onStatus: (status) => statuses.push(status),
      backoffMs: [20, 40],
      createSocket: (address) => new WebSocket(address) as unknown as SocketLike,
    });
    return { socket, events, statuses };
  };

  it('connects on the first send and delivers messages queued before it opened, in order', async () => {
    const { socket, events, statuses } = open();
    expect(connections).toBe(0);
    socket.send({ type: 'chat_message', message: 'one' });
    socket.send({ type: 'chat_message', message: 'two' });
    await until(() => events.length === 2);
    expect(received.map((text) => (JSON.parse(text) as { message: string }).message)).toEqual([
      'one',
      'two',
    ]);
    expect(events).toEqual([
      { role: 'assistant', message: 'echo 1' },
      { role: 'assistant', message: 'echo 2' },
    ]);
    expect(statuses).toEqual(['connecting', 'open']);
    expect(connections).toBe(1);
    socket.close();
  });

  it('reconnects after the connection drops and sends what was queued meanwhile', async () => {
    const { socket, events, statuses } = open();
    socket.send({ type: 'chat_message', message: 'drop me' });
    await until(() => statuses.includes('reconnecting'));
    socket.send({ type: 'chat_message', message: 'after the drop' });
    await until(() => events.length === 1);
    expect(connections).toBe(2);
    expect(JSON.parse(received.at(-1)!)).toMatchObject({ message: 'after the drop' });
    expect(statuses.at(-1)).toBe('open');
    socket.close();
  });

  it('does not retry a chat the server refuses', async () => {
    const { socket, statuses } = open(url.replace('/7/', '/404/'));
    socket.send({ type: 'chat_message', message: 'hello' });
    await until(() => statuses.includes('refused'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(connections).toBe(1);
    expect(socket.currentStatus).toBe('refused');
  });

  it('ignores what is not a server event of the contract', async () => {
    server.removeAllListeners('connection');
    server.on('connection', (ws) => {
      ws.send('not json');
      ws.send(JSON.stringify({ type: 'surprise' }));
      ws.send(JSON.stringify({ type: 'ai_thinking' }));
    });
    const { socket, events } = open();
    socket.send({ type: 'chat_message', message: 'hi' });
    await until(() => events.length === 1);
    expect(events).toEqual([{ type: 'ai_thinking' }]);
    socket.close();
  });
});
