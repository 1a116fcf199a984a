import {
  AttractionSchema,
  CitySchema,
  CountrySchema,
  EventListSchema,
  MarkedListSchemas,
  RegionSchema,
  RestaurantSchema,
  ShopSchema,
  listPage,
} from '@ai-map/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registerUser, tokenHeader } from '../../test-support/api';
import { createCatalogueTestApp } from '../places/test-catalogue';

type TestApp = Awaited<ReturnType<typeof createCatalogueTestApp>>;

describe('favourite and visited lists', () => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await createCatalogueTestApp();
    ({ key } = await registerUser(t.app));
  });
  afterAll(() => t.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: api(path), headers });
  const toggle = async (path: string) => {
    const res = await t.app.inject({ method: 'POST', url: api(path), headers: tokenHeader(key) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Record<string, unknown>>();
  };

  it('needs a signed-in user and refuses unknown names and orderings', async () => {
    expect((await get('users/favourite_countries/')).statusCode).toBe(401);
    expect((await get('users/favourite_planets/', tokenHeader(key))).statusCode).toBe(404);
    const bad = await get('users/visited_cities/?ordering=price', tokenHeader(key));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.ordering).toBeDefined();
  });

  it('lists marked objects of every kind after toggling', async () => {
    const countries = listPage(CountrySchema).parse((await get('countries/')).json()).list;
    const regions = listPage(RegionSchema).parse(
      (await get('countries/france/regions/')).json(),
    ).list;
    const cities = listPage(CitySchema).parse((await get('cities/1/48/')).json()).list;
    const attractions = listPage(AttractionSchema).parse(
      (await get('attractions/1/50/')).json(),
    ).list;
    const shops = listPage(ShopSchema).parse((await get('shops/1/50/')).json()).list;
    const food = listPage(RestaurantSchema).parse((await get('food/')).json()).list;
    const events = EventListSchema.parse(
      (await get('events/event/festivals/category/')).json(),
    ).list;

    for (const c of countries) await toggle(`countries/${c.country_id}/favourite/`);
    await toggle(`region/${regions[0]!.region_id}/favourite/`);
    await toggle(`city/${cities[0]!.city_id}/visited/`);
    await toggle(`favourite/attraction/${attractions[0]!.attraction_id}/`);
    await toggle(`shop/${shops[0]!.shop_id}/visited/`);
    await toggle(`food/${food[0]!.restaurant_id}/favourite/`);
    await toggle(`events/event/${events[0]!.event_id}/visited/`);

    const auth = tokenHeader(key);
    const favCountries = MarkedListSchemas.countries.parse(
      (await get('users/favourite_countries/', auth)).json(),
    );
    expect(favCountries.count).toBe(2);
    // Newest mark first by default; by name on request.
    expect(favCountries.list.map((c) => c.country_slug)).toEqual(
      countries.map((c) => c.country_slug).reverse(),
    );
    expect(favCountries.list.every((c) => c.is_favourite)).toBe(true);
    const byName = MarkedListSchemas.countries.parse(
      (await get('users/favourite_countries/?ordering=name', auth)).json(),
    );
    expect(byName.list.map((c) => c.name)).toEqual(['France', 'Malta']);

    const favRegions = MarkedListSchemas.regions.parse(
      (await get('users/favourite_regions/', auth)).json(),
    );
    expect(favRegions.list.map((r) => r.region_id)).toEqual([regions[0]!.region_id]);
    const visitedCities = MarkedListSchemas.cities.parse(
      (await get('users/visited_cities/', auth)).json(),
    );
    expect(visitedCities.list).toEqual([
      expect.objectContaining({ city_id: cities[0]!.city_id, is_visited: true }),
    ]);
    const favAttractions = MarkedListSchemas.entertainments.parse(
      (await get('users/favourite_entertainments/', auth)).json(),
    );
    expect(favAttractions.list.map((a) => a.attraction_id)).toEqual([
      attractions[0]!.attraction_id,
    ]);
    const visitedShops = MarkedListSchemas.shopping.parse(
      (await get('users/visited_shopping/', auth)).json(),
    );
    expect(visitedShops.list.map((s) => s.shop_id)).toEqual([shops[0]!.shop_id]);
    const favFood = MarkedListSchemas.food.parse((await get('users/favourite_food/', auth)).json());
    expect(favFood.list.map((f) => f.restaurant_id)).toEqual([food[0]!.restaurant_id]);
    const visitedEvents = MarkedListSchemas.events.parse(
      (await get('users/visited_events/?ordering=-rating', auth)).json(),
    );
    expect(visitedEvents.list.map((e) => e.event_id)).toEqual([events[0]!.event_id]);

    // Empty lists and un-toggling.
    expect((await get('users/visited_countries/', auth)).json()).toEqual({ list: [], count: 0 });
    await toggle(`food/${food[0]!.restaurant_id}/favourite/`);
    expect((await get('users/favourite_food/', auth)).json()).toEqual({ list: [], count: 0 });
  });
});
