import {
  BudgetResponseSchema,
  CityComparingSchema,
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
  splitWeeklyCost,
} from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectFieldErrors } from '../../test-support/api';
import { RELIGION_PALETTE } from './religions.service';
import { franceBox, useGeoDataApi, world } from './geo-data.fixtures';

describe('geo map data API', () => {
  const { post, get } = useGeoDataApi();

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
