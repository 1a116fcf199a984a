import type { BlogArticle, BlogPost } from '@ai-map/contracts';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import * as repo from './blog.repository';
import type { BlogPostRow } from './blog.repository';
import { renderMarkdown } from './markdown';

const RELATED = 3;

function presentPost(row: BlogPostRow): BlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    image: row.image,
    author: row.author,
    published_at: row.publishedAt.toISOString(),
    reading_minutes: row.readingMinutes,
    tags: row.tags,
  };
}

export async function listPosts(
  ctx: AppContext,
  p: { page: number; page_size: number; search: string },
) {
  const { rows, total } = await repo.listPosts(ctx.db, p);
  return { list: rows.map(presentPost), count: total, page: p.page, page_size: p.page_size };
}

/** The article row by numeric id or by slug; 404 when there is none. */
export async function findPost(ctx: AppContext, idOrSlug: string) {
  const row = await repo.postBy(
    ctx.db,
    /^\d+$/.test(idOrSlug) ? { id: Number(idOrSlug) } : { slug: idOrSlug },
  );
  if (!row) throw notFound(`No article "${idOrSlug}".`);
  return row;
}

/** One article by numeric id or by slug. */
export async function getPost(ctx: AppContext, idOrSlug: string): Promise<BlogArticle> {
  const row = await findPost(ctx, idOrSlug);
  const related = await repo.relatedPosts(ctx.db, row, RELATED);
  return {
    ...presentPost(row),
    body: row.body,
    html: renderMarkdown(row.body),
    updated_at: row.updatedAt.toISOString(),
    meta: { title: row.title, description: row.summary, image: row.image },
    related: related.map(presentPost),
  };
}
