import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { votes } from '../../db/schema';

/** A user's marks (like, favourite, visited) on objects of these kinds and ids, in one query. */
export async function votesOn(
  db: Database,
  userId: number,
  kinds: (typeof votes.objectType.enumValues)[number][],
  ids: number[],
) {
  return db
    .select({ type: votes.objectType, id: votes.objectId, vote: votes.vote })
    .from(votes)
    .where(
      and(eq(votes.userId, userId), inArray(votes.objectType, kinds), inArray(votes.objectId, ids)),
    );
}
