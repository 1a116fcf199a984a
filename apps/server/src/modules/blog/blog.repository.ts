import { and, count, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blogPosts } from '../../db/schema';
import { foldSql } from '../../db/fold';
import { foldText, likeEscape } from '../search/text-fold';

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type NewBlogPost = Omit<typeof blogPosts.$inferInsert, 'id' | 'updatedAt'>;

/** Inserts new articles and rewrites changed ones; returns how many were written. */
export async function upsertPosts(db: Database, posts: NewBlogPost[]): Promise<number> {
  if (!posts.length) return 0;
  const rows = await db
    .insert(blogPosts)
    .values(posts)
    .onConflictDoUpdate({
      target: blogPosts.slug,
      set: {
        title: sql`excluded.title`,
        summary: sql`excluded.summary`,
        body: sql`excluded.body`,
        image: sql`excluded.image`,
        author: sql`excluded.author`,
        publishedAt: sql`excluded.published_at`,
        tags: sql`excluded.tags`,
        readingMinutes: sql`excluded.reading_minutes`,
        updatedAt: sql`now()`,
      },
      // Only rows whose content differs are touched, so updated_at means "content changed".
      setWhere: sql`(${blogPosts.title}, ${blogPosts.summary}, ${blogPosts.body}, ${blogPosts.image}, ${blogPosts.author}, ${blogPosts.publishedAt}, ${blogPosts.tags}, ${blogPosts.readingMinutes})
        IS DISTINCT FROM (excluded.title, excluded.summary, excluded.body, excluded.image, excluded.author, excluded.published_at, excluded.tags, excluded.reading_minutes)`,
    })
    .returning({ id: blogPosts.id });
  return rows.length;
}

function searchWhere(search: string) {
  if (!search) return undefined;
  const pattern = `%${likeEscape(foldText(search))}%`;
  return or(
    sql`${foldSql(blogPosts.title)} like ${pattern} escape '\\'`,
    sql`${foldSql(blogPosts.summary)} like ${pattern} escape '\\'`,
    sql`${foldSql(blogPosts.body)} like ${pattern} escape '\\'`,
  );
}

export async function listPosts(
  db: Database,
  p: { page: number; page_size: number; search: string },
) {
  const where = searchWhere(p.search);
  const rows = await db
    .select()
    .from(blogPosts)
    .where(where)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(p.page_size)
    .offset((p.page - 1) * p.page_size);
  const [total] = await db.select({ n: count() }).from(blogPosts).where(where);
  return { rows, total: total!.n };
}

export async function postBy(db: Database, where: { id: number } | { slug: string }) {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where('id' in where ? eq(blogPosts.id, where.id) : eq(blogPosts.slug, where.slug))
    .limit(1);
  return row;
}

/** Other articles sharing a tag, most shared tags first, then newest. */
export async function relatedPosts(db: Database, post: BlogPostRow, limit: number) {
  if (!post.tags.length) return [];
  const tags = sql`array[${sql.join(
    post.tags.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`;
  const shared = sql<number>`(select count(*) from jsonb_array_elements_text(${blogPosts.tags}) t where t = any(${tags}))`;
  return db
    .select()
    .from(blogPosts)
    .where(and(ne(blogPosts.id, post.id), sql`${blogPosts.tags} ?| ${tags}`))
    .orderBy(desc(shared), desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit);
}
