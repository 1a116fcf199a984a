import { plannerPaths, tripSharePaths, type Trip, type TripShare } from '@ai-map/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts, places } from '../../db/schema';
import { api, registerUser, tokenHeader } from '../../test-support/api';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { contextOf } from '../../test-support/test-context';
import { upsertPosts } from '../blog/blog.repository';
import { appPageExists } from './page-exists';

describe('whether a page address names a record (issue 29: /country/atlantis is a 404)', () => {
  let t: TestApp;
  const exists = (pathname: string) => appPageExists(contextOf(t), pathname);
  const idOf = async (name: string) =>
    (await t.database.db.select({ id: places.id }).from(places).where(eq(places.name, name)))[0]!
      .id;

  beforeAll(async () => {
    t = await createTestApp({ catalogue: true });
  }, 60_000);
  afterAll(() => t?.close());

  it('finds countries, regions and cities by slug, and misses unknown ones', async () => {
    for (const path of ['/country/france', '/country/france/', '/region/france/ile-de-france']) {
      expect(await exists(path), path).toBe(true);
    }
    expect(await exists('/city/paris')).toBe(true);
    for (const path of [
      '/country/atlantis',
      '/region/france/atlantis',
      '/region/atlantis/ile-de-france',
      // A region of another country is not France's.
      '/region/malta/ile-de-france',
      '/city/no-such-city',
      '/city/%E0%A4%A',
    ]) {
      expect(await exists(path), path).toBe(false);
    }
  });

  it('finds a place only under its own kind, and refuses ids that are not one', async () => {
    const eiffel = await idOf('Eiffel Tower');
    const cafe = await idOf('Caffe Cordina');
    expect(await exists(`/attraction/${eiffel}`)).toBe(true);
    expect(await exists(`/food/${cafe}`)).toBe(true);
    for (const path of [
      `/shop/${eiffel}`,
      `/event/${cafe}`,
      '/attraction/999999999',
      '/attraction/not-a-number',
      '/attraction/0',
      '/food/99999999999999999999',
      '/shop/1.5',
    ]) {
      expect(await exists(path), path).toBe(false);
    }
  });

  it('finds blog articles by slug or id', async () => {
    await upsertPosts(t.database.db, [
      {
        slug: 'a-week-in-malta',
        title: 'A week in Malta',
        summary: 'Seven days.',
        body: 'Text.',
        image: null,
        author: 'Editors',
        publishedAt: new Date('2026-01-01T00:00:00Z'),
        tags: [],
        readingMinutes: 1,
      },
    ]);
    const [post] = await t.database.db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(eq(blogPosts.slug, 'a-week-in-malta'));
    expect(await exists('/blog/a-week-in-malta')).toBe(true);
    expect(await exists(`/blog/${post!.id}`)).toBe(true);
    expect(await exists('/blog/no-such-article')).toBe(false);
  });

  it('opens a share link until it is revoked; pages without a record are taken to exist', async () => {
    const owner = await registerUser(t.app);
    const call = (method: 'POST' | 'DELETE', path: string, payload?: object) =>
      t.app.inject({ method, url: api(path), headers: tokenHeader(owner.key), payload });
    const trip = (
      await call('POST', plannerPaths.trips, {
        duration_days: 1,
        initial_places_to_visit: [
          { place_id: await idOf('Eiffel Tower'), place_type: 'attraction' },
        ],
      })
    ).json<Trip>();
    const share = (await call('POST', tripSharePaths.share(trip.id))).json<TripShare>();
    expect(await exists(`/trip/shared/${share.token}`)).toBe(true);
    await call('DELETE', tripSharePaths.share(trip.id));
    expect(await exists(`/trip/shared/${share.token}`)).toBe(false);
    expect(await exists('/trip/shared/not-a-token')).toBe(false);
    for (const path of ['/', '/chat/abc', '/countries', '/login']) {
      expect(await exists(path), path).toBe(true);
    }
  });
});
