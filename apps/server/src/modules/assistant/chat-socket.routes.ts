import {
  CHAT_SOCKET_CLOSE,
  type ChatMessageEvent,
  ChatMessageEventSchema,
  type ChatServerEvent,
  chatSocketPaths,
  PLANNER_ACCESS_CODE_COOKIE,
  serverMessages,
} from '@ai-map/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { userForToken } from '../auth/auth.service';
import type { Viewer } from '../planner/trip-access';
import { type ChatSession, openChatSession } from './chat-session';
import type { Brain } from './chat-turn';

/** The part of a `ws` WebSocket this module uses. */
interface Peer {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): void;
  on(event: 'close', listener: () => void): void;
}
const OPEN = 1;

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** The caller of a socket: the `token` query (browsers cannot set headers on sockets), the code. */
async function socketViewer(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<Viewer | 'bad-token'> {
  const query = request.query as Record<string, unknown>;
  const token = text(query.token);
  let userId: number | null = null;
  if (token) {
    const user = token.length <= 128 ? await userForToken(ctx, token) : null;
    if (!user) return 'bad-token';
    userId = user.id;
  }
  const code = text(query.planner_access_code) ?? text(request.cookies[PLANNER_ACCESS_CODE_COOKIE]);
  return { userId, accessCode: code && code.length <= 128 ? code : null };
}

/** Turns a client frame into the message it carries, or the reason it is refused. */
function readChatMessage(
  data: Buffer,
  isBinary: boolean,
): { ok: true; event: ChatMessageEvent } | { ok: false; error: string } {
  const refuse = (error: string) => ({ ok: false, error }) as const;
  if (isBinary) return refuse('Messages must be JSON text.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.toString('utf8'));
  } catch {
    return refuse('The message is not valid JSON.');
  }
  const event = ChatMessageEventSchema.safeParse(parsed);
  if (event.success) return { ok: true, event: event.data };
  const type = (parsed as { type?: unknown } | null)?.type;
  if (type !== 'chat_message') return refuse('Unknown message type: send chat_message.');
  return refuse(event.error.issues[0]?.message ?? 'The message is not valid.');
}

/**
 * `/ws/chat/{chat id}/` (spec 000 §7): the user's messages in, the assistant's events out. Bad
 * frames get an `error` event and the socket stays open; an unknown chat closes it with
 * CHAT_SOCKET_CLOSE.unknownChat. Messages are answered one at a time, in the order sent.
 */
export const chatSocketRoutes: FastifyPluginAsync<{ ctx: AppContext; brain: Brain }> = async (
  app,
  { ctx, brain },
) => {
  app.get(
    chatSocketPaths.chat(':id' as never),
    { websocket: true, schema: { hide: true } },
    (socket, request) => {
      const peer = socket as unknown as Peer;
      const emit = (event: ChatServerEvent) => {
        if (peer.readyState === OPEN) peer.send(JSON.stringify(event));
      };
      let session: ChatSession | null = null;
      const early: { data: Buffer; isBinary: boolean }[] = [];

      const receive = (data: Buffer, isBinary: boolean) => {
        if (!session) {
          early.push({ data, isBinary });
          return;
        }
        const read = readChatMessage(data, isBinary);
        if (!read.ok) {
          emit({ type: 'error', message: read.error });
          return;
        }
        session.say(read.event.message, read.event.user_location ?? null);
      };
      peer.on('message', receive);
      peer.on('close', () => session?.close());

      const start = async () => {
        const viewer = await socketViewer(ctx, request);
        if (viewer === 'bad-token') {
          peer.close(CHAT_SOCKET_CLOSE.unknownChat, serverMessages.invalidToken);
          return;
        }
        const opened = await openChatSession(
          ctx,
          brain,
          (request.params as { id: string }).id,
          viewer,
          emit,
        );
        if (!opened) {
          peer.close(CHAT_SOCKET_CLOSE.unknownChat, 'Unknown chat.');
          return;
        }
        session = opened;
        for (const frame of early.splice(0)) receive(frame.data, frame.isBinary);
      };
      start().catch((error: unknown) => {
        request.log.error({ err: error }, 'chat socket failed to start');
        peer.close(1011, 'Something went wrong. Please try again.');
      });
    },
  );
};
