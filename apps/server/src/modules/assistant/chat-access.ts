import type { Database } from '../../db/client';
import type { ChatRow } from '../planner/trip-chats.repository';
import { accessOf, type Viewer } from '../planner/trip-access';
import { can } from '../planner/trip-policy';
import * as trips from '../planner/trips.repository';

export type ChatAccess = 'write' | 'read';

/**
 * Who may use a chat: its owner (by account, or by the access code of an anonymous planner) may
 * talk to the assistant, and the people of its trip as the trip policy lets them (editors
 * write, viewers read along). Anyone else does not learn that the chat exists.
 */
export async function chatAccessOf(
  db: Database,
  chat: ChatRow,
  viewer: Viewer,
): Promise<ChatAccess | null> {
  if (viewer.userId !== null && chat.userId === viewer.userId) return 'write';
  if (
    chat.userId === null &&
    chat.plannerAccessCode !== null &&
    chat.plannerAccessCode === viewer.accessCode
  ) {
    return 'write';
  }
  if (viewer.userId === null || chat.tripId === null) return null;
  const trip = await trips.findTrip(db, chat.tripId);
  if (!trip) return null;
  // As a participant only: the access code already answered above, for the chat it opened.
  const { role } = await accessOf(db, trip, { userId: viewer.userId, accessCode: null });
  if (can(role, 'write_chat', trip)) return 'write';
  return can(role, 'read_chat', trip) ? 'read' : null;
}
