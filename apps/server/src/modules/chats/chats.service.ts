import { chatMessages, serverMessages, type Chat, type ChatHistoryEntry } from '@ai-map/contracts';
import type { AppContext } from '../../app-context';
import { forbidden, HttpError, notFound } from '../../lib/http-error';
import { findAccessCode } from '../auth/access-code.repository';
import { publishTripChange } from '../planner/trip-events';
import { assertPlannerTripLeft } from '../plans/limits.service';
import type { Viewer } from '../planner/trip-access';
import * as tripsRepo from '../planner/trips.repository';
import { newChatSlug } from '../planner/chat-slug';
import * as chatRows from '../planner/trip-chats.repository';
import type { ChatRow } from '../planner/trip-chats.repository';
import * as repo from './chats.repository';

/**
 * The chats that give trips their home in the history list (spec 000 §3 Chat, §7). A chat
 * belongs to a user, or to an anonymous planner's access code until it is claimed. A new chat
 * needs a trip left in the caller's plan (the chat limit of §8), but counts nothing: the trip
 * planned in it is what `consumePlannerTrip` counts.
 */

const present = (c: ChatRow): Chat => ({ id: c.id, slug: c.slug, title: c.title, trip: c.tripId });

function isOwner(chat: ChatRow, viewer: Viewer): boolean {
  return viewer.userId !== null
    ? chat.userId === viewer.userId
    : chat.userId === null &&
        chat.plannerAccessCode !== null &&
        chat.plannerAccessCode === viewer.accessCode;
}

/** An anonymous caller must hold a planner access code the server issued. */
async function requireOwner(ctx: AppContext, viewer: Viewer): Promise<void> {
  if (viewer.userId !== null) return;
  if (viewer.accessCode === null || !(await findAccessCode(ctx.db, viewer.accessCode))) {
    throw new HttpError(401, 'not_authenticated', serverMessages.notAuthenticated);
  }
}

export async function createChat(ctx: AppContext, viewer: Viewer): Promise<Chat> {
  await requireOwner(ctx, viewer);
  await assertPlannerTripLeft(
    ctx,
    viewer.userId !== null
      ? { kind: 'user', userId: viewer.userId }
      : { kind: 'visitor', accessCode: viewer.accessCode! },
  );
  const chat = await chatRows.insertChat(ctx.db, {
    slug: newChatSlug(),
    userId: viewer.userId,
    plannerAccessCode: viewer.userId === null ? viewer.accessCode : null,
  });
  return present(chat);
}

export async function listHistory(ctx: AppContext, viewer: Viewer): Promise<ChatHistoryEntry[]> {
  const owner =
    viewer.userId !== null
      ? { userId: viewer.userId }
      : viewer.accessCode !== null
        ? { accessCode: viewer.accessCode }
        : null;
  if (!owner) return [];
  const rows = await repo.listChats(ctx.db, owner);
  const last = await repo.lastMessages(
    ctx.db,
    rows.map((c) => c.id),
  );
  return rows.map((c) => ({
    ...present(c),
    message: last.get(c.id) ?? '',
    updated_at: c.updatedAt.toISOString(),
  }));
}

async function ownChat(ctx: AppContext, viewer: Viewer, slug: string, message: string) {
  const chat = await chatRows.findChatBySlug(ctx.db, slug);
  if (!chat) throw notFound(chatMessages.chatNotFound);
  if (!isOwner(chat, viewer)) {
    // Someone else's chat answers 404 to strangers, 403 to the trip's editors and viewers.
    if (chat.tripId !== null && viewer.userId !== null) {
      const role = await tripsRepo.findParticipantRole(ctx.db, chat.tripId, viewer.userId);
      if (role) throw forbidden(message);
    }
    throw notFound(chatMessages.chatNotFound);
  }
  return chat;
}

/** Rename (spec 000 §4 Trip rename): the chat and its trip carry the same title. */
export async function renameChat(
  ctx: AppContext,
  viewer: Viewer,
  slug: string,
  title: string,
): Promise<Chat> {
  const chat = await ownChat(ctx, viewer, slug, chatMessages.renameNotAllowed);
  const { updated, version } = await ctx.db.transaction(async (tx) => {
    const renamed = await chatRows.updateChat(tx, chat.id, { title });
    if (chat.tripId === null) return { updated: renamed, version: null };
    const trip = await tripsRepo.updateTrip(tx, chat.tripId, { title });
    return { updated: renamed, version: trip.version };
  });
  if (updated.tripId !== null && version !== null) {
    await publishTripChange(ctx, {
      type: 'trip_updated',
      tripId: updated.tripId,
      version,
      actorUserId: viewer.userId ?? undefined,
    });
  }
  return present(updated);
}

/** Delete (spec 000 §4 Trip delete): the owner's only; the trip goes with it. */
export async function deleteChat(ctx: AppContext, viewer: Viewer, slug: string): Promise<void> {
  const chat = await ownChat(ctx, viewer, slug, chatMessages.deleteNotAllowed);
  await ctx.db.transaction(async (tx) => {
    await chatRows.deleteChat(tx, chat.id);
    if (chat.tripId !== null) await tripsRepo.deleteTrip(tx, chat.tripId);
  });
  if (chat.tripId !== null) {
    await publishTripChange(ctx, {
      type: 'trip_deleted',
      tripId: chat.tripId,
      version: 0,
      actorUserId: viewer.userId ?? undefined,
    });
  }
}
