import {
  FoodCountriesSchema,
  RestaurantDetailSchema,
  RestaurantSchema,
  TypesOfDishSchema,
  listPage,
} from '@ai-map/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test-support/api';
import { createCatalogueTestApp } from '../places/test-catalogue';

type TestApp = Awaited<ReturnType<typeof createCatalogueTestApp>>;

describe('food API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createCatalogueTestApp();
  });
  afterAll(() => t.close());

  const get = (path: string) => t.app.inject({ method: 'GET', url: api(path) });
  const names = async (path: string) => {
    const res = await get(path);
    expect(res.statusCode, res.body).toBe(200);
    return listPage(RestaurantSchema)
      .parse(res.json())
      .list.map((r) => r.name);
  };

  it('lists every food place, places to eat and places to drink', async () => {
    expect(await names('food/')).toEqual([
      "Ta' Kris",
      'Le Bistrot',
      'The Frog Pub',
      'Caffe Cordina',
    ]);
    expect(await names('food/?ordering=name&page=2&page_size=2')).toEqual([
      "Ta' Kris",
      'The Frog Pub',
    ]);
    expect(await names('food/dish/all/')).toEqual(["Ta' Kris", 'Le Bistrot']);
    expect(await names('food/drink/all/')).toEqual(['The Frog Pub']);
    const body = listPage(RestaurantSchema).parse((await get('food/')).json());
    expect(body.list[0]).toMatchObject({
      name: "Ta' Kris",
      cooking_style: ['Maltese', 'Seafood'],
      dish_data: { type_of_dish: 'Main courses', type_of_dish_slug: 'main-courses' },
      food_category_slug: ['restaurants', 'places-to-eat'],
      michelin: [],
      worlds_50: [],
      gault_millau: [],
      wine_spectator: [],
      city_slug: 'valletta',
    });
    expect((await get('food/?ordering=cost')).statusCode).toBe(400);
    expect((await get('food/?page_size=1000')).statusCode).toBe(400);
    const dish = await get('food/?type_of_dish=pizza');
    expect(dish.statusCode).toBe(400);
    expect(dish.json().fields.type_of_dish).toBeDefined();
    expect(await names('food/?type_of_dish=drinks')).toEqual(['The Frog Pub']);
  });

  it('filters by category: place kinds, dish types and cuisines', async () => {
    expect(await names('food/pubs/')).toEqual(['The Frog Pub']);
    expect(await names('food/french/')).toEqual(['Le Bistrot']);
    expect(await names('food/european-cuisines/')).toEqual(["Ta' Kris", 'Le Bistrot']);
    expect(await names('food/main-courses/')).toEqual(["Ta' Kris", 'Le Bistrot']);
    expect((await get('food/all/')).headers['cache-control']).toBe('no-cache');
    const bad = await get('food/castles/');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.category).toBeDefined();
  });

  it('lists food by country, division and city', async () => {
    expect(await names('food/country/france/all/')).toEqual(['Le Bistrot', 'The Frog Pub']);
    expect(await names('food/country/france/drink/')).toEqual(['The Frog Pub']);
    expect(await names('food/country/malta/maltese/')).toEqual(["Ta' Kris"]);
    expect(await names('food/division/ile-de-france/dish/')).toEqual(['Le Bistrot']);
    expect(await names('food/city/valletta/all/')).toEqual(["Ta' Kris", 'Caffe Cordina']);
    expect((await get('food/country/atlantis/all/')).statusCode).toBe(404);
    expect((await get('food/division/999999/all/')).statusCode).toBe(404);
    expect((await get('food/planet/earth/all/')).statusCode).toBe(400);
    expect((await get('food/city/paris/castles/')).statusCode).toBe(400);
  });

  it('answers a bundled OpenStreetMap place with its source and the date of its extract', async () => {
    const list = listPage(RestaurantSchema).parse((await get('food/city/valletta/all/')).json());
    const cordina = list.list.find((r) => r.name === 'Caffe Cordina')!;
    expect(cordina).toMatchObject({ source: 'osm', data_date: '2018-08-27' });
    const detail = RestaurantDetailSchema.parse(
      (await get(`geo/foods/${cordina.restaurant_id}/`)).json(),
    );
    expect(detail).toMatchObject({ source: 'osm', data_date: '2018-08-27' });
    // A place whose source gives no date says none, rather than a guessed one.
    expect(list.list.find((r) => r.name === "Ta' Kris")!.data_date).toBeNull();
  });

  it('answers dish types, countries with food and food details', async () => {
    const types = TypesOfDishSchema.parse((await get('food/types_of_dish/')).json());
    expect(types.types_of_dish.find((d) => d.name === 'main-courses')).toMatchObject({
      text: 'Main courses',
      count: 2,
    });
    expect(types.types_of_dish.find((d) => d.name === 'drinks')!.count).toBe(1);
    const countries = FoodCountriesSchema.parse((await get('food/countries/list/')).json());
    expect(countries.list.map((c) => [c.country_slug, c.count])).toEqual([
      ['france', 2],
      ['malta', 2],
    ]);
    const byName = FoodCountriesSchema.parse(
      (await get('food/countries/list/?ordering=-name')).json(),
    );
    expect(byName.list[0]!.country_slug).toBe('malta');
    const list = listPage(RestaurantSchema).parse((await get('food/french/')).json());
    const detail = RestaurantDetailSchema.parse(
      (await get(`geo/foods/${list.list[0]!.restaurant_id}/`)).json(),
    );
    expect(detail.meta.title).toBe('Le Bistrot, Paris, Île-de-France, France');
    expect(detail.meta.description).toContain('(French)');
    expect((await get('geo/foods/999999/')).statusCode).toBe(404);
  });
});
