import {
  AttractionDetailSchema,
  AttractionSchema,
  CategoryFavouriteSchema,
  ShopDetailSchema,
  ShopSchema,
  TypesOfShopSchema,
  listPage,
  resultsPage,
  type Shop,
} from '@ai-map/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registerUser, tokenHeader } from '../../test-support/api';
import { createCatalogueTestApp } from '../places/test-catalogue';

type TestApp = Awaited<ReturnType<typeof createCatalogueTestApp>>;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('shops API', () => {
  let t: TestApp;
  let key: string;
  let bakery: Shop;
  let souvenirs: Shop;
  let market: Shop;
  beforeAll(async () => {
    t = await createCatalogueTestApp();
    ({ key } = await registerUser(t.app));
    const list = listPage(ShopSchema).parse((await get('shops/1/50/')).json()).list;
    bakery = list.find((s) => s.name === 'Boulangerie Paris')!;
    souvenirs = list.find((s) => s.name === 'Paris Souvenirs')!;
    market = list.find((s) => s.name === 'Valletta Market')!;
  });
  afterAll(() => t.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: api(path), headers });
  const post = (path: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: api(path), payload, headers });

  it('lists shops best rated first, pages, filters and refuses bad input', async () => {
    const all = listPage(ShopSchema).parse((await get('shops/1/50/')).json());
    expect(all.list.map((s) => s.name)).toEqual([
      'Boulangerie Paris',
      'Paris Souvenirs',
      'Valletta Market',
    ]);
    expect(bakery).toMatchObject({
      shop_category_slug: ['bakeries', 'food-and-drink'],
      shop_category_name: ['Bakeries', 'Food and drink'],
      type_of_shop: 'bakery',
      phone: '+33 1 00 00 00 00',
      city_slug: 'paris',
      category_icons: [{ type: 'shopping', count: 1 }],
    });
    expect(bakery.shop_related_category).toContain('Food and drink');
    expect(bakery.shop_related_category).toContain('Butchers');
    const byName = listPage(ShopSchema).parse((await get('shops/2/1/?ordering=name')).json());
    expect(byName.list.map((s) => s.name)).toEqual(['Paris Souvenirs']);
    const gifts = listPage(ShopSchema).parse(
      (await get('shops/1/50/?category=souvenirs-and-gifts')).json(),
    );
    expect(gifts.list.map((s) => s.name)).toEqual(['Paris Souvenirs']);
    const typed = listPage(ShopSchema).parse(
      (await get('shops/1/50/?type_of_shop=bakery,marketplace')).json(),
    );
    expect(typed.count).toBe(2);
    const bad = await get('shops/1/50/?category=castles');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.category).toBeDefined();
    expect((await get('shops/1/50/?ordering=price')).statusCode).toBe(400);
    expect((await get('shops/0/50/')).statusCode).toBe(400);
  });

  it('lists shops by country, region and city', async () => {
    const france = listPage(ShopSchema).parse((await get('country/shop/france/')).json());
    expect(france.count).toBe(2);
    expect(france.page_size).toBe(50);
    const idf = listPage(ShopSchema).parse(
      (await get('division/shop/france/ile-de-france/?page_size=1')).json(),
    );
    expect(idf).toMatchObject({ count: 2, page_size: 1, listType: 'region_shop' });
    expect(idf.list).toHaveLength(1);
    const valletta = listPage(ShopSchema).parse((await get('city/shop/valletta/')).json());
    expect(valletta.list.map((s) => s.name)).toEqual(['Valletta Market']);
    const byId = listPage(ShopSchema).parse(
      (await get(`city/shop/${bakery.city_id}/?category=bakeries`)).json(),
    );
    expect(byId.list.map((s) => s.name)).toEqual(['Boulangerie Paris']);
    const missing = await get('country/shop/atlantis/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toContain('atlantis');
    expect((await get('division/shop/malta/ile-de-france/')).statusCode).toBe(404);
    expect((await get('city/shop/nowhere-city/')).statusCode).toBe(404);
  });

  it('lists attractions by country, region and city', async () => {
    const france = listPage(AttractionSchema).parse(
      (await get('country/attractions/france/')).json(),
    );
    expect(france.list.map((a) => a.suggestion_name)).toEqual(['Louvre', 'Eiffel Tower']);
    const region = listPage(AttractionSchema).parse(
      (await get('division/attractions/france/ile-de-france/?category=museums')).json(),
    );
    expect(region.list.map((a) => a.suggestion_name)).toEqual(['Louvre']);
    const city = listPage(AttractionSchema).parse(
      (await get('city/attractions/paris/?ordering=name')).json(),
    );
    expect(city.list.map((a) => a.suggestion_name)).toEqual(['Eiffel Tower', 'Louvre']);
    expect((await get('city/attractions/paris/?category=bakeries')).statusCode).toBe(400);
    expect((await get('country/attractions/nowhere/')).statusCode).toBe(404);
    const geo = AttractionDetailSchema.parse(
      (await get(`geo/attractions/${city.list[0]!.attraction_id}/`)).json(),
    );
    expect(geo.suggestion_name).toBe('Eiffel Tower');
  });

  it('shows a shop page, its tooltip details and 404s unknown shops', async () => {
    const detail = ShopDetailSchema.parse((await get(`shop/${bakery.shop_id}/detail/`)).json());
    expect(detail.shop_details).toEqual({
      id: bakery.shop_id,
      category: ['bakeries', 'food-and-drink'],
      region: ['ile-de-france', 'france'],
    });
    expect(detail.meta.title).toBe('Boulangerie Paris, Paris, Île-de-France, France');
    expect(ShopDetailSchema.parse((await get(`geo/shops/${bakery.shop_id}/`)).json())).toEqual(
      detail,
    );
    const missing = await get('shop/999999/detail/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('No shop with id 999999.');
    // An attraction id is not a shop id.
    const louvre = listPage(AttractionSchema).parse((await get('attractions/1/50/')).json());
    expect((await get(`shop/${louvre.list[0]!.attraction_id}/detail/`)).statusCode).toBe(404);
  });

  it('answers the shop types, the best shops, similar and nearby shops', async () => {
    const types = TypesOfShopSchema.parse((await get('shops/types_of_shop/')).json());
    expect(types.types_of_shop.map((o) => [o.name, o.count])).toEqual([
      ['bakery', 1],
      ['marketplace', 1],
      ['souvenir', 1],
    ]);
    const best = ShopSchema.array().parse((await get('shops/best_shops?category=markets')).json());
    expect(best.map((s) => s.name)).toEqual(['Valletta Market']);
    const similar = resultsPage(ShopSchema).parse(
      (await post('shops_similar/list/', { shop_id: bakery.shop_id, page: 1 })).json(),
    );
    expect(similar.count).toBe(0);
    const nearby = resultsPage(ShopSchema).parse(
      (await post('shops_nearby/list/', { shop_id: bakery.shop_id })).json(),
    );
    expect(nearby.results.map((s) => s.name)).toEqual(['Paris Souvenirs', 'Valletta Market']);
    expect((await post('shops_nearby/list/', { shop_id: 999999 })).statusCode).toBe(404);
    const bad = await post('shops_similar/list/', { page: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.shop_id).toBeDefined();
  });

  it('takes shop photos and lists them', async () => {
    const form = new FormData();
    form.append('image', new Blob([PNG], { type: 'image/png' }), 'shop.png');
    const res = new Response(form);
    const upload = {
      payload: Buffer.from(await res.arrayBuffer()),
      headers: { 'content-type': res.headers.get('content-type')! },
    };
    const url = api(`shop/image_add/${market.shop_id}/`);
    expect((await t.app.inject({ method: 'POST', url, ...upload })).statusCode).toBe(401);
    const added = await t.app.inject({
      method: 'POST',
      url,
      payload: upload.payload,
      headers: { ...upload.headers, ...tokenHeader(key) },
    });
    expect(added.statusCode).toBe(201);
    const images = (await get(`shop/${market.shop_id}/images/`)).json<{ image: unknown[] }>();
    expect(images.image).toHaveLength(1);
    expect((await get('shop/999999/images/')).statusCode).toBe(404);
    const missing = await t.app.inject({
      method: 'POST',
      url: api('shop/image_add/999999/'),
      payload: upload.payload,
      headers: { ...upload.headers, ...tokenHeader(key) },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('toggles favourite shop categories', async () => {
    const auth = tokenHeader(key);
    expect((await post('shop/category_list/bakeries/favourite/')).statusCode).toBe(401);
    const on = CategoryFavouriteSchema.parse(
      (await post('shop/category_list/bakeries/favourite/', undefined, auth)).json(),
    );
    expect(on).toEqual({
      user_favourite: true,
      categories: ['bakeries'],
      favourite_categories: ['bakeries'],
    });
    const shop = CategoryFavouriteSchema.parse(
      (
        await post(`shop/${souvenirs.shop_id}/sub_category_list/favourite/`, undefined, auth)
      ).json(),
    );
    expect(shop.user_favourite).toBe(true);
    expect(shop.favourite_categories.sort()).toEqual(
      ['bakeries', 'souvenirs', 'souvenirs-and-gifts'].sort(),
    );
    const off = CategoryFavouriteSchema.parse(
      (await post('shop/category_list/bakeries/favourite/', undefined, auth)).json(),
    );
    expect(off.user_favourite).toBe(false);
    expect((await post('shop/category_list/castles/favourite/', undefined, auth)).statusCode).toBe(
      404,
    );
    expect(
      (await post('shop/999999/sub_category_list/favourite/', undefined, auth)).statusCode,
    ).toBe(404);
  });

  it('keeps the object-first shop toggles working', async () => {
    const res = await post(`shop/${bakery.shop_id}/favourite/`, undefined, tokenHeader(key));
    expect(res.json()).toEqual({ user_favourite: true });
  });
});
