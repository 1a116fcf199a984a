import {
  TRIP_SOCKET_CLOSE,
  type TripSocketServerMessage,
  TripSocketServerMessageSchema,
} from '@ai-map/contracts';
import type { SocketFactory, SocketLike } from '../../../shared/lib/chat-socket';

export interface TripSocketOptions {
  /** Built on every (re)connect, so a token that appeared since is used. */
  url: () => string;
  onMessage: (message: TripSocketServerMessage) => void;
  /** Waits before each reconnect attempt; the last one repeats. */
  backoffMs?: readonly number[];
  createSocket?: SocketFactory;
}

const NORMAL_CLOSE = 1000;
const DEFAULT_BACKOFF = [500, 1000, 2000, 5000, 10_000] as const;
/** Refusals (bad token, no access, no such trip): reconnecting cannot help. */
const REFUSALS = new Set<number>(Object.values(TRIP_SOCKET_CLOSE));

const browserSocket: SocketFactory = (url) => new WebSocket(url) as unknown as SocketLike;

/**
 * The trip's change feed: it only listens. A dropped connection reconnects with back-off (the
 * server's `hello` then tells the version, so missed changes are caught up by refetching); a
 * refusal by the server ends it.
 */
export class TripSocket {
  private socket: SocketLike | null = null;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  constructor(private readonly options: TripSocketOptions) {}

  open(): void {
    this.closed = false;
    if (!this.socket && !this.retryTimer) this.connect();
  }

  close(): void {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close(NORMAL_CLOSE, 'trip closed');
  }

  private connect(): void {
    this.retryTimer = null;
    const socket = (this.options.createSocket ?? browserSocket)(this.options.url());
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
    };
    socket.onmessage = ({ data }) => {
      if (typeof data !== 'string') return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(data);
      } catch {
        return;
      }
      const message = TripSocketServerMessageSchema.safeParse(parsed);
      if (message.success) this.options.onMessage(message.data);
    };
    socket.onclose = ({ code }) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.closed || REFUSALS.has(code)) return;
      const backoff = this.options.backoffMs ?? DEFAULT_BACKOFF;
      const wait = backoff[Math.min(this.attempt, backoff.length - 1)] ?? 1000;
      this.attempt += 1;
      this.retryTimer = setTimeout(() => this.connect(), wait);
    };
    // A failed connection also fires close, which decides about retrying.
    socket.onerror = () => undefined;
  }
}
