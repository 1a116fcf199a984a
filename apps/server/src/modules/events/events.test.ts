import {
  CategoryNodeSchema,
  EventDetailSchema,
  EventListSchema,
  EventTopSchema,
} from '@ai-map/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test-support/api';
import { createCatalogueTestApp } from '../places/test-catalogue';

type TestApp = Awaited<ReturnType<typeof createCatalogueTestApp>>;
const today = new Date().toISOString().slice(0, 10);
const nextYear = new Date().getUTCFullYear() + 1;

describe('events API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createCatalogueTestApp();
  });
  afterAll(() => t.close());

  const get = (path: string) => t.app.inject({ method: 'GET', url: api(path) });
  const list = async (path: string) => {
    const res = await get(path);
    expect(res.statusCode, res.body).toBe(200);
    return EventListSchema.parse(res.json());
  };

  it('lists upcoming events of a category, soonest first', async () => {
    const holidays = await list('events/event/public-holidays/category/?page_size=200');
    expect(holidays.count).toBeGreaterThan(10);
    const starts = holidays.list.map((e) => e.finish_date!);
    expect(starts.every((d) => d >= today)).toBe(true);
    const dates = holidays.list.map((e) => e.start_date!);
    expect(dates).toEqual([...dates].sort());
    expect(holidays.list[0]).toMatchObject({ is_public_holiday: true });
    expect(['public', 'bank']).toContain(holidays.list[0]!.type_of_event);
    const past = await list('events/event/public-holidays/category/?when=past');
    expect(past.list.every((e) => e.finish_date! < today)).toBe(true);
    const all = await list('events/event/public-holidays/category/?when=all');
    expect(all.count).toBe(holidays.count + past.count);
    const festivals = await list('events/event/festivals/category/');
    expect(festivals.list.map((e) => e.name)).toEqual(['Paris Jazz Festival']);
    expect(festivals.categories.find((c) => c.id === 'music-festivals')!.count).toBe(1);
    const bad = await get('events/event/bakeries/category/');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.category).toBeDefined();
    expect((await get('events/event/festivals/category/?when=soon')).statusCode).toBe(400);
    expect((await get('events/event/festivals/category/?ordering=price')).statusCode).toBe(400);
  });

  it('answers the category list and the category tree with counts', async () => {
    const categories = (await get('events/event/category_list/')).json<{
      list: { id: string; count: number }[];
      count: number;
    }>();
    expect(categories.list.map((c) => c.id)).toContain('observances');
    expect(categories.list.find((c) => c.id === 'festivals')!.count).toBe(1);
    const tree = CategoryNodeSchema.array().parse(
      (await get('events/event/categories/list/')).json(),
    );
    const festivals = tree.find((n) => n.id === 'festivals')!;
    expect(festivals.children.find((n) => n.id === 'music-festivals')!.count).toBe(1);
  });

  it('lists events by country, region and city, nationwide holidays included', async () => {
    const france = await list('events/country/france/category/?page_size=200');
    expect(france.list.every((e) => e.country_slug === 'france')).toBe(true);
    expect(france.list.map((e) => e.name)).toContain('Paris Jazz Festival');
    expect(france.categories.find((c) => c.id === 'public-holidays')!.count).toBeGreaterThan(5);
    const sub = await list('events/country/france/festivals/sub_category/');
    expect(sub.list.map((e) => e.name)).toEqual(['Paris Jazz Festival']);
    const region = await list('events/divisions/ile-de-france/category/?category=festivals');
    expect(region.list.map((e) => e.name)).toEqual(['Paris Jazz Festival']);
    const regionHolidays = await list(
      'events/division/ile-de-france/public-holidays/sub_category/',
    );
    expect(regionHolidays.count).toBeGreaterThan(5);
    const city = await list('events/city/paris/category/?page_size=200');
    expect(city.list.map((e) => e.name)).toContain('Paris Jazz Festival');
    expect(city.list.some((e) => e.is_public_holiday)).toBe(true);
    const valletta = await list('events/city/valletta/category/?page_size=200');
    expect(valletta.list.every((e) => e.country_slug === 'malta')).toBe(true);
    expect((await get('events/country/atlantis/category/')).statusCode).toBe(404);
    expect((await get('events/divisions/999999/category/')).statusCode).toBe(404);
    expect((await get('events/city/nowhere/category/')).statusCode).toBe(404);
  });

  it('ranks regions and cities by events of a category', async () => {
    const cities = EventTopSchema.parse((await get('events/city/festivals/all/top/')).json());
    expect(cities.list).toEqual([
      expect.objectContaining({ slug: 'paris', level: 'city', count: 1, country_slug: 'france' }),
    ]);
    const regions = EventTopSchema.parse(
      (await get('events/division/festivals/music-festivals/top/')).json(),
    );
    expect(regions.list.map((r) => r.slug)).toEqual(['ile-de-france']);
    expect(regions.sub_category).toBe('music-festivals');
    const bad = await get('events/division/festivals/public-holidays/top/');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.sub_category).toBeDefined();
  });

  it('shows an event page, its tooltip details and its images', async () => {
    const festivals = await list('events/event/music-festivals/category/');
    const jazz = festivals.list[0]!;
    expect(jazz).toMatchObject({
      slug: 'paris-jazz-festival',
      start_date: `${nextYear}-06-10`,
      finish_date: `${nextYear}-06-12`,
      is_public_holiday: false,
      event_category_name: ['Music festivals', 'Festivals'],
    });
    const detail = EventDetailSchema.parse(
      (await get(`events/event/${jazz.slug}/${jazz.event_id}/detail/`)).json(),
    );
    expect(detail.meta.description).toContain(`from ${nextYear}-06-10 to ${nextYear}-06-12`);
    expect(EventDetailSchema.parse((await get(`geo/events/${jazz.event_id}/`)).json())).toEqual(
      detail,
    );
    expect((await get(`events/event/x/999999/detail/`)).statusCode).toBe(404);
    expect((await get(`events/event/${jazz.event_id}/images/`)).json()).toEqual({ image: [] });
    expect((await get('events/event/999999/images/')).statusCode).toBe(404);
  });
});
