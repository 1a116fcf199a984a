import { BlogArticleSchema, BlogListSchema, type BlogList } from '@ai-map/contracts';
import { eq } from 'drizzle-orm';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '../../db/schema';
import { api } from '../../test-support/api';
import { createTestApp } from '../../test-support/test-app';
import { BLOG_AUTHOR, blogDirFor, importBlog, readArticles } from './blog.import';
import { countWords } from './markdown';

const repoBlogDir = path.resolve(import.meta.dirname, '../../../../../data/blog');

describe('blog articles in data/blog', () => {
  it('are six complete articles of 800–1,500 words by the team', async () => {
    const posts = await readArticles(repoBlogDir);
    expect(posts).toHaveLength(6);
    for (const post of posts) {
      const words = countWords(post.body);
      expect(words, post.slug).toBeGreaterThanOrEqual(800);
      expect(words, post.slug).toBeLessThanOrEqual(1500);
      expect(post.author).toBe(BLOG_AUTHOR);
      expect(post.tags.length, post.slug).toBeGreaterThan(0);
      expect(post.readingMinutes).toBe(Math.ceil(words / 200));
    }
    // Each shares a tag with at least one other, so every article has related reading.
    for (const post of posts) {
      const others = posts.filter((o) => o !== post && o.tags.some((t) => post.tags.includes(t)));
      expect(others.length, post.slug).toBeGreaterThanOrEqual(2);
    }
  });

  it('sit beside the bundle', () => {
    expect(blogDirFor('/srv/data/bundle')).toBe(path.join('/srv/data', 'blog'));
  });
});

describe('blog API', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let blogDir: string;
  beforeAll(async () => {
    t = await createTestApp();
    blogDir = await mkdtemp(path.join(os.tmpdir(), 'ai-map-blog-'));
    await cp(repoBlogDir, blogDir, { recursive: true });
    expect(await importBlog(t.database.db, blogDir)).toEqual({ articles: 6, changed: 6 });
  });
  afterAll(async () => {
    await t.close();
    await rm(blogDir, { recursive: true, force: true });
  });

  const list = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: api(`blog/${query}`) });
    expect(res.statusCode, res.body).toBe(200);
    return BlogListSchema.parse(res.json()) as BlogList;
  };

  it('lists newest first, 7 a page by default', async () => {
    const page = await list();
    expect(page.count).toBe(6);
    expect(page.page).toBe(1);
    expect(page.page_size).toBe(7);
    expect(page.list).toHaveLength(6);
    const dates = page.list.map((p) => p.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.list[0]).toMatchObject({
      slug: 'using-open-map-data-responsibly',
      author: BLOG_AUTHOR,
      image: null,
    });
    expect(page.list[0]).not.toHaveProperty('body');
  });

  it('pages', async () => {
    const second = await list('?page=2&page_size=4');
    expect(second.count).toBe(6);
    expect(second.list).toHaveLength(2);
    expect((await list('?page=3&page_size=4')).list).toEqual([]);
  });

  it('searches title, summary and body, ignoring case and accents', async () => {
    // The itinerary article mentions the budget article in its body.
    expect((await list('?search=BUDGETING')).list.map((p) => p.slug)).toEqual([
      'planning-a-day-by-day-itinerary',
      'budgeting-a-week-abroad',
    ]);
    // "price level ratio" only appears in the body of the budget article.
    expect((await list('?search=Price%20Level%20Ratio')).list.map((p) => p.slug)).toEqual([
      'budgeting-a-week-abroad',
    ]);
    // Accents in the query are folded: "cafés" matches "cafés" and "cafes".
    const cafe = await list('?search=CAF%C3%89S');
    expect(cafe.count).toBeGreaterThanOrEqual(1);
    expect(cafe.list.map((p) => p.slug)).toContain('discovering-local-food-through-cuisines');
    expect((await list('?search=100%25')).count).toBe(0);
    expect((await list('?search=zzzz-nothing')).count).toBe(0);
  });

  it('refuses a search longer than 255 characters and bad pages', async () => {
    const long = await t.app.inject({ method: 'GET', url: api(`blog/?search=${'a'.repeat(256)}`) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.search).toEqual(['Search text is at most 255 characters.']);
    const ok = await t.app.inject({ method: 'GET', url: api(`blog/?search=${'a'.repeat(255)}`) });
    expect(ok.statusCode).toBe(200);
    const bad = await t.app.inject({ method: 'GET', url: api('blog/?page=0') });
    expect(bad.statusCode).toBe(400);
  });

  it('returns an article by id or slug with safe HTML, meta and related articles', async () => {
    const bySlug = await t.app.inject({ method: 'GET', url: api('blog/budgeting-a-week-abroad/') });
    expect(bySlug.statusCode, bySlug.body).toBe(200);
    const article = BlogArticleSchema.parse(bySlug.json());
    expect(article.title).toBe('Budgeting a week abroad with price levels');
    expect(article.body).toMatch(/^"How much will a week there cost\?"/);
    expect(article.html).toContain('<h2 id="the-idea-one-reference-week-scaled-by-price-level">');
    expect(article.html).toContain('<tr>\n<td>Lodging</td>\n<td>107</td>');
    expect(article.html).not.toMatch(/<script|\|/);
    expect(article.meta).toEqual({
      title: article.title,
      description: article.summary,
      image: null,
    });
    expect(article.related.length).toBeGreaterThanOrEqual(2);
    expect(article.related.length).toBeLessThanOrEqual(3);
    for (const r of article.related) {
      expect(r.slug).not.toBe(article.slug);
      expect(r.tags.some((tag) => article.tags.includes(tag))).toBe(true);
    }

    const byId = await t.app.inject({ method: 'GET', url: api(`blog/${article.id}/`) });
    expect(byId.json().slug).toBe('budgeting-a-week-abroad');
  });

  it('answers 404 for an unknown article', async () => {
    for (const id of ['999999', 'no-such-article']) {
      const res = await t.app.inject({ method: 'GET', url: api(`blog/${id}/`) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it('re-imports idempotently and picks up new and changed articles', async () => {
    expect(await importBlog(t.database.db, blogDir)).toEqual({ articles: 6, changed: 0 });
    const file = path.join(blogDir, 'travelling-with-friends.md');
    const source = await readFile(file, 'utf8');
    await writeFile(file, source.replace('title: Travelling', 'title: Trips'));
    await writeFile(
      path.join(blogDir, 'a-new-article.md'),
      '---\ntitle: New\nsummary: Short.\npublished_at: 2026-06-01\ntags: [planning]\n---\nHello *world*.\n',
    );
    expect(await importBlog(t.database.db, blogDir)).toEqual({ articles: 7, changed: 2 });
    const [changed] = await t.database.db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.slug, 'travelling-with-friends'));
    expect(changed!.title).toBe('Trips with friends and sharing a plan');
    const fresh = await t.app.inject({ method: 'GET', url: api('blog/a-new-article/') });
    expect(fresh.json()).toMatchObject({
      html: '<p>Hello <em>world</em>.</p>',
      author: BLOG_AUTHOR,
      reading_minutes: 1,
      published_at: '2026-06-01T00:00:00.000Z',
    });
  });

  it('refuses an article with bad front matter', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'ai-map-blog-bad-'));
    await writeFile(path.join(dir, 'bad.md'), '---\ntitle: No summary\n---\nText\n');
    await expect(importBlog(t.database.db, dir)).rejects.toThrow(/bad\.md: summary/);
    await rm(dir, { recursive: true, force: true });
    expect(await importBlog(t.database.db, path.join(dir, 'missing'))).toEqual({
      articles: 0,
      changed: 0,
    });
  });
});
