import {
  AreasResponseSchema,
  BudgetResponseSchema,
  CityComparingSchema,
  CityGeoListSchema,
  CityTerritoryListSchema,
  ClimateZoneSchema,
  ClimaticSeasonResponseSchema,
  CountryComparingSchema,
  CountryGeoListSchema,
  CountryLanguagesListSchema,
  CountrySafetyListSchema,
  CountryTerritoryListSchema,
  LocationTileInfoSchema,
  MapReligionSchema,
  TouristCitiesSchema,
  splitWeeklyCost,
} from '@ai-map/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api, expectFieldErrors } from '../../test-support/api';
import { createTestApp } from '../../test-support/test-app';
import { geometryBox, simplifyGeometry } from './country-shapes.service';
import { RELIGION_PALETTE } from './religions.service';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const world = { top_left: { lat: 85, lng: -180 }, bottom_right: { lat: -85, lng: 180 } };
const franceBox = { top_left: { lat: 51.5, lng: -5 }, bottom_right: { lat: 42, lng: 8.5 } };

describe('geo map data API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ catalogue: true });
  });
  afterAll(() => t.close());

  const post = (path: string, payload?: unknown) =>
    t.app.inject({ method: 'POST', url: api(path), payload: payload as object });
  const get = (path: string) => t.app.inject({ method: 'GET', url: api(path) });

  it('simplifies shapes with Douglas–Peucker and rounds to 6 decimals', () => {
    const square = {
      type: 'Polygon' as const,
      coordinates: [
        [
          [0, 0],
          [0.5, 0.001],
          [1, 0],
          [1, 1],
          [0.123456789, 1],
          [0, 0],
        ],
      ],
    };
    expect(simplifyGeometry(square, 1).coordinates).toEqual([
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0.123457, 1],
        [0, 0],
      ],
    ]);
    expect(geometryBox(square)).toEqual({
      top_left: { lat: 1, lng: 0 },
      bottom_right: { lat: 0, lng: 1 },
    });
  });

  it('keeps a polygon turf cannot simplify and simplifies the others', () => {
    // A ring of points on one latitude collapses when cleaned (Antarctica along the pole).
    const flat = [
      [
        [-180, -89.999],
        [0, -89.999],
        [90, -89.999],
        [180, -89.999],
        [-180, -89.999],
      ],
    ];
    const square = [
      [
        [0, 0],
        [0.5, 0.001],
        [1, 0],
        [1, 1],
        [0, 1],
        [0, 0],
      ],
    ];
    expect(
      simplifyGeometry({ type: 'MultiPolygon', coordinates: [flat, square] }, 3).coordinates,
    ).toEqual([
      flat,
      [
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 1],
          [0, 0],
        ],
      ],
    ]);
  });

  it('answers country shapes per simplification level with optional filters', async () => {
    const res = await post('geo/countries/filter?simpl_lvl=3');
    expect(res.statusCode).toBe(200);
    const body = CountryGeoListSchema.parse(res.json());
    expect(body).toMatchObject({ simpl_lvl: 3, tolerance: 0.06 });
    const france = body.results.find((c) => c.country_slug === 'france')!;
    expect(france.geo_points_json).toEqual([2, 46]);
    expect(france.geo_polygons_json?.type).toBe('Polygon');
    expect((france.geo_polygons_json!.coordinates[0] as number[][])[0]).toEqual([-4.8, 48.4]);
    const malta = body.results.find((c) => c.country_slug === 'malta')!;
    expect(malta.geo_polygons_json).toBeNull();
    // Cached level: the same answer again.
    expect((await post('geo/countries/filter?simpl_lvl=3')).json()).toEqual(res.json());

    const asia = CountryGeoListSchema.parse(
      (await post('geo/countries/filter?simpl_lvl=5', { continent: 'Asia' })).json(),
    );
    expect(asia.results).toEqual([]);
    const europe = CountryGeoListSchema.parse(
      (await post('geo/countries/filter', { continent: 'Europe', rating: [0, 10] })).json(),
    );
    expect(europe.results.map((c) => c.country_slug).sort()).toEqual(['france', 'malta']);
    expect((await post('geo/countries/filter?simpl_lvl=6')).statusCode).toBe(400);
    const unknown = await post('geo/countries/filter', { colour: 'red' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty('colour');
  });

  it('filters cities by box, terrain and season; checks the box', async () => {
    const all = CityGeoListSchema.parse((await post('geo/cities/filter')).json());
    expect(all.results.map((c) => c.city_name).sort()).toEqual(['Marseille', 'Paris', 'Valletta']);
    expect(all.results.every((c) => c.geo_polygons_json === null)).toBe(true);
    const paris = all.results.find((c) => c.city_name === 'Paris')!;
    expect(paris.geo_points_json).toEqual([2.3488, 48.85341]);

    const inFrance = CityGeoListSchema.parse((await post('geo/cities/filter', franceBox)).json());
    expect(inFrance.results.map((c) => c.city_name).sort()).toEqual(['Marseille', 'Paris']);
    const coastal = CityGeoListSchema.parse(
      (await post('geo/cities/filter', { terrain: ['coastal', 'nowhere'] })).json(),
    );
    expect(coastal.results.map((c) => c.city_name).sort()).toEqual(['Marseille', 'Valletta']);
    const hotInJuly = CityGeoListSchema.parse(
      (await post('geo/cities/filter', { month: 7, climatic_seasons: ['hot'] })).json(),
    );
    expect(hotInJuly.results.map((c) => c.city_name)).toEqual(['Valletta']);

    // Rounded to 6 decimals and clamped: a huge box still finds everything.
    const huge = CityGeoListSchema.parse(
      (
        await post('geo/cities/filter', {
          top_left: { lat: 400.1234567891, lng: -999 },
          bottom_right: { lat: -400, lng: 999 },
        })
      ).json(),
    );
    expect(huge.results).toHaveLength(3);

    const inverted = await post('geo/cities/filter', {
      top_left: { lat: 42, lng: -5 },
      bottom_right: { lat: 51.5, lng: 8.5 },
    });
    expect(inverted.statusCode).toBe(400);
    expectFieldErrors(inverted.json(), {
      top_left: ['top_left.lat must not be south of bottom_right.lat (inverted bounding box).'],
    });
    // West east of east is a box across the antimeridian: [10, 180] and [-180, 3] here.
    const across = CityGeoListSchema.parse(
      (
        await post('geo/cities/filter', {
          top_left: { lat: 60, lng: 10 },
          bottom_right: { lat: 30, lng: 3 },
        })
      ).json(),
    );
    expect(across.results.map((c) => c.city_name).sort()).toEqual(['Paris', 'Valletta']);
    const oneCorner = await post('geo/cities/filter', { top_left: { lat: 1, lng: 1 } });
    expect(oneCorner.statusCode).toBe(400);
    expect(oneCorner.json().fields).toHaveProperty('bottom_right');
    const extraKey = await post('geo/cities/filter', { ...franceBox, zoom: 5 });
    expect(extraKey.statusCode).toBe(400);
    expect(extraKey.json().fields).toHaveProperty('zoom');
  });

  it('lists tourist cities in the box, most attractions first', async () => {
    const body = TouristCitiesSchema.parse((await post('geo/tourist_cities/', world)).json());
    expect(body.results.map((c) => c.city_name)).toEqual(['Paris']);
    expect(body.results[0]).toMatchObject({
      attractions_count: 2,
      category_icons: [{ type: 'attractions', count: 2 }],
    });
    const malta = { top_left: { lat: 36.1, lng: 14.2 }, bottom_right: { lat: 35.7, lng: 14.7 } };
    expect((await post('geo/tourist_cities/', malta)).json()).toEqual({ results: [] });
    expect((await post('geo/tourist_cities/', {})).statusCode).toBe(400);
  });

  it('answers regions as circle areas and other area types empty with a reason', async () => {
    const res = await post('geo/areas?type=regions', franceBox);
    const body = AreasResponseSchema.parse(res.json());
    expect(body).toMatchObject({ count: 2, page: 1, reason: null });
    const idf = body.results.find((a) => a.name === 'Île-de-France')!;
    expect(idf).toMatchObject({
      shape_type: 'circle',
      type: ['region', 'region'],
      geo_center: [2.5, 48.8],
      geo_smooth: null,
    });
    // Paris is about 12.5 km from the region centre.
    expect(idf.geo_mark.radius_m).toBeGreaterThan(11_000);
    expect(idf.geo_mark.radius_m).toBeLessThan(14_000);
    const page2 = AreasResponseSchema.parse(
      (await post('geo/areas?type=regions', { ...franceBox, page: 2, page_size: 1 })).json(),
    );
    expect(page2.results).toHaveLength(1);
    expect(page2.results[0]!.name).not.toBe(
      AreasResponseSchema.parse(
        (await post('geo/areas?type=regions', { ...franceBox, page_size: 1 })).json(),
      ).results[0]!.name,
    );
    const drawn = AreasResponseSchema.parse(
      (await post('geo/areas?type=tourist_area', world)).json(),
    );
    expect(drawn.results).toEqual([]);
    expect(drawn.reason).toMatch(/No open data/);
  });

  it('calculates budgets per country for a period and reports the range', async () => {
    const week = splitWeeklyCost(1092);
    const res = await post('geo/countries/map_costs_data/budget_and_costs/', {
      budget_and_costs__range: [],
    });
    const body = BudgetResponseSchema.parse(res.json());
    // Malta has no price level, so no cost.
    expect(body.results.map((r) => r.country_slug)).toEqual(['france']);
    const total = week.food + week.attractions;
    expect(body.results[0]!.budget_and_costs_calculated).toEqual({
      currency: 'USD',
      period: 7,
      costs: { food: week.food, attractions: week.attractions },
      total,
    });
    expect(body.unpriced_fields).toEqual(['water', 'alcohol']);
    expect(body.budget_and_costs__range).toEqual([total, total]);

    const month = BudgetResponseSchema.parse(
      (
        await post('geo/countries/map_costs_data/budget_and_costs/', {
          budget_and_costs__period: 30,
          budget_and_costs__fields: ['accommodation', 'transport'],
        })
      ).json(),
    );
    expect(month.results[0]!.budget_and_costs_calculated.costs).toEqual({
      accommodation: Math.round((week.accommodation * 30) / 7),
      transport: Math.round((week.transport * 30) / 7),
    });
    expect(month.unpriced_fields).toEqual([]);

    const outside = BudgetResponseSchema.parse(
      (
        await post('geo/countries/map_costs_data/budget_and_costs/', {
          budget_and_costs__range: [0, 10],
        })
      ).json(),
    );
    expect(outside).toMatchObject({ results: [], budget_and_costs__range: [0, 10] });
    const malta = BudgetResponseSchema.parse(
      (
        await post('geo/countries/map_costs_data/budget_and_costs/', {
          top_left: { lat: 36.1, lng: 14.2 },
          bottom_right: { lat: 35.7, lng: 14.7 },
        })
      ).json(),
    );
    expect(malta).toMatchObject({ results: [], budget_and_costs__range: [0, 1800] });
    const badPeriod = await post('geo/countries/map_costs_data/budget_and_costs/', {
      budget_and_costs__period: 5,
    });
    expect(badPeriod.statusCode).toBe(400);
    expect(badPeriod.json().fields).toHaveProperty('budget_and_costs__period');
    const badField = await post('geo/countries/map_costs_data/budget_and_costs/', {
      budget_and_costs__fields: ['caviar'],
    });
    expect(badField.statusCode).toBe(400);
  });

  it('answers climate classes, icons, seasons and the month per city', async () => {
    const zones = z.array(ClimateZoneSchema).parse((await get('climate_zones_geo/')).json());
    expect(zones.map((z) => [z.id, z.min_temp, z.max_temp])).toEqual([
      ['cold', null, 5],
      ['warm', 5, 25],
      ['hot', 25, null],
    ]);
    expect((await get('climatic_season_icon_list/')).json()).toHaveLength(3);
    expect((await get('climatic_seasons/')).json()).toEqual([
      { id: 'cold', name: 'Cold' },
      { id: 'warm', name: 'Warm' },
      { id: 'hot', name: 'Hot' },
    ]);

    const call = (extra: object) =>
      post('geo/cities/map_general_data/climatic_season/', { ...world, month: 7, ...extra });
    const july = ClimaticSeasonResponseSchema.parse((await call({})).json());
    expect(july.month).toBe(7);
    expect(july.results.map((c) => [c.city_name, c.season, c.avg_day, c.avg_water])).toEqual([
      ['Paris', 'warm', 23, null],
      ['Marseille', 'warm', 27, 16],
      ['Valletta', 'hot', 30, 18],
    ]);
    const warmDays = ClimaticSeasonResponseSchema.parse(
      (await call({ day_temp: [26, 60] })).json(),
    );
    expect(warmDays.results.map((c) => c.city_name)).toEqual(['Marseille', 'Valletta']);
    const warmWater = ClimaticSeasonResponseSchema.parse(
      (await call({ water_temp: [17, 30] })).json(),
    );
    expect(warmWater.results.map((c) => c.city_name)).toEqual(['Valletta']);
    const hot = ClimaticSeasonResponseSchema.parse(
      (await call({ climatic_seasons: ['hot'] })).json(),
    );
    expect(hot.results.map((c) => c.city_name)).toEqual(['Valletta']);
    const january = ClimaticSeasonResponseSchema.parse((await call({ month: 1 })).json());
    expect(january.results.find((c) => c.city_name === 'Valletta')).toMatchObject({
      season: 'warm',
      avg_day: 20,
    });
    const badRange = await call({ day_temp: [30, 10] });
    expect(badRange.statusCode).toBe(400);
    expect(badRange.json().fields).toHaveProperty('day_temp');
    expect((await call({ month: 13 })).statusCode).toBe(400);
  });

  it('answers terrain types of countries and cities', async () => {
    const countries = CountryTerritoryListSchema.parse(
      (await post('geo/countries/map_general_data/territory_type/', world)).json(),
    );
    const france = countries.results.find((c) => c.country_slug === 'france')!;
    expect(france.terrain).toMatch(/plains/);
    expect(france.terrain_types.find((t) => t.name === 'subtropical')).toEqual({
      name: 'subtropical',
      cities: 1,
    });
    expect(france.terrain_types.map((t) => t.name).sort()).toEqual([
      'city',
      'coastal',
      'inland',
      'metropolis',
      'subtropical',
      'temperate',
    ]);
    const cities = CityTerritoryListSchema.parse(
      (await post('geo/cities/map_general_data/territory_type/', franceBox)).json(),
    );
    expect(cities.results.map((c) => c.city_name)).toEqual(['Paris', 'Marseille']);
    expect(cities.results[0]).toMatchObject({
      title_to_display: 'Paris: Inland, Temperate, Metropolis',
      terrain_types: [{ name: 'inland' }, { name: 'temperate' }, { name: 'metropolis' }],
    });
  });

  it('answers the languages of every country, or of those in the box', async () => {
    const path = 'geo/countries/map_general_data/languages/';
    const all = CountryLanguagesListSchema.parse((await post(path)).json());
    expect(all.results.map((c) => [c.country_name, c.languages])).toEqual([
      ['France', ['French']],
      ['Malta', ['Maltese', 'English']],
    ]);
    expect(all.results[0]!.geo_points_json).toHaveLength(2);
    const inFrance = CountryLanguagesListSchema.parse((await post(path, franceBox)).json());
    expect(inFrance.results.map((c) => c.country_slug)).toEqual(['france']);
    expect((await post(path, { top_left: franceBox.top_left })).statusCode).toBe(400);
  });

  it('answers every country’s travel advisory with whose advice and when, or null', async () => {
    const path = 'geo/countries/map_general_data/safety/';
    const all = CountrySafetyListSchema.parse((await post(path)).json());
    expect(all.results.map((c) => [c.country_name, c.advisory?.level ?? null])).toEqual([
      ['France', 2],
      ['Malta', null],
    ]);
    expect(all.results[0]!.advisory).toMatchObject({
      source: 'U.S. State Department',
      updated: '2024-06-28',
      text: 'U.S. State Department: Level 2 — Exercise increased caution (updated 28 Jun 2024)',
    });
    expect(all.results[0]!.advisory!.url).toMatch(/^https:\/\/travel\.state\.gov\//);
    expect(all.results[0]!.geo_points_json).toHaveLength(2);
    const inFrance = CountrySafetyListSchema.parse((await post(path, franceBox)).json());
    expect(inFrance.results.map((c) => c.country_slug)).toEqual(['france']);
    const halfBox = await post(path, { top_left: franceBox.top_left });
    expect(halfBox.statusCode).toBe(400);
    expect((await post(path, { level: 2 })).statusCode).toBe(400);
  });

  it('compares cities and countries by rating for the chosen categories', async () => {
    const none = await post('geo/city_comparing_view', world);
    expect(none.statusCode).toBe(400);
    expectFieldErrors(none.json(), { categories: ['Choose Categories for Comparing View'] });
    const empty = await post('geo/country_comparing_view', { ...world, categories: [] });
    expectFieldErrors(empty.json(), { categories: ['Choose Categories for Comparing View'] });

    const cities = z
      .array(CityComparingSchema)
      .parse(
        (await post('geo/city_comparing_view', { ...world, categories: ['attractions'] })).json()
          .results,
      );
    expect(cities.map((c) => c.name)).toEqual(['Paris']);
    expect(cities[0]!.category_icons).toEqual([{ type: 'attractions', count: 2 }]);
    const countries = z.array(CountryComparingSchema).parse(
      (
        await post('geo/country_comparing_view', {
          ...world,
          type: 'countries',
          categories: ['food_and_drinks', 'shopping'],
        })
      ).json().results,
    );
    expect(countries.map((c) => c.name)).toEqual(['Malta']);
    expect(countries[0]!.category_icons.map((i) => i.type).sort()).toEqual([
      'food_and_drinks',
      'shopping',
    ]);
    const mismatch = await post('geo/city_comparing_view', {
      ...world,
      type: 'countries',
      categories: ['attractions'],
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields).toHaveProperty('type');
  });

  it('lists religions with stable colours and icons', async () => {
    const list = z.array(MapReligionSchema).parse((await get('map_religion_list/')).json());
    expect(list.map((r) => [r.religion_id, r.name, r.icon, r.countries_count])).toEqual([
      ['christian', 'Christian', 'christianity', 1],
      ['none', 'None', 'none', 1],
      ['roman-catholic', 'Roman Catholic', 'christianity', 1],
    ]);
    for (const r of list) expect(RELIGION_PALETTE).toContain(r.color);
    expect((await get('map_religion_list/')).json()).toEqual(list);
  });

  it('answers the planner tile info of a country', async () => {
    const all = CountryGeoListSchema.parse((await post('geo/countries/filter')).json()).results;
    const franceId = all.find((c) => c.country_slug === 'france')!.country_id;
    const maltaId = all.find((c) => c.country_slug === 'malta')!.country_id;
    const france = LocationTileInfoSchema.parse(
      (await get(`planner/location_tile_info/${franceId}`)).json(),
    );
    expect(france).toMatchObject({
      country_name: 'France',
      geo_points_json: [2, 46],
      bbox: { top_left: { lat: 51.1, lng: -4.8 }, bottom_right: { lat: 42.4, lng: 8.2 } },
      tile_image: null,
      counts: { attractions: 2, regions: 2, cities: 2 },
    });
    const malta = LocationTileInfoSchema.parse(
      (await get(`planner/location_tile_info/${maltaId}`)).json(),
    );
    expect(malta.bbox).toBeNull();
    expect((await get('planner/location_tile_info/999999')).statusCode).toBe(404);
    expect((await get('planner/location_tile_info/abc')).statusCode).toBe(400);
  });
});
