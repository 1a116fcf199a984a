import { type ChatServerEvent, messages, type UserLocation } from '@ai-map/contracts';
import type { AppContext } from '../../app-context';
import * as chats from '../planner/trip-chats.repository';
import type { Viewer } from '../planner/trip-access';
import { chatAccessOf } from './chat-access';
import * as repo from './chat-messages.repository';
import { type PlanTrip, PlanTripSchema } from './brain/intents';
import { type LastEdit, LastEditSchema } from './brain/edit-memory.schema';
import type { Brain, TurnResult } from './chat-turn';
import { chatChannel } from './interrupted-turns';

/** How much of the conversation a brain reads: enough for "that one" and "day 2 again". */
const CONTEXT_MESSAGES = 20;
/** A turn slower than this is logged with the time of each of its steps. */
const SLOW_TURN_MS = 10_000;
const READ_ONLY = 'You can read this chat, but only its editors can write.';
const NO_LONGER_MEMBER = 'You no longer take part in this trip.';
/** A chat without a title takes the start of its first message. */
const TITLE_LENGTH = 60;

export interface ChatSession {
  /** Queues a user message; messages are answered one at a time, in order. */
  say(text: string, userLocation: UserLocation | null): void;
  /**
   * Turns already running still finish and are stored; nothing more is sent. Call it once the
   * socket is gone: it also stops listening for the chat's notices.
   */
  close(): void;
}

/** The plan the last answer left unfinished: only the very last message counts. */
function draftOf(history: repo.ChatMessageRow[]): PlanTrip | null {
  const last = history.at(-1);
  if (last?.role !== 'assistant' || !last.meta?.draft) return null;
  const draft = PlanTripSchema.safeParse(last.meta.draft);
  return draft.success ? draft.data : null;
}

/**
 * The request the chat's trip was last planned from: the latest answer that planned one. A
 * reshape ("a quiet afternoon each day") keeps its wishes, party and budget (trav-001 lost the
 * rollercoasters, the food markets and "no car" once the draft was gone).
 */
function plannedOf(history: repo.ChatMessageRow[]): PlanTrip | null {
  const last = history.findLast((m) => m.role === 'assistant' && m.meta?.planned);
  const planned = last ? PlanTripSchema.safeParse(last.meta?.planned) : null;
  return planned?.success ? planned.data : null;
}

/** What the last answer's edit did ("put it back"): only the very last message counts. */
function lastEditOf(history: repo.ChatMessageRow[]): LastEdit | null {
  const last = history.at(-1);
  if (last?.role !== 'assistant' || !last.meta?.lastEdit) return null;
  const edit = LastEditSchema.safeParse(last.meta.lastEdit);
  return edit.success ? edit.data : null;
}

export const titleFrom = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= TITLE_LENGTH) return line;
  const cut = line.slice(0, TITLE_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > 30 ? cut.slice(0, space) : cut).trim()}…`;
};

/**
 * Where a slow turn spent its time (waiting behind earlier turns, storing, thinking), so a
 * user's "no answer" can be traced in the log: `step` ends a step, `logIfSlow` logs them all
 * when the turn took over SLOW_TURN_MS.
 */
function turnClock(ctx: AppContext, chatId: number, queuedAt: number) {
  const steps: Record<string, number> = { queued: Date.now() - queuedAt };
  let stepStart = Date.now();
  return {
    step(name: string) {
      steps[name] = Date.now() - stepStart;
      stepStart = Date.now();
    },
    logIfSlow(outcome: string) {
      const total = Object.values(steps).reduce((sum, ms) => sum + ms, 0);
      if (total > SLOW_TURN_MS) ctx.log.warn({ chatId, steps, outcome }, 'slow chat turn');
    },
  };
}

/** Stores the brain's answer; what to send for it: the answer, then `complete`. */
async function storeAnswer(
  ctx: AppContext,
  chatId: number,
  result: TurnResult,
): Promise<ChatServerEvent[]> {
  await repo.insertMessage(ctx.db, {
    chatId,
    role: 'assistant',
    content: result.answer,
    meta: {
      boundingBox: result.boundingBox,
      isChanges: result.isChanges,
      tools: result.tools,
      draft: result.draft ?? null,
      lastEdit: result.lastEdit ?? null,
      planned: result.planned ?? null,
    },
  });
  // The chat as the turn left it: it may have planned the chat's (first or new) trip and
  // named the chat after it. `complete` says so, and the page needs no read of the chat.
  const after = await chats.updateChat(ctx.db, chatId, {});
  return [
    { role: 'assistant', message: result.answer },
    {
      status: 'complete',
      message: { answer: result.answer },
      bounding_box: result.boundingBox,
      is_changes: result.isChanges,
      trip_id: after.tripId,
      chat_title: after.title,
    },
  ];
}

/** Stores the error answer of a turn that failed; what to send for it. */
async function storeError(ctx: AppContext, chatId: number): Promise<ChatServerEvent> {
  await repo.insertMessage(ctx.db, {
    chatId,
    role: 'assistant',
    content: messages.somethingWentWrong,
    type: 'error',
  });
  return { type: 'error', message: messages.somethingWentWrong };
}

/**
 * The conversation behind one chat socket: checks who may write, stores each message before it
 * is answered, runs the brain, stores and sends the answer. Null when the chat does not exist or
 * is not the caller's to open.
 */
export async function openChatSession(
  ctx: AppContext,
  brain: Brain,
  idParam: string,
  viewer: Viewer,
  emit: (event: ChatServerEvent) => void,
): Promise<ChatSession | null> {
  const chatId = /^\d{1,9}$/.test(idParam) ? Number(idParam) : null;
  const found = chatId === null ? undefined : await repo.findChatById(ctx.db, chatId);
  if (!found) return null;
  const access = await chatAccessOf(ctx.db, found, viewer);
  if (!access) return null;

  let open = true;
  let queue = Promise.resolve();
  const send = (event: ChatServerEvent) => {
    if (open) emit(event);
  };
  /** Gives up the running turn, when there is one (see the subscription below). */
  let giveUpTurn: (() => void) | null = null;
  // The interrupted-turn sweep (of any instance) answered this chat's last message with an
  // error: the user sees it with its Retry now. A turn still hanging here is given up, so that
  // the retry is not queued behind it and a late answer does not follow the stored error.
  const stopListening = await ctx.bus.subscribe(chatChannel(found.id), (notice) => {
    giveUpTurn?.();
    // Typed by the bus, but from another instance's JSON: a message that is not text is not shown.
    send({
      type: 'error',
      message: typeof notice.message === 'string' ? notice.message : messages.somethingWentWrong,
    });
  });

  const answer = async (text: string, userLocation: UserLocation | null, queuedAt: number) => {
    const { step, logIfSlow } = turnClock(ctx, found.id, queuedAt);
    // The chat may have gained a trip or a title since the socket opened.
    const chat = (await repo.findChatById(ctx.db, found.id)) ?? found;
    const history = await repo.recentMessages(ctx.db, chat.id, CONTEXT_MESSAGES);
    step('read');
    await repo.insertMessage(ctx.db, {
      chatId: chat.id,
      role: 'user',
      content: text,
      authorUserId: viewer.userId,
    });
    if (!chat.title) await chats.updateChat(ctx.db, chat.id, { title: titleFrom(text) });
    step('stored');
    send({ type: 'ai_thinking' });
    const givenUp = new Promise<null>((resolve) => {
      giveUpTurn = () => resolve(null);
    });
    try {
      const result = await Promise.race([
        brain({
          ctx,
          chat,
          viewer,
          text,
          userLocation,
          history: history
            .filter((message) => message.type !== 'error')
            .map((message) => ({ role: message.role, content: message.content })),
          draft: draftOf(history),
          lastEdit: lastEditOf(history),
          planned: plannedOf(history),
        }),
        givenUp,
      ]);
      step('brain');
      if (!result) {
        logIfSlow('given up');
        ctx.log.warn({ chatId: chat.id }, 'a hung chat turn was given up after its error answer');
        return;
      }
      const events = await storeAnswer(ctx, chat.id, result);
      step('answer stored');
      logIfSlow(open ? 'sent' : 'stored; the socket had closed');
      for (const event of events) send(event);
    } catch (error) {
      step('failed');
      logIfSlow('failed');
      ctx.log.error({ err: error, chatId: chat.id }, 'the assistant could not answer');
      send(await storeError(ctx, chat.id));
    } finally {
      giveUpTurn = null;
    }
  };

  return {
    say(text, userLocation) {
      const queuedAt = Date.now();
      queue = queue
        .then(async () => {
          // Asked again for each message: a member removed from the trip, or made a viewer,
          // while their socket is open writes no more.
          const now = await chatAccessOf(ctx.db, found, viewer);
          if (now === 'write') return answer(text, userLocation, queuedAt);
          send({ type: 'error', message: now === 'read' ? READ_ONLY : NO_LONGER_MEMBER });
        })
        .catch((error: unknown) => {
          ctx.log.error({ err: error }, 'a chat message could not be stored');
          send({ type: 'error', message: messages.somethingWentWrong });
        });
    },
    close() {
      open = false;
      stopListening();
    },
  };
}
