import {
  AttractionDetailSchema,
  AttractionSchema,
  listPage,
  resultsPage,
  type Attraction,
} from '@ai-map/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { api, registerUser, tokenHeader } from '../../test-support/api';
import { createTestApp } from '../../test-support/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function multipart(field: string, content: Buffer, filename: string, type: string) {
  const form = new FormData();
  form.append(field, new Blob([content], { type }), filename);
  const res = new Response(form);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type')! },
  };
}

describe('attractions API', () => {
  let t: TestApp;
  let key: string;
  let email: string;
  let eiffel: Attraction;
  let louvre: Attraction;
  beforeAll(async () => {
    t = await createTestApp({ catalogue: true });
    ({ key, email } = await registerUser(t.app));
    const list = (await get('attractions/1/50/')).json<{ list: Attraction[] }>().list;
    eiffel = list.find((a) => a.suggestion_name === 'Eiffel Tower')!;
    louvre = list.find((a) => a.suggestion_name === 'Louvre')!;
  });
  afterAll(() => t.close());

  function get(path: string, headers: Record<string, string> = {}) {
    return t.app.inject({ method: 'GET', url: api(path), headers });
  }

  it('lists attractions with the spec fields, best rated first', async () => {
    const body = listPage(AttractionSchema).parse((await get('attractions/1/50/')).json());
    expect(body.count).toBe(3);
    expect(body.list.map((a) => a.suggestion_name)).toEqual([
      'Louvre',
      'Eiffel Tower',
      'Lonely Rock',
    ]);
    expect(eiffel).toMatchObject({
      entertainment_category_slug: ['sights'],
      type_of_attraction: 'tourist_attraction',
      city_slug: 'paris',
      country_slug: 'france',
      geo_points_json: [2.294479, 48.858296],
      visitors: 6207303,
      phone: null,
      image: [],
      is_blurred: false,
    });
    const page2 = listPage(AttractionSchema).parse(
      (await get('attractions/2/2/?ordering=name')).json(),
    );
    expect(page2.list.map((a) => a.suggestion_name)).toEqual(['Louvre']);
    expect((await get('attractions/1/50/?ordering=price')).statusCode).toBe(400);
  });

  it('shows an attraction page and 404s unknown ids', async () => {
    const detail = AttractionDetailSchema.parse(
      (await get(`attractions/${eiffel.attraction_id}/detail/`)).json(),
    );
    expect(detail.entertainment_details).toEqual({
      id: eiffel.attraction_id,
      category: ['sights'],
      region: ['ile-de-france', 'france'],
    });
    expect(detail.meta.title).toBe('Eiffel Tower, Paris, Île-de-France, France');
    expect((await get('attractions/999999/detail/')).statusCode).toBe(404);
    expect((await get('attractions/abc/detail/')).statusCode).toBe(400);
  });

  it('finds similar, nearby and same-city attractions', async () => {
    const similar = resultsPage(AttractionSchema).parse(
      (
        await get(`attractions/${louvre.attraction_id}/similar/objects/?category_slug=sights`)
      ).json(),
    );
    expect(similar.results.map((a) => a.suggestion_name)).toEqual(['Eiffel Tower']);
    const nearby = resultsPage(AttractionSchema).parse(
      (await get(`attractions/${eiffel.attraction_id}/nearby/objects/`)).json(),
    );
    expect(nearby.results.map((a) => a.suggestion_name)).toEqual(['Louvre', 'Lonely Rock']);
    const inRegion = resultsPage(AttractionSchema).parse(
      (
        await get(
          `attractions/${eiffel.attraction_id}/nearby/objects/?region_slug=provence-alpes-cote-d-azur`,
        )
      ).json(),
    );
    expect(inRegion.count).toBe(0);
    const sameCity = resultsPage(AttractionSchema).parse(
      (await get(`attractions/${eiffel.attraction_id}/nearby_in_city?page_size=12`)).json(),
    );
    expect(sameCity.results.map((a) => a.suggestion_name)).toEqual(['Louvre']);
  });

  it('answers the category tree with counts and the best attractions', async () => {
    const tree = (await get('attractions/categories/')).json<{ id: string; count: number }[]>();
    expect(tree.find((n) => n.id === 'sights')!.count).toBe(1);
    expect(tree.find((n) => n.id === 'museums')!.count).toBe(1);
    expect(tree[0]!.count).toBeGreaterThanOrEqual(tree[tree.length - 1]!.count);
    const best = (await get('attractions/best_attractions?category=museums')).json<Attraction[]>();
    expect(best.map((a) => a.suggestion_name)).toEqual(['Louvre']);
  });

  it('reveals contacts only to users with a confirmed e-mail', async () => {
    const path = `attractions/get_contacts/${eiffel.attraction_id}/`;
    expect((await get(path)).statusCode).toBe(401);
    const unconfirmed = await get(path, tokenHeader(key));
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json().detail).toContain('confirm your email');
    await t.database.db.update(users).set({ emailConfirmed: true }).where(eq(users.email, email));
    const confirmed = await get(path, tokenHeader(key));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      attraction_id: eiffel.attraction_id,
      phone: null,
      website: null,
    });
  });

  it('takes photo uploads, blurs them for visitors and lets only the uploader delete them', async () => {
    const upload = await multipart('image', PNG, 'tower.png', 'image/png');
    const url = api(`attractions/image_add/${eiffel.attraction_id}/`);
    expect((await t.app.inject({ method: 'POST', url, ...upload })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: upload.payload,
      headers: { ...upload.headers, ...tokenHeader(key) },
    });
    expect(res.statusCode).toBe(201);
    const image = res.json<{ id: number; image: string }>();
    expect(image.image).toMatch(/^\/media\/places\/[0-9a-f]+\.png$/);
    expect((await t.app.inject({ method: 'GET', url: image.image })).rawPayload).toEqual(PNG);

    expect(res.json()).toMatchObject({ is_own: true, is_published: true });
    const imagesPath = `attractions/${eiffel.attraction_id}/images/`;
    const images = (await get(imagesPath)).json<{ image: unknown[] }>();
    expect(images.image).toEqual([expect.objectContaining({ id: image.id, is_own: false })]);
    const mine = (await get(imagesPath, tokenHeader(key))).json<{ image: unknown[] }>();
    expect(mine.image).toEqual([expect.objectContaining({ id: image.id, is_own: true })]);
    const asVisitor = AttractionDetailSchema.parse(
      (await get(`attractions/${eiffel.attraction_id}/detail/`)).json(),
    );
    expect(asVisitor.is_blurred).toBe(true);
    const asUser = AttractionDetailSchema.parse(
      (await get(`attractions/${eiffel.attraction_id}/detail/`, tokenHeader(key))).json(),
    );
    expect(asUser.is_blurred).toBe(false);

    const text = await multipart('image', Buffer.from('not an image'), 'x.png', 'image/png');
    const refused = await t.app.inject({
      method: 'POST',
      url,
      payload: text.payload,
      headers: { ...text.headers, ...tokenHeader(key) },
    });
    expect(refused.statusCode).toBe(415);

    const other = await registerUser(t.app);
    const del = (k: string) =>
      t.app.inject({ method: 'DELETE', url: api(`image/${image.id}/`), headers: tokenHeader(k) });
    expect((await del(other.key)).statusCode).toBe(403);
    expect((await del(key)).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: image.image })).statusCode).toBe(404);
    expect((await del(key)).statusCode).toBe(404);
  });

  it('likes an attraction through the generic toggle', async () => {
    const like = await t.app.inject({
      method: 'POST',
      url: api(`liked/attraction/${eiffel.attraction_id}/`),
      headers: tokenHeader(key),
    });
    expect(like.json()).toEqual({ user_like: true, number_of_likes: 1 });
    const card = AttractionDetailSchema.parse(
      (await get(`attractions/${eiffel.attraction_id}/detail/`, tokenHeader(key))).json(),
    );
    expect(card).toMatchObject({ is_like: true, number_of_likes: 1 });
  });
});
