import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { favouriteCategories } from '../../db/schema';

/** The category slugs a user marked as favourite, oldest first. */
export async function favouriteCategorySlugs(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .select({ slug: favouriteCategories.categorySlug })
    .from(favouriteCategories)
    .where(eq(favouriteCategories.userId, userId))
    .orderBy(favouriteCategories.createdAt, favouriteCategories.categorySlug);
  return rows.map((r) => r.slug);
}

export async function addFavouriteCategories(db: Database, userId: number, slugs: string[]) {
  if (!slugs.length) return;
  await db
    .insert(favouriteCategories)
    .values(slugs.map((categorySlug) => ({ userId, categorySlug })))
    .onConflictDoNothing();
}

export async function removeFavouriteCategories(db: Database, userId: number, slugs: string[]) {
  if (!slugs.length) return;
  await db
    .delete(favouriteCategories)
    .where(
      and(eq(favouriteCategories.userId, userId), inArray(favouriteCategories.categorySlug, slugs)),
    );
}
