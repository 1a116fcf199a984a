import {
  CitySchema,
  CountryDetailSchema,
  CountrySchema,
  RegionSchema,
  listPage,
  type City,
  type Country,
} from '@ai-map/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registerUser, tokenHeader } from '../../test-support/api';
import { createTestApp } from '../../test-support/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('countries, regions and cities API', () => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp({ catalogue: true });
    key = (await registerUser(t.app)).key;
  });
  afterAll(() => t.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: api(path), headers });
  const post = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: api(path), headers });

  it('lists countries with the spec fields, paged and ordered', async () => {
    const res = await get('countries/');
    expect(res.statusCode).toBe(200);
    const body = listPage(CountrySchema).parse(res.json());
    expect(body).toMatchObject({ page: 1, page_size: 48, count: 2, listType: 'countries' });
    expect(body.list.map((c) => c.country_slug)).toEqual(['france', 'malta']);
    const france = body.list[0]!;
    expect(france).toMatchObject({
      country_name: 'France',
      iso_code: 'FR',
      tourist_amount: 89.4,
      cost_for_week: 1092,
      places: 2,
      is_liked: false,
      number_of_likes: 0,
    });
    expect(france.religions[0]).toEqual({ id: 'christian', name: 'Christian', percentage: 63 });
    expect(france.category_icons.map((i) => i.type)).toEqual(['events', 'attractions']);

    const byName = listPage(CountrySchema).parse(
      (await get('countries/?ordering=-name&page_size=1')).json(),
    );
    expect(byName.list.map((c) => c.country_slug)).toEqual(['malta']);
    expect(byName.count).toBe(2);
    const second = listPage(CountrySchema).parse(
      (await get('countries/?ordering=-name&page_size=1&page=2')).json(),
    );
    expect(second.list.map((c) => c.country_slug)).toEqual(['france']);
  });

  it('answers bad paging and ordering with 400 naming the parameter', async () => {
    for (const query of ['page=0', 'page=abc', 'page_size=1000', 'ordering=secret']) {
      const res = await get(`countries/?${query}`);
      expect(res.statusCode, query).toBe(400);
      const field = query.split('=')[0]!;
      expect(res.json().fields[field], query).toBeDefined();
    }
  });

  it('shows a country page and 404s an unknown slug', async () => {
    const res = await get('countries/france/');
    expect(res.statusCode).toBe(200);
    const france = CountryDetailSchema.parse(res.json());
    expect(france).toMatchObject({
      capital: 'Paris',
      languages: ['French'],
      currencies: [{ currency_sign: '€', iso_code: 'EUR', name: 'Euro' }],
      geo_points_json: [2, 46],
      regions_count: 2,
      cities_count: 2,
      timezones: ['Europe/Paris'],
      religions_partial: false,
      advisory: {
        level: 2,
        url: 'https://travel.state.gov/content/travel/en/traveladvisories/traveladvisories/france-travel-advisory.html',
        text: 'U.S. State Department: Level 2 — Exercise increased caution (updated 28 Jun 2024)',
      },
      cost_source: {
        kind: 'country_price_level',
        text: "A mid-range week in the USA ($1,407, from U.S. GSA per diem rates) × France's World Bank price level (2023).",
      },
    });
    // Malta has no price level in the test bundle: no cost, so no source either.
    const malta = CountryDetailSchema.parse((await get('countries/malta/')).json());
    expect(malta).toMatchObject({ cost_for_week: null, cost_source: null, advisory: null });
    const missing = await get('countries/atlantis/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found', detail: 'No country "atlantis".' });
  });

  it('lists regions, tourist divisions and a region page', async () => {
    const regions = listPage(RegionSchema).parse((await get('countries/france/regions/')).json());
    expect(regions.list.map((r) => r.region_slug)).toEqual([
      'ile-de-france',
      'provence-alpes-cote-d-azur',
    ]);
    const touristic = listPage(RegionSchema).parse(
      (await get('countries/france/tourist_division/')).json(),
    );
    expect(touristic.list[0]).toMatchObject({ region_slug: 'ile-de-france', places: 2 });
    const idf = RegionSchema.parse((await get('region/france/ile-de-france/')).json());
    expect(idf).toMatchObject({ code: 'IDF', country_slug: 'france', cities_count: 1 });
    expect((await get('region/france/atlantis/')).statusCode).toBe(404);
    expect((await get('region/atlantis/ile-de-france/')).statusCode).toBe(404);
  });

  it('lists cities of a country, a region, tourist and similar cities', async () => {
    const all = listPage(CitySchema).parse(
      (await get('countries/france/cities/?ordering=name')).json(),
    );
    expect(all.list.map((c) => c.slug)).toEqual(['marseille', 'paris']);
    const tourist = listPage(CitySchema).parse(
      (await get('countries/france/tourist_cities/')).json(),
    );
    expect(tourist.list.map((c) => c.slug)).toEqual(['paris']);
    const inRegion = listPage(CitySchema).parse(
      (await get('region/france/provence-alpes-cote-d-azur/cities/')).json(),
    );
    expect(inRegion.list.map((c) => c.slug)).toEqual(['marseille']);
    const touristInRegion = listPage(CitySchema).parse(
      (await get('division/france/ile-de-france/tourist_cities/')).json(),
    );
    expect(touristInRegion.list.map((c) => c.slug)).toEqual(['paris']);
    const similar = listPage(CitySchema).parse(
      (await get('division/france/ile-de-france/similar_cities/')).json(),
    );
    expect(similar.list.map((c) => c.slug)).toEqual(['marseille']);
    const world = listPage(CitySchema).parse(
      (await get('cities/1/2/?ordering=-population')).json(),
    );
    expect(world).toMatchObject({ page: 1, page_size: 2, count: 3 });
    expect(world.list.map((c) => c.slug)).toEqual(['paris', 'marseille']);
  });

  it('shows a city by slug or id with climate, costs and popularity', async () => {
    const paris = CitySchema.parse((await get('city/paris/')).json()) as City;
    expect(paris).toMatchObject({
      city_name: 'Paris',
      country_slug: 'france',
      region_slug: 'ile-de-france',
      is_capital: true,
      cost_for_week: 1901,
      cost_for_month: 7604,
      cost_source: {
        kind: 'city',
        text: "France's weekly cost scaled by the U.S. State Department per diem rate (lodging, meals) for Paris against the rest of France.",
      },
      destination_type: 'city',
      description: {
        source: 'Wikivoyage',
        url: 'https://en.wikivoyage.org/wiki/Paris',
        licence: 'CC BY-SA 3.0',
      },
      timezone: 'Europe/Paris',
      popularity_in_country: { value: 1, text: 'Largest city in France' },
      terrain_type: [{ name: 'inland' }, { name: 'temperate' }, { name: 'metropolis' }],
      geo_points_json: [2.3488, 48.85341],
    });
    expect(paris.cost_and_expenses!.total).toBe(1901);
    expect(Object.keys(paris.climatic_seasons!)).toHaveLength(12);
    expect(paris.avg_day).toBe(paris.climatic_seasons![String(paris.month)]!.avg_day);
    const byId = CitySchema.parse((await get(`city/${paris.city_id}/`)).json());
    expect(byId.slug).toBe('paris');
    const marseille = CitySchema.parse((await get('city/marseille/')).json());
    expect(marseille.popularity_in_country.text).toBe('2nd largest city in France');
    expect(marseille).toMatchObject({
      cost_for_week: 1092,
      cost_source: {
        kind: 'country',
        text: "France's weekly cost: there is no city-level rate for Marseille.",
      },
      description: null,
    });
    expect((await get('city/atlantis/')).statusCode).toBe(404);

    const weather = await get(`get_city_weather/${paris.city_id}`);
    expect(weather.statusCode).toBe(200);
    expect(weather.json().months).toHaveLength(12);
  });

  it('toggles likes, favourites and visited marks and shows them to their owner only', async () => {
    const france = (await get('countries/france/')).json<Country>();
    const like = await post(`liked/country/${france.country_id}/`, tokenHeader(key));
    expect(like.statusCode).toBe(200);
    expect(like.json()).toEqual({ user_like: true, number_of_likes: 1 });
    expect(
      (await post(`countries/${france.country_id}/favourite/`, tokenHeader(key))).json(),
    ).toEqual({
      user_favourite: true,
    });
    expect(
      (await post(`countries/${france.country_id}/visited/`, tokenHeader(key))).json(),
    ).toEqual({
      user_visited: true,
    });

    const mine = CountryDetailSchema.parse(
      (await get('countries/france/', tokenHeader(key))).json(),
    );
    expect(mine).toMatchObject({
      is_liked: true,
      is_favourite: true,
      is_visited: true,
      number_of_likes: 1,
    });
    const anonymous = CountryDetailSchema.parse((await get('countries/france/')).json());
    expect(anonymous).toMatchObject({
      is_liked: false,
      is_favourite: false,
      is_visited: false,
      number_of_likes: 1,
    });

    const unlike = await post(`liked/country/${france.country_id}/`, tokenHeader(key));
    expect(unlike.json()).toEqual({ user_like: false, number_of_likes: 0 });
  });

  it('toggles through every path shape, 401s visitors and 404s unknown objects', async () => {
    const paris = (await get('city/paris/')).json<City>();
    const region = (await get('region/france/ile-de-france/')).json<{ region_id: number }>();
    expect((await post(`city/${paris.city_id}/favourite/`, tokenHeader(key))).json()).toEqual({
      user_favourite: true,
    });
    expect((await post(`visited/city/${paris.city_id}/`, tokenHeader(key))).json()).toEqual({
      user_visited: true,
    });
    expect((await post(`region/${region.region_id}/visited/`, tokenHeader(key))).json()).toEqual({
      user_visited: true,
    });

    const anonymous = await post(`liked/city/${paris.city_id}/`);
    expect(anonymous.statusCode).toBe(401);
    expect((await post('liked/city/999999/', tokenHeader(key))).statusCode).toBe(404);
    expect((await post('liked/planet/1/', tokenHeader(key))).statusCode).toBe(400);
    expect((await post(`liked/city/abc/`, tokenHeader(key))).statusCode).toBe(400);
  });
});
