import { CHAT_SOCKET_CLOSE, type ChatServerEvent, ChatServerEventSchema } from '@ai-map/contracts';

/** The part of the browser's WebSocket this client uses; tests pass another implementation. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type SocketFactory = (url: string) => SocketLike;

export type ChatSocketStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'refused';

export interface ChatSocketOptions {
  /** Built on every (re)connect, so a token that appeared since is used. */
  url: () => string;
  onEvent: (event: ChatServerEvent) => void;
  onStatus?: (status: ChatSocketStatus) => void;
  /** Waits before each reconnect attempt; the last one repeats. */
  backoffMs?: readonly number[];
  createSocket?: SocketFactory;
}

const OPEN = 1;
const NORMAL_CLOSE = 1000;
const DEFAULT_BACKOFF = [500, 1000, 2000, 5000] as const;

const browserSocket: SocketFactory = (url) => new WebSocket(url) as unknown as SocketLike;

/**
 * One assistant socket (chat or voice), opened on demand: messages sent while it is not open
 * wait in a queue and go out, in order, once it is. A dropped connection reconnects with
 * back-off; a refusal by the server (unknown chat) does not, since retrying cannot help.
 */
export class ChatSocket {
  private socket: SocketLike | null = null;
  private readonly queue: string[] = [];
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  private status: ChatSocketStatus = 'idle';

  constructor(private readonly options: ChatSocketOptions) {}

  get currentStatus(): ChatSocketStatus {
    return this.status;
  }

  send(message: object): void {
    const text = JSON.stringify(message);
    if (this.socket?.readyState === OPEN) {
      this.socket.send(text);
      return;
    }
    this.queue.push(text);
    this.closed = false;
    if (!this.socket && !this.retryTimer) this.connect();
  }

  close(): void {
    this.closed = true;
    this.queue.length = 0;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close(NORMAL_CLOSE, 'chat left');
    this.setStatus('idle');
  }

  private connect(): void {
    this.retryTimer = null;
    this.setStatus(this.attempt === 0 ? 'connecting' : 'reconnecting');
    const socket = (this.options.createSocket ?? browserSocket)(this.options.url());
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.setStatus('open');
      for (const text of this.queue.splice(0)) socket.send(text);
    };
    socket.onmessage = ({ data }) => {
      if (typeof data !== 'string') return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(data);
      } catch {
        return;
      }
      const event = ChatServerEventSchema.safeParse(parsed);
      if (event.success) this.options.onEvent(event.data);
    };
    socket.onclose = ({ code }) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.closed) return;
      if (code === CHAT_SOCKET_CLOSE.unknownChat) {
        this.queue.length = 0;
        this.setStatus('refused');
        return;
      }
      this.scheduleReconnect();
    };
    // A failed connection also fires close, which decides about retrying.
    socket.onerror = () => undefined;
  }

  private scheduleReconnect(): void {
    const backoff = this.options.backoffMs ?? DEFAULT_BACKOFF;
    const wait = backoff[Math.min(this.attempt, backoff.length - 1)] ?? 1000;
    this.attempt += 1;
    this.setStatus('reconnecting');
    this.retryTimer = setTimeout(() => this.connect(), wait);
  }

  private setStatus(status: ChatSocketStatus): void {
    if (status === this.status) return;
    this.status = status;
    this.options.onStatus?.(status);
  }
}
