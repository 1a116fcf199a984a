import { CHAT_TURN_SWEEP_INTERVAL_MS, CHAT_TURN_TIMEOUT_MS, chatMessages } from '@ai-map/contracts';
import type { AppContext } from '../../app-context';
import { answerUnansweredMessages } from './chat-messages.repository';

/** The bus channel of one chat: its open sockets, on any instance, hear the sweep's answers. */
export const chatChannel = (chatId: number): `chat:${number}` => `chat:${chatId}`;

/** What the sweep tells a chat's open sockets: the error it stored as the turn's answer. */
export interface TurnInterruptedNotice {
  message: string;
}

declare module '../../plugins/realtime-bus' {
  interface BusEvents {
    chat: TurnInterruptedNotice;
  }
}

/**
 * Stores the interrupted-turn error as the answer of every user message still unanswered
 * before `before`, and tells the chats' open sockets (a turn hung on a live server still has
 * its socket): the user sees, in the chat, that the message was not carried out and can send it
 * again (the web chat offers a Retry button on it) without reloading.
 */
export async function answerInterruptedTurns(ctx: AppContext, before: Date): Promise<number[]> {
  const content = chatMessages.turnInterrupted;
  const chats = await answerUnansweredMessages(ctx.db, before, content);
  if (!chats.length) return chats;
  ctx.log.warn({ chats }, 'answered interrupted chat turns');
  const notice: TurnInterruptedNotice = { message: content };
  await Promise.all(
    chats.map((chatId) =>
      // The answer is stored already: a lost notice only means the user sees it on reload.
      ctx.bus.publish(chatChannel(chatId), notice).catch((error: unknown) => {
        ctx.log.warn({ err: error, chatId }, 'interrupted-turn notice not published');
      }),
    ),
  );
  return chats;
}

/**
 * Finds interrupted turns at start-up and then every minute. A server alone on its database
 * (the locked embedded one) knows that no turn is running anywhere when it starts, so every
 * unanswered message is interrupted; with a shared database another instance may be mid-turn,
 * so only turns past the timeout count. Returns the function that stops the sweep.
 */
export function startInterruptedTurnSweep(
  ctx: AppContext,
  aloneOnDatabase: boolean,
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const sweep = (before: Date) => {
    if (running) return;
    running = answerInterruptedTurns(ctx, before)
      .catch((error: unknown) => ctx.log.error({ err: error }, 'interrupted-turn sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  sweep(aloneOnDatabase ? new Date() : new Date(Date.now() - CHAT_TURN_TIMEOUT_MS));
  const timer = setInterval(
    () => sweep(new Date(Date.now() - CHAT_TURN_TIMEOUT_MS)),
    CHAT_TURN_SWEEP_INTERVAL_MS,
  );
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
