import { API_BASE, AttractionDetailSchema } from '@ai-map/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, placeImages, places, wikidataEntities } from '../../db/schema';
import { startFakeWikimedia } from '../../test-support/fake-wikimedia';
import { createTestApp } from '../../test-support/test-app';
import { contextOf } from '../../test-support/test-context';
import { commonsFileOf, plainText, WikimediaBusyError } from './wikimedia.clients';
import { enrichNextBatch } from './wikimedia.service';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const fake = await startFakeWikimedia({
  items: {
    Q243: {
      sitelinks: 187,
      image: 'Tour Eiffel Wikimedia Commons.jpg',
      heritage: 'monument historique classé',
      website: 'https://www.toureiffel.paris/',
      description: 'tower located on the Champ de Mars in Paris, France',
      article: 'Eiffel_Tower',
    },
    Q19675: { sitelinks: 210, image: 'Louvre Museum Wikimedia Commons.jpg', article: 'Louvre' },
    // Two sights of one city, rated alike from their tags: one famous, one obscure.
    Q90001: { sitelinks: 150 },
    Q90002: { sitelinks: 3 },
    // Sights known only by their article (the bundle's from Wikipedia).
    Q90010: { sitelinks: 120, article: 'Charles_Bridge' },
    Q90011: { sitelinks: 90, article: 'Prague_astronomical_clock' },
  },
  redirects: { Orloj: 'Prague_astronomical_clock' },
  files: {
    'Tour Eiffel Wikimedia Commons.jpg': {
      artistHtml:
        '<a href="//commons.wikimedia.org/wiki/User:Benh" title="User:Benh">Benh LIEU SONG</a>',
      licence: 'CC BY-SA 3.0',
      licenceUrl: 'https://creativecommons.org/licenses/by-sa/3.0',
    },
  },
  articles: {
    Eiffel_Tower:
      'The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris, France.',
  },
});

let t: TestApp;
let eiffelId: number;
let louvreId: number;
beforeAll(async () => {
  t = await createTestApp({ catalogue: true, env: fake.env });
  const db = t.database.db;
  const [eiffel] = await db.select().from(places).where(eq(places.name, 'Eiffel Tower'));
  const [louvre] = await db.select().from(places).where(eq(places.name, 'Louvre'));
  eiffelId = eiffel!.id;
  louvreId = louvre!.id;
  // The Louvre's item: known to Wikidata, its file unknown to Commons, no English lead.
  await db.update(places).set({ wikidata: 'Q19675' }).where(eq(places.id, louvreId));
  // An item Wikidata does not know.
  await db.update(places).set({ wikidata: 'Q999999999' }).where(eq(places.name, 'Lonely Rock'));
});
afterAll(async () => {
  await t?.close();
  await fake.close();
});

const detailOf = async (id: number) =>
  AttractionDetailSchema.parse(
    (await t.app.inject({ method: 'GET', url: `${API_BASE}/attractions/${id}/detail/` })).json(),
  );

describe('Wikidata, Commons and Wikipedia', () => {
  it('reads Commons file names from WDQS image URIs and the text of extmetadata HTML', () => {
    expect(
      commonsFileOf('http://commons.wikimedia.org/wiki/Special:FilePath/Tour%20Eiffel_2.jpg'),
    ).toBe('Tour Eiffel 2.jpg');
    expect(commonsFileOf('http://example.org/x.jpg')).toBeNull();
    expect(plainText('<a href="x">A &amp; B</a>\n<span>C</span>')).toBe('A & B C');
  });

  it('fetches a batch: photo with its credit, website, heritage, Wikipedia lead, cached facts', async () => {
    const result = await enrichNextBatch(contextOf(t));
    expect(result).toEqual({ articles: 0, places: 3, items: 3, photos: 1, descriptions: 1 });

    // One SPARQL query for the three items, one imageinfo request for the two files.
    const sparql = fake.requests.filter((r) => r.path === '/sparql');
    expect(sparql).toHaveLength(1);
    const query = new URLSearchParams(sparql[0]!.body).get('query')!;
    for (const qid of ['Q243', 'Q19675', 'Q999999999']) expect(query).toContain(`wd:${qid}`);
    expect(fake.requests.filter((r) => r.path === '/w/api.php')).toHaveLength(1);
    // A User-Agent with the deployment and its contact address, as Wikimedia's policy asks.
    for (const request of fake.requests) {
      expect(request.userAgent).toBe('AI-Travel-Map/1.0 (http://app.test; team@localhost)');
    }

    const detail = await detailOf(eiffelId);
    const photo = detail.image[0]!;
    expect(photo.image).toBe(`${fake.origin}/thumb/800px-Tour_Eiffel_Wikimedia_Commons.jpg.png`);
    expect(photo.credit).toEqual({
      author: 'Benh LIEU SONG',
      licence: 'CC BY-SA 3.0',
      licence_url: 'https://creativecommons.org/licenses/by-sa/3.0',
      source_url: `${fake.origin}/wiki/File:Tour_Eiffel_Wikimedia_Commons.jpg`,
    });
    expect(photo.is_own).toBe(false);
    expect(detail.tile_image).toBe(photo.image);

    const [eiffel] = await t.database.db.select().from(places).where(eq(places.id, eiffelId));
    expect(eiffel).toMatchObject({
      website: 'https://www.toureiffel.paris/',
      heritage: true,
      description:
        'The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris, France.',
      descriptionUrl: 'https://en.wikipedia.org/wiki/Eiffel_Tower',
    });
    const cached = await t.database.db
      .select()
      .from(wikidataEntities)
      .orderBy(wikidataEntities.qid);
    expect(cached.map((e) => [e.qid, e.sitelinks, e.imageFile])).toEqual([
      ['Q19675', 210, 'Louvre Museum Wikimedia Commons.jpg'],
      ['Q243', 187, 'Tour Eiffel Wikimedia Commons.jpg'],
      ['Q999999999', null, null],
    ]);
    // The Louvre's file is missing on Commons: no photo rather than a broken one.
    expect((await detailOf(louvreId)).image).toEqual([]);
  });

  it('asks nothing again while the cache is fresh, and refreshes without duplicating photos', async () => {
    const asked = fake.requests.length;
    expect(await enrichNextBatch(contextOf(t))).toMatchObject({ places: 0 });
    expect(fake.requests.length).toBe(asked);

    const later = new Date(Date.now() + 31 * 86_400_000);
    expect(await enrichNextBatch(contextOf(t), later)).toMatchObject({ places: 3, photos: 1 });
    const photos = await t.database.db
      .select()
      .from(placeImages)
      .where(eq(placeImages.placeId, eiffelId));
    expect(photos).toHaveLength(1);
    // The description is ours now: no second Wikipedia request for it.
    expect(fake.requests.slice(asked).filter((r) => r.path.includes('/page/summary/'))).toEqual([
      expect.objectContaining({ path: '/en/api/rest_v1/page/summary/Louvre' }),
    ]);
  });

  it('stops on 429 with the wait Wikimedia asks for, writing nothing', async () => {
    fake.setBusy(true);
    try {
      const muchLater = new Date(Date.now() + 90 * 86_400_000);
      const error = await enrichNextBatch(contextOf(t), muchLater).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WikimediaBusyError);
      expect((error as WikimediaBusyError).retryAfterMs).toBe(7000);
      const [entity] = await t.database.db
        .select()
        .from(wikidataEntities)
        .where(eq(wikidataEntities.qid, 'Q243'));
      expect(entity!.fetchedAt.getTime()).toBeLessThan(muchLater.getTime() - 86_400_000);
    } finally {
      fake.setBusy(false);
    }
  });

  it('ranks a famous place (many sitelinks) above an obscure one of the same city, once', async () => {
    const db = t.database.db;
    const [paris] = await db.select().from(cities).where(eq(cities.slug, 'paris'));
    const sight = (qid: string, name: string) => ({
      kind: 'attraction' as const,
      source: 'osm' as const,
      sourceId: `n-${qid}`,
      name,
      lat: paris!.lat,
      lng: paris!.lng,
      cityId: paris!.id,
      countryId: paris!.countryId,
      categories: ['sights'],
      cuisines: [],
      wikidata: qid,
      heritage: false,
      rating: 5,
      localCulture: false,
    });
    await db.insert(places).values([sight('Q90001', 'Famous'), sight('Q90002', 'Obscure')]);
    const ratings = async () =>
      Object.fromEntries(
        (await db.select().from(places).where(eq(places.cityId, paris!.id)))
          .filter((row) => row.name === 'Famous' || row.name === 'Obscure')
          .map((row) => [row.name, row.rating]),
      );

    await enrichNextBatch(contextOf(t));
    // 150 sitelinks: +1.4; 3: nothing.
    expect(await ratings()).toEqual({ Famous: 6.4, Obscure: 5 });

    // Fetched again when stale, with the same counts: the term is replaced, not added twice.
    await enrichNextBatch(contextOf(t), new Date(Date.now() + 90 * 86_400_000));
    expect(await ratings()).toEqual({ Famous: 6.4, Obscure: 5 });
  });

  it('finds the item of a sight known only by its article, then its sitelinks; once', async () => {
    const db = t.database.db;
    const [paris] = await db.select().from(cities).where(eq(cities.slug, 'paris'));
    const sight = (title: string) => ({
      kind: 'attraction' as const,
      source: 'wikipedia' as const,
      sourceId: title,
      name: title.replace(/_/g, ' '),
      lat: paris!.lat,
      lng: paris!.lng,
      cityId: paris!.id,
      countryId: paris!.countryId,
      categories: ['sights'],
      cuisines: [],
      wikipedia: `https://en.wikipedia.org/wiki/${title}`,
      heritage: false,
      rating: 5,
      localCulture: false,
    });
    await db
      .insert(places)
      .values([sight('Charles_Bridge'), sight('Orloj'), sight('No_such_article')]);
    const rows = async () =>
      Object.fromEntries(
        (await db.select().from(places).where(eq(places.source, 'wikipedia'))).map((row) => [
          row.sourceId,
          [row.wikidata, row.rating],
        ]),
      );
    const asked = fake.requests.length;

    const result = await enrichNextBatch(contextOf(t));
    // One pageprops request for the three titles (the redirect followed), then the two items'
    // facts in the same batch: 120 sitelinks are +1.2, 90 are +1.1.
    expect(result).toMatchObject({ articles: 3, items: 2 });
    const pageprops = fake.requests.slice(asked).filter((r) => r.path === '/en/w/api.php');
    expect(pageprops).toHaveLength(1);
    expect(await rows()).toEqual({
      Charles_Bridge: ['Q90010', 6.2],
      Orloj: ['Q90011', 6.1],
      No_such_article: [null, 5],
    });

    // Fresh: nothing asked again, neither the items nor the article without one.
    const before = fake.requests.length;
    expect(await enrichNextBatch(contextOf(t))).toMatchObject({ articles: 0, places: 0 });
    expect(fake.requests.length).toBe(before);

    // A re-imported catalogue (no item, its own rating): the item comes back from the cache
    // with its sitelink term, without a request.
    await db
      .update(places)
      .set({ wikidata: null, rating: 5 })
      .where(eq(places.sourceId, 'Charles_Bridge'));
    expect(await enrichNextBatch(contextOf(t))).toMatchObject({ articles: 1, places: 0 });
    expect(fake.requests.length).toBe(before);
    expect((await rows()).Charles_Bridge).toEqual(['Q90010', 6.2]);
  });

  it('sends nothing with OFFLINE=true', async () => {
    const offline = await createTestApp({ catalogue: true, env: { ...fake.env, OFFLINE: 'true' } });
    try {
      const asked = fake.requests.length;
      expect(offline.config.wikimedia).toBeNull();
      expect(await enrichNextBatch(contextOf(offline))).toEqual({
        articles: 0,
        places: 0,
        items: 0,
        photos: 0,
        descriptions: 0,
      });
      expect(fake.requests.length).toBe(asked);
    } finally {
      await offline.close();
    }
  });
});
