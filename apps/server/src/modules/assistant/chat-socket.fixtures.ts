import type { ChatServerEvent } from '@ai-map/contracts';
import { WebSocket } from 'ws';

/**
 * A real client of the listening app, collecting the server's events in order (shared by the
 * chat-socket-*.test.ts files).
 */
export function connect(url: string) {
  const socket = new WebSocket(url);
  const events: ChatServerEvent[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  socket.on('error', () => undefined);
  socket.on('message', (data: Buffer) =>
    events.push(JSON.parse(data.toString()) as ChatServerEvent),
  );
  const opened = new Promise<void>((resolve) => socket.on('open', () => resolve()));
  return {
    events,
    closed,
    send: async (message: unknown) => {
      await opened;
      socket.send(typeof message === 'string' ? message : JSON.stringify(message));
    },
    close: () => socket.close(),
    /** Waits until `count` events have arrived in all. */
    async until(check: (events: ChatServerEvent[]) => boolean, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (!check(events)) {
        if (Date.now() > deadline) throw new Error(`timed out; got ${JSON.stringify(events)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

export const completes = (events: ChatServerEvent[]) =>
  events.filter(
    (event): event is Extract<ChatServerEvent, { status: 'complete' }> => 'status' in event,
  );
