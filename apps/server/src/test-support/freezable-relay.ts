import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * A TCP relay in front of a real server (PostgreSQL, Redis) that can freeze: it then keeps
 * every socket open and passes nothing on (holding it until it thaws), and accepts new
 * connections without answering them, as a frozen host (SIGSTOP, a stuck disk) looks from the
 * app. Real sockets and the real client libraries: nothing is mocked.
 */
export async function startFreezableRelay(targetHost: string, targetPort: number) {
  let frozen = false;
  const sockets = new Set<Socket>();
  /** What each side sent while frozen: a frozen host's kernel keeps it, and it arrives after. */
  const held: { to: Socket; chunk: Buffer }[] = [];
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const pass = (to: Socket) => (chunk: Buffer) => {
    if (frozen) held.push({ to, chunk });
    else to.write(chunk);
  };
  const relay = (client: Socket) => {
    const upstream = connect(targetPort, targetHost);
    track(upstream);
    client.on('data', pass(upstream));
    upstream.on('data', pass(client));
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end);
    upstream.on('close', end).on('error', end);
  };
  /** Connections made while frozen: accepted, and relayed only once it thaws. */
  const waiting: Socket[] = [];
  const server = createServer((client) => {
    track(client);
    client.on('error', () => undefined);
    if (frozen) {
      client.pause();
      waiting.push(client);
    } else {
      relay(client);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    freeze(value: boolean) {
      frozen = value;
      if (frozen) return;
      for (const { to, chunk } of held.splice(0)) if (!to.destroyed) to.write(chunk);
      for (const client of waiting.splice(0)) {
        if (client.destroyed) continue;
        relay(client);
        client.resume();
      }
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A server that accepts connections and never answers (a hung service from its first byte). */
export async function startSilentServer() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
