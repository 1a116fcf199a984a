import { AttractionSchema, EventSchema, RestaurantSchema, listPage } from '@ai-map/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test-support/api';
import { createCatalogueTestApp } from '../places/test-catalogue';

type TestApp = Awaited<ReturnType<typeof createCatalogueTestApp>>;

describe('local culture API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createCatalogueTestApp();
  });
  afterAll(() => t.close());

  const get = (path: string) => t.app.inject({ method: 'GET', url: api(path) });

  it('lists local-culture attractions of a country, region and city', async () => {
    for (const path of [
      'country/local_culture/france/attractions/',
      'division/local_culture/ile-de-france/attractions/',
      'city/local_culture/paris/attractions/',
    ]) {
      const body = listPage(AttractionSchema).parse((await get(path)).json());
      expect(body.list.map((a) => a.suggestion_name)).toEqual(['Louvre']);
    }
    expect(
      listPage(AttractionSchema).parse(
        (await get('country/local_culture/malta/attractions/')).json(),
      ).count,
    ).toBe(0);
  });

  it("lists food of the country's own cuisine", async () => {
    const malta = listPage(RestaurantSchema).parse(
      (await get('country/local_culture/malta/food/')).json(),
    );
    expect(malta.list.map((r) => r.name)).toEqual(["Ta' Kris"]);
    const paris = listPage(RestaurantSchema).parse(
      (await get('city/local_culture/paris/food/')).json(),
    );
    expect(paris.list.map((r) => r.name)).toEqual(['Le Bistrot']);
  });

  it('lists upcoming holidays as local-culture events, by date', async () => {
    const body = listPage(EventSchema).parse(
      (await get('country/local_culture/malta/events/?ordering=start_date&page_size=100')).json(),
    );
    expect(body.count).toBeGreaterThan(5);
    expect(body.list.every((e) => e.country_slug === 'malta')).toBe(true);
    const dates = body.list.map((e) => e.start_date!);
    expect(dates).toEqual([...dates].sort());
    const city = listPage(EventSchema).parse(
      (await get('city/local_culture/valletta/events/')).json(),
    );
    expect(city.count).toBe(body.count);
  });

  it('refuses unknown lists and locations', async () => {
    const bad = await get('country/local_culture/malta/shops/');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.list).toBeDefined();
    expect((await get('country/local_culture/atlantis/food/')).statusCode).toBe(404);
    expect((await get('division/local_culture/999999/food/')).statusCode).toBe(404);
    expect((await get('city/local_culture/999999/food/')).statusCode).toBe(404);
  });
});
