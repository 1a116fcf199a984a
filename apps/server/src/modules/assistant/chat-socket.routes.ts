import {
  AudioChunkEventSchema,
  CHAT_SOCKET_CLOSE,
  ChatMessageEventSchema,
  type ChatServerEvent,
  chatSocketPaths,
  messages,
  routeOf,
  serverMessages,
  voiceMessages,
} from '@ai-map/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../lib/http-error';
import { exceedsJsonDepth, tooDeepMessage } from '../../lib/json-limits';
import { containsControlCharacter } from '../../plugins/input-gate';
import { socketViewerOf } from '../planner/trip-access';
import type { SpeechToText } from '../voice/speech-to-text';
import { UtteranceBuffer } from '../voice/utterance-buffer';
import { transcribeUtterance } from '../voice/voice.service';
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

/** A client frame as JSON, or the reason it cannot be read. */
function parseFrame(
  data: Buffer,
  isBinary: boolean,
): { ok: true; value: unknown } | { ok: false; error: string } {
  if (isBinary) return { ok: false, error: 'Messages must be JSON text.' };
  let value: unknown;
  try {
    value = JSON.parse(data.toString('utf8')) as unknown;
  } catch {
    return { ok: false, error: 'The message is not valid JSON.' };
  }
  // The same rule as the HTTP input gate: the database cannot store NUL in a message.
  if (containsControlCharacter(value)) {
    return { ok: false, error: 'The message must not contain control characters.' };
  }
  return { ok: true, value };
}

/** What a socket does with each valid frame, once its chat is open. */
type FrameHandler = (
  value: unknown,
  session: ChatSession,
  emit: (event: ChatServerEvent) => void,
) => void;

const typeOf = (value: unknown) => (value as { type?: unknown } | null)?.type;

const onChatFrame: FrameHandler = (value, session, emit) => {
  const event = ChatMessageEventSchema.safeParse(value);
  if (event.success) {
    session.say(event.data.message, event.data.user_location ?? null);
  } else if (typeOf(value) !== 'chat_message') {
    emit({ type: 'error', message: 'Unknown message type: send chat_message.' });
  } else {
    emit({ type: 'error', message: event.error.issues[0]?.message ?? 'The message is not valid.' });
  }
};

/**
 * The voice socket's frames: audio chunks gathered per utterance; on `final` the speech is
 * transcribed, the transcript sent back (`realtime_transcription`) and answered as a message.
 * Any failure drops the utterance with an `error` event; the socket stays open.
 */
function voiceFrames(stt: SpeechToText | null): FrameHandler {
  const utterance = new UtteranceBuffer();
  let transcribing = Promise.resolve();
  return (value, session, emit) => {
    const chunk = AudioChunkEventSchema.safeParse(value);
    if (!chunk.success) {
      emit({
        type: 'error',
        message:
          typeOf(value) === 'audio_chunk'
            ? (chunk.error.issues[0]?.message ?? 'The audio chunk is not valid.')
            : 'Unknown message type: send audio_chunk.',
      });
      return;
    }
    if (!stt) {
      emit({ type: 'error', message: voiceMessages.unavailable });
      return;
    }
    try {
      if (chunk.data.data) utterance.append(chunk.data.data);
    } catch (error) {
      utterance.clear();
      emit({
        type: 'error',
        message: error instanceof HttpError ? error.detail : voiceMessages.transcriptionFailed,
      });
      return;
    }
    if (!chunk.data.final) return;
    const location = chunk.data.user_location ?? null;
    transcribing = transcribing.then(async () => {
      try {
        const text = await transcribeUtterance(stt, utterance);
        emit({ type: 'realtime_transcription', text });
        session.say(text, location);
      } catch (error) {
        utterance.clear();
        emit({
          type: 'error',
          message: error instanceof HttpError ? error.detail : voiceMessages.transcriptionFailed,
        });
      }
    });
  };
}

/**
 * One assistant socket: the caller and the chat are checked first (an unknown chat, or one the
 * caller may not open, closes with CHAT_SOCKET_CLOSE.unknownChat); frames that arrive meanwhile
 * wait. Bad frames get an `error` event and the socket stays open, except a frame over the JSON
 * limits (lib/json-limits.ts), which closes it with CHAT_SOCKET_CLOSE.messageTooLarge.
 */
function assistantSocket(ctx: AppContext, brain: Brain, frames: () => FrameHandler) {
  return (socket: unknown, request: FastifyRequest) => {
    const peer = socket as Peer;
    const emit = (event: ChatServerEvent) => {
      if (peer.readyState === OPEN) peer.send(JSON.stringify(event));
    };
    const handle = frames();
    let session: ChatSession | null = null;
    const early: { data: Buffer; isBinary: boolean }[] = [];

    const receive = (data: Buffer, isBinary: boolean) => {
      if (peer.readyState !== OPEN) return;
      // Before anything keeps or parses it: a frame nested past the limit would overflow the
      // stack of whatever walks it, so it ends this socket (and only this one) unread.
      if (!isBinary && exceedsJsonDepth(data)) {
        peer.close(CHAT_SOCKET_CLOSE.messageTooLarge, tooDeepMessage);
        return;
      }
      if (!session) {
        early.push({ data, isBinary });
        return;
      }
      const frame = parseFrame(data, isBinary);
      if (frame.ok) handle(frame.value, session, emit);
      else emit({ type: 'error', message: frame.error });
    };
    // The last resort for a frame: an exception thrown here would leave the socket's listener
    // and, with nothing to catch it, end the process; it ends this socket instead.
    peer.on('message', (data, isBinary) => {
      try {
        receive(data, isBinary);
      } catch (error) {
        request.log.error({ err: error }, 'assistant socket frame failed');
        peer.close(1011, messages.somethingWentWrong);
      }
    });
    let closed = false;
    peer.on('close', () => {
      closed = true;
      session?.close();
    });

    const start = async () => {
      const viewer = await socketViewerOf(ctx, request);
      if (!viewer) {
        peer.close(CHAT_SOCKET_CLOSE.unknownChat, serverMessages.invalidToken);
        return;
      }
      const chatId = (request.params as { id: string }).id;
      const opened = await openChatSession(ctx, brain, chatId, viewer, emit);
      if (!opened) {
        peer.close(CHAT_SOCKET_CLOSE.unknownChat, 'Unknown chat.');
        return;
      }
      // Gone while the chat was being opened: the session (and its chat listener) ends at once.
      if (closed) {
        opened.close();
        return;
      }
      session = opened;
      for (const frame of early.splice(0)) receive(frame.data, frame.isBinary);
    };
    start().catch((error: unknown) => {
      request.log.error({ err: error }, 'assistant socket failed to start');
      peer.close(1011, messages.somethingWentWrong);
    });
  };
}

/**
 * The assistant's sockets (spec 000 §7): `/ws/chat/{chat id}/` takes typed messages,
 * `/ws/stt_answer/{chat id}/` spoken ones; both answer with the same events, one message at a
 * time in the order received.
 */
export const chatSocketRoutes: FastifyPluginAsync<{
  ctx: AppContext;
  brain: Brain;
  stt: SpeechToText | null;
}> = async (app, { ctx, brain, stt }) => {
  const options = { websocket: true, schema: { hide: true } } as const;
  app.get(
    routeOf(chatSocketPaths.chat, 'id'),
    options,
    assistantSocket(ctx, brain, () => onChatFrame),
  );
  app.get(
    routeOf(chatSocketPaths.voice, 'id'),
    options,
    assistantSocket(ctx, brain, () => voiceFrames(stt)),
  );
};
