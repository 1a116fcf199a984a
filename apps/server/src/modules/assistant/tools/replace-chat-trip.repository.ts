import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { chats, trips } from '../../../db/schema';

/**
 * Makes a freshly planned trip the chat's own and deletes the trip it replaces, in one
 * transaction. The planner created the new trip with a chat of its own; that chat goes.
 */
export async function replaceChatTrip(
  db: Database,
  chatId: number,
  oldTripId: number,
  newTripId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(chats).where(and(eq(chats.tripId, newTripId), ne(chats.id, chatId)));
    await tx.update(chats).set({ tripId: newTripId }).where(eq(chats.id, chatId));
    await tx.delete(trips).where(eq(trips.id, oldTripId));
  });
}
