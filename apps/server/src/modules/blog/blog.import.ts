import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { countWords, parseFrontMatter } from './markdown';
import { upsertPosts, type NewBlogPost } from './blog.repository';

export const BLOG_AUTHOR = 'AI Travel Map team';
const WORDS_PER_MINUTE = 200;

const FrontMatterSchema = z.object({
  title: z.string().min(1).max(200),
  summary: z.string().min(1).max(400),
  author: z.string().min(1).default(BLOG_AUTHOR),
  published_at: z.iso.date().or(z.iso.datetime({ offset: true })),
  tags: z.array(z.string().regex(/^[a-z0-9-]+$/, 'tags are lower-case slugs')).default([]),
  image: z.string().optional(),
});

/** An article read from its file: every field known. */
export type Article = NewBlogPost & Required<Pick<NewBlogPost, 'tags' | 'readingMinutes'>>;

/** Reads one article file: `<slug>.md` with front matter and a Markdown body. */
export function readArticle(fileName: string, source: string): Article {
  const slug = path.basename(fileName, '.md');
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
    throw new Error(`blog: ${fileName}: the file name must be a lower-case slug`);
  }
  const { data, body } = parseFrontMatter(source);
  const parsed = FrontMatterSchema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`blog: ${fileName}: ${problems.join('; ')}`);
  }
  const fm = parsed.data;
  const text = body.trim();
  return {
    slug,
    title: fm.title,
    summary: fm.summary,
    body: text,
    image: fm.image ?? null,
    author: fm.author,
    publishedAt: new Date(fm.published_at),
    tags: fm.tags,
    readingMinutes: Math.max(1, Math.ceil(countWords(text) / WORDS_PER_MINUTE)),
  };
}

/** Every article of a folder, sorted by file name; a missing folder has none. */
export async function readArticles(blogDir: string): Promise<Article[]> {
  let names: string[];
  try {
    names = (await readdir(blogDir)).filter((n) => n.endsWith('.md')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return Promise.all(
    names.map(async (name) => readArticle(name, await readFile(path.join(blogDir, name), 'utf8'))),
  );
}

/**
 * Start-up step: upserts the articles of `data/blog` by slug. Unchanged articles are left as
 * they are; new and edited ones are written (and their `updated_at` moves). Articles removed
 * from the folder stay in the database.
 */
export async function importBlog(
  db: Database,
  blogDir: string,
  log?: { info(obj: object, message: string): void },
) {
  const posts = await readArticles(blogDir);
  const changed = await upsertPosts(db, posts);
  if (changed) log?.info({ blogDir, articles: posts.length, changed }, 'blog articles imported');
  return { articles: posts.length, changed };
}

/** The articles live in `data/blog`, beside the catalogue bundle in `data/bundle`. */
export const blogDirFor = (bundleDir: string) => path.join(path.dirname(bundleDir), 'blog');
