import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userPreferences } from '../../db/schema';

export type PreferenceList = (typeof userPreferences.$inferSelect)['list'];

/** The user's chosen category ids per list, in the order chosen. */
export async function preferencesOf(
  db: Database,
  userId: number,
): Promise<Record<PreferenceList, string[]>> {
  const rows = await db
    .select({ list: userPreferences.list, id: userPreferences.categoryId })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .orderBy(asc(userPreferences.list), asc(userPreferences.position));
  const lists: Record<PreferenceList, string[]> = { attractions: [], shopping: [] };
  for (const row of rows) lists[row.list].push(row.id);
  return lists;
}

export async function replaceList(
  db: Database,
  userId: number,
  list: PreferenceList,
  categoryIds: readonly string[],
): Promise<void> {
  await db
    .delete(userPreferences)
    .where(and(eq(userPreferences.userId, userId), eq(userPreferences.list, list)));
  if (categoryIds.length === 0) return;
  await db
    .insert(userPreferences)
    .values(categoryIds.map((categoryId, position) => ({ userId, list, categoryId, position })));
}
