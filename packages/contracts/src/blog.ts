import { z } from 'zod';
import { MetaSchema } from './catalog';
import { PAGE_SIZES, pageQuery } from './pagination';

/** The blog calls (spec 001 §9), relative to `API_BASE`: an article is found by id or slug. */
export const blogPaths = apiPathTable({
  posts: 'blog/',
  article: (idOrSlug: string) => `blog/${encodeURIComponent(idOrSlug)}/`,
});
import { SEARCH_MAX_LENGTH } from './constants';
import { apiPathTable } from './routes';

/** `GET blog/` query: page, page_size (default 7, spec 001 §9) and a free-text search. */
export const BlogListQuerySchema = pageQuery(PAGE_SIZES.blog).extend({
  search: z
    .string()
    .trim()
    .max(SEARCH_MAX_LENGTH, `Search text is at most ${SEARCH_MAX_LENGTH} characters.`)
    .default(''),
});

/** An article card of the blog list (spec 001 §3 "Article list"). */
export const BlogPostSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  image: z.string().nullable(),
  author: z.string(),
  /** ISO 8601 date-time. */
  published_at: z.string(),
  reading_minutes: z.number().int(),
  tags: z.array(z.string()),
});
export type BlogPost = z.infer<typeof BlogPostSchema>;

/** `GET blog/`: list and count as the spec reads them, plus the page asked for. */
export const BlogListSchema = z.object({
  list: z.array(BlogPostSchema),
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type BlogList = z.infer<typeof BlogListSchema>;

/** `GET blog/{id}/`: the article, its Markdown and safe HTML, meta and related articles. */
export const BlogArticleSchema = BlogPostSchema.extend({
  body: z.string(),
  html: z.string(),
  updated_at: z.string(),
  meta: MetaSchema,
  related: z.array(BlogPostSchema),
});
export type BlogArticle = z.infer<typeof BlogArticleSchema>;
