import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cities, countries, places, regions, votes } from '../../db/schema';

export type VoteObject = (typeof votes.$inferSelect)['objectType'];
export type Vote = (typeof votes.$inferSelect)['vote'];

export interface Marks {
  number_of_likes: number;
  is_liked: boolean;
  is_favourite: boolean;
  is_visited: boolean;
}

/** Like counts and the caller's own marks for a page of objects, in two queries. */
export async function marksFor(
  db: Database,
  userId: number | null,
  objectType: VoteObject,
  ids: number[],
): Promise<Map<number, Marks>> {
  const result = new Map<number, Marks>(
    ids.map((id) => [
      id,
      { number_of_likes: 0, is_liked: false, is_favourite: false, is_visited: false },
    ]),
  );
  if (!ids.length) return result;
  const likes = await db
    .select({ id: votes.objectId, n: count() })
    .from(votes)
    .where(
      and(eq(votes.objectType, objectType), eq(votes.vote, 'like'), inArray(votes.objectId, ids)),
    )
    .groupBy(votes.objectId);
  for (const row of likes) result.get(row.id)!.number_of_likes = row.n;
  if (userId !== null) {
    const own = await db
      .select({ id: votes.objectId, vote: votes.vote })
      .from(votes)
      .where(
        and(
          eq(votes.userId, userId),
          eq(votes.objectType, objectType),
          inArray(votes.objectId, ids),
        ),
      );
    for (const row of own) {
      const marks = result.get(row.id)!;
      if (row.vote === 'like') marks.is_liked = true;
      if (row.vote === 'favourite') marks.is_favourite = true;
      if (row.vote === 'visited') marks.is_visited = true;
    }
  }
  return result;
}

/** Flips one mark; returns whether it is set afterwards. */
export async function toggleVote(
  db: Database,
  userId: number,
  objectType: VoteObject,
  objectId: number,
  vote: Vote,
): Promise<boolean> {
  const key = and(
    eq(votes.userId, userId),
    eq(votes.objectType, objectType),
    eq(votes.objectId, objectId),
    eq(votes.vote, vote),
  );
  const removed = await db.delete(votes).where(key).returning({ id: votes.objectId });
  if (removed.length) return false;
  await db.insert(votes).values({ userId, objectType, objectId, vote }).onConflictDoNothing();
  return true;
}

export async function likeCount(
  db: Database,
  objectType: VoteObject,
  objectId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(votes)
    .where(
      and(eq(votes.objectType, objectType), eq(votes.objectId, objectId), eq(votes.vote, 'like')),
    );
  return row?.n ?? 0;
}

/** Ids of the objects of one type a user marked, newest mark first. */
export async function markedIds(db: Database, userId: number, objectType: VoteObject, vote: Vote) {
  const rows = await db
    .select({ id: votes.objectId, at: votes.createdAt })
    .from(votes)
    .where(and(eq(votes.userId, userId), eq(votes.objectType, objectType), eq(votes.vote, vote)))
    .orderBy(votes.createdAt);
  return rows.map((r) => r.id).reverse();
}

const placeKinds: Partial<Record<VoteObject, 'attraction' | 'shop' | 'food' | 'event'>> = {
  attraction: 'attraction',
  shop: 'shop',
  food: 'food',
  event: 'event',
};

/** Whether the object a vote would point at exists (votes carry no foreign key of their own). */
export async function objectExists(
  db: Database,
  objectType: VoteObject,
  id: number,
): Promise<boolean> {
  const table =
    objectType === 'country'
      ? countries
      : objectType === 'region'
        ? regions
        : objectType === 'city'
          ? cities
          : places;
  const kind = placeKinds[objectType];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(kind ? and(eq(places.id, id), eq(places.kind, kind)) : eq(table.id, id))
    .limit(1);
  return row !== undefined;
}
