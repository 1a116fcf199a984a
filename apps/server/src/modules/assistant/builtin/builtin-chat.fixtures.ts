import type { createTestApp } from '../../../test-support/test-app';
import { visitorChat } from '../../../test-support/api';
import { contextOf } from '../../../test-support/test-context';
import { builtinBrain } from '../builtin-brain';
import type { PlanTrip } from '../brain/intents';
import type { LastEdit } from '../brain/edit-memory.schema';
import { findChatById } from '../chat-messages.repository';
import { createToolbox, readTrip } from '../tools/toolbox';

/**
 * A fresh visitor's chat with the built-in brain, one message after another (each turn gets the
 * draft and the edit record the previous one left): the last answer and the chat's trip as the Trip tab reads it.
 */
export async function sayToBuiltinBrain(
  t: Awaited<ReturnType<typeof createTestApp>>,
  ...messages: string[]
) {
  const { code, chat: created } = await visitorChat(t.app);
  const viewer = { userId: null, accessCode: code };
  let draft: PlanTrip | null = null;
  let lastEdit: LastEdit | null = null;
  // As the chat session keeps it: the request of the latest answer that planned a trip.
  let planned: PlanTrip | null = null;
  let answer = '';
  for (const text of messages) {
    const result = await builtinBrain({
      ctx: contextOf(t),
      chat: (await findChatById(t.database.db, created.id))!,
      viewer,
      text,
      userLocation: null,
      history: [],
      draft,
      lastEdit,
      planned,
    });
    draft = result.draft ?? null;
    lastEdit = result.lastEdit ?? null;
    planned = result.planned ?? planned;
    answer = result.answer;
  }
  const chat = (await findChatById(t.database.db, created.id))!;
  return { answer, trip: await readTrip(createToolbox(contextOf(t), chat, viewer)), code };
}
