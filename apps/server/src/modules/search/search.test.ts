import { SearchResponseSchema, type SearchResponse } from '@ai-map/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test-support/api';
import { createTestApp } from '../../test-support/test-app';
import { sql } from 'drizzle-orm';
import { FOLDED_CHARACTERS, foldText, likeEscape } from './text-fold';

describe('text folding', () => {
  it('folds case, accents and a few special letters the same way as the database', () => {
    expect(foldText('Île-de-France')).toBe('ile de france');
    expect(foldText('ØRESUND Łódź Straße Æbeltoft')).toBe('oresund lodz strase abeltoft');
    expect(foldText('МОСКВА')).toBe('москва');
    // Latin Extended Additional: Vietnamese names fold to plain letters.
    expect(foldText('Hội An, Đà Nẵng')).toBe('hoi an, da nang');
    expect(likeEscape('100%_\\')).toBe('100\\%\\_\\\\');
  });
});

describe('search API', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ catalogue: true });
  });
  afterAll(() => t.close());

  const search = async (type: string, body: unknown) => {
    const res = await t.app.inject({
      method: 'POST',
      url: api(`search/${type}/`),
      payload: body as object,
    });
    expect(res.statusCode, res.body).toBe(200);
    return SearchResponseSchema.parse(res.json()) as SearchResponse;
  };
  const names = (r: SearchResponse) => r.results.map((x) => `${x.kind}:${x.name}`);

  it('folds in the database exactly as in JavaScript, and keeps search_name up to date', async () => {
    const samples = [...FOLDED_CHARACTERS, 'Ærøskøbing', 'SÃO PAULO', 'Zürich', 'ÀÉÎÕÜ-ÇŘ'];
    const result = (await t.database.db.execute(
      sql`select s, ai_map_fold(s) as folded from unnest(array[${sql.join(
        samples.map((x) => sql`${x}`),
        sql`, `,
      )}]::text[]) as s`,
    )) as unknown as { rows: { s: string; folded: string }[] };
    for (const row of result.rows) expect(row.folded, row.s).toBe(foldText(row.s));

    await t.database.db.execute(sql`update cities set name = 'Vallétta' where slug = 'valletta'`);
    const updated = (await t.database.db.execute(
      sql`select search_name from cities where slug = 'valletta'`,
    )) as unknown as { rows: { search_name: string }[] };
    expect(updated.rows[0]!.search_name).toBe('valletta');
    await t.database.db.execute(sql`update cities set name = 'Valletta' where slug = 'valletta'`);
  });

  it('finds every kind in a general search, exact and prefix matches first', async () => {
    const r = await search('general', { q: 'valletta' });
    expect(names(r)).toEqual(['city:Valletta', 'shop:Valletta Market']);
    expect(r.count).toBe(2);
    expect(r.list).toEqual(r.results);
    expect(r.results[0]).toMatchObject({
      kind: 'city',
      slug: 'valletta',
      subtitle: 'Valletta, Malta',
      url: '/city/valletta',
      api_path: 'city/valletta/',
      country_name: 'Malta',
      geo_points_json: [expect.any(Number), expect.any(Number)],
    });
    expect(r.results[1]).toMatchObject({
      kind: 'shop',
      subtitle: 'Markets and shopping centres · Valletta, Malta',
      url: null,
      categories: ['markets'],
    });
  });

  it('matches case- and accent-insensitively, anywhere in the name', async () => {
    expect(names(await search('general', { q: 'FRANCE' }))).toEqual(['country:France']);
    expect(names(await search('attractions', { q: 'éiffel' }))).toEqual([
      'attraction:Eiffel Tower',
    ]);
    // Substring, not only prefix: "tower" is the second word.
    expect(names(await search('attractions', { q: 'tow' }))).toEqual(['attraction:Eiffel Tower']);
    expect(names(await search('food', { q: 'cordina' }))).toEqual(['food:Caffe Cordina']);
    // LIKE wildcards are literal.
    expect((await search('general', { q: '%' })).count).toBe(0);
  });

  it('finds a city by its other names: endonyms and exonyms', async () => {
    // The test bundle gives Paris "Lutèce" and Valletta "Il-Belt Valletta" as alt names.
    expect(names(await search('cities', { q: 'Lutece' }))).toEqual(['city:Paris']);
    expect(names(await search('general', { q: 'il-belt' }))).toEqual(['city:Valletta']);
    const rows = (await t.database.db.execute(
      sql`select search_alt_names from cities where slug = 'paris'`,
    )) as unknown as { rows: { search_alt_names: string }[] };
    expect(rows.rows[0]!.search_alt_names).toBe('|lutece|');
  });

  it('searches one kind at a time', async () => {
    const countries = await search('countries', {});
    expect(names(countries)).toEqual(['country:France', 'country:Malta']);
    expect(countries.results[0]).toMatchObject({
      url: '/country/france',
      api_path: 'countries/france/',
      subtitle: 'Western Europe',
    });
    expect((await search('cities', { q: 'a' })).results.every((x) => x.kind === 'city')).toBe(true);
    expect(names(await search('shops', {}))).toEqual(['shop:Valletta Market']);
  });

  it('ranks by rating with ordering, and pages', async () => {
    const byRating = await search('attractions', { ordering: '-rating' });
    expect(names(byRating)).toEqual([
      'attraction:Louvre',
      'attraction:Eiffel Tower',
      'attraction:Lonely Rock',
    ]);
    const byName = await search('attractions', { ordering: 'name', page: 2, page_size: 2 });
    expect(byName.count).toBe(3);
    expect(names(byName)).toEqual(['attraction:Louvre']);
  });

  it('applies filters', async () => {
    expect(names(await search('attractions', { filters: { categories: ['museums'] } }))).toEqual([
      'attraction:Louvre',
    ]);
    expect(
      names(await search('general', { q: 'val', filters: { country: ['malta'] } })).sort(),
    ).toEqual(['city:Valletta', 'shop:Valletta Market']);
    expect(names(await search('general', { q: 'val', filters: { country: ['france'] } }))).toEqual(
      [],
    );
    expect(
      names(await search('cities', { filters: { terrain: ['coastal'] }, ordering: 'name' })),
    ).toEqual(['city:Marseille', 'city:Valletta']);
    expect(
      names(await search('cities', { filters: { other: ['capital'] }, ordering: 'name' })),
    ).toEqual(['city:Paris', 'city:Valletta']);
    // Test climates: Paris has a mean of 8 °C outside June–September, 18 °C inside.
    const hotDays = await search('cities', {
      filters: { month: 7, temperature: [20, 40] },
      ordering: 'name',
    });
    expect(names(hotDays)).toEqual(['city:Marseille', 'city:Paris', 'city:Valletta']);
    const coolDays = await search('cities', { filters: { month: 1, temperature: [-30, 14] } });
    expect(names(coolDays)).toEqual(['city:Paris']);
    expect(
      (await search('cities', { filters: { month: 1, climate: ['cold', 'hot'] } })).count,
    ).toBe(0);
    expect(names(await search('countries', { filters: { cost_for_week: [1000, 1500] } }))).toEqual([
      'country:France',
    ]);
    expect(names(await search('attractions', { filters: { rating: [8.7, 10] } }))).toEqual([
      'attraction:Louvre',
    ]);
    // Places inherit climate and terrain from their city; countries cannot match them.
    const coastal = await search('general', { filters: { terrain: ['coastal'] } });
    expect(coastal.results.some((x) => x.kind === 'country')).toBe(false);
    expect(names(coastal)).toContain('food:Caffe Cordina');
    expect(names(await search('attractions', { filters: { other: ['local_culture'] } }))).toEqual([
      'attraction:Louvre',
    ]);
  });

  it('finds events by date', async () => {
    const year = new Date().getUTCFullYear();
    const all = await search('events', { page_size: 200 });
    expect(all.count).toBeGreaterThan(0);
    const jan = await search('events', {
      filters: { date: { start_date: `${year}-01-01`, finish_date: `${year}-01-01` } },
    });
    expect(jan.count).toBeGreaterThan(0);
    for (const e of jan.results) {
      expect(e.kind).toBe('event');
      if (e.kind === 'event') expect(e.start_date).toBe(`${year}-01-01`);
    }
  });

  it('refuses a bad type or body', async () => {
    const post = (url: string, payload: unknown) =>
      t.app.inject({ method: 'POST', url: api(url), payload: payload as object });
    const badType = await post('search/planets/', {});
    expect(badType.statusCode).toBe(400);
    expect(badType.json().fields.type[0]).toMatch(/^Unknown search type/);
    const long = await post('search/general/', { q: 'x'.repeat(256) });
    expect(long.statusCode).toBe(400);
    expect(long.json().q).toEqual(['Search text is at most 255 characters.']);
    expect((await post('search/general/', { q: 'x'.repeat(255) })).statusCode).toBe(200);
    for (const body of [
      { filters: { rating: [8, 2] } },
      { filters: { month: 13 } },
      { filters: { planet: 'mars' } },
      { filters: { other: ['fun'] } },
      { ordering: 'random' },
      { page: 0 },
      { page_size: 1000 },
      { q: 5 },
      { surprise: true },
    ]) {
      expect((await post('search/general/', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const empty = await t.app.inject({ method: 'POST', url: api('search/countries/') });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().count).toBe(2);
  });
});
