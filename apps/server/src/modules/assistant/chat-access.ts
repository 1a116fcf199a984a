import type { Database } from '../../db/client';
import type { ChatRow } from '../planner/trip-chats.repository';
import type { Viewer } from '../planner/trip-access';
import * as trips from '../planner/trips.repository';

export type ChatAccess = 'write' | 'read';

/**
 * Who may use a chat: its owner (by account, or by the access code of an anonymous planner) and
 * the editors of its trip may talk to the assistant; the trip's viewers may read along. Anyone
 * else does not learn that the chat exists.
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
  const role = await trips.findParticipantRole(db, chat.tripId, viewer.userId);
  if (role === 'owner' || role === 'editor') return 'write';
  return role === 'viewer' ? 'read' : null;
}
