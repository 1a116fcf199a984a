import {
  AreasQuerySchema,
  AreasRequestSchema,
  AreasResponseSchema,
  BudgetRequestSchema,
  BudgetResponseSchema,
  CitiesFilterRequestSchema,
  CityComparingSchema,
  CityGeoListSchema,
  CityTerritoryListSchema,
  ClimateZoneSchema,
  ClimaticSeasonRequestSchema,
  ClimaticSeasonResponseSchema,
  ClimaticSeasonSchema,
  ComparingRequestSchema,
  CountriesFilterRequestSchema,
  CountryComparingSchema,
  CountryGeoListSchema,
  CountryLanguagesListSchema,
  CountryLanguagesRequestSchema,
  CountrySafetyListSchema,
  CountrySafetyRequestSchema,
  CountryTerritoryListSchema,
  GeoDataBoundingBoxSchema,
  LocationTileInfoSchema,
  MapReligionSchema,
  SeasonIconSchema,
  SimplifyQuerySchema,
  TouristCitiesSchema,
  geoDataPaths,
  plannerPaths,
  routeOf,
} from '@ai-map/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { idParam } from '../places/route-params';
import * as shapes from './country-shapes.service';
import * as geo from './geo-data.service';
import * as religions from './religions.service';

type App = Parameters<FastifyPluginAsyncZod>[0];

const tags = ['geo map data'];
const bboxNote =
  'Bounding box corners are rounded to 6 decimals and clamped to the world; a box upside down answers 400 under `top_left`, one whose west edge is east of its east edge crosses the antimeridian (both sides are answered); unknown keys answer 400.';

export const geoDataRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    `/${geoDataPaths.countriesFilter}`,
    {
      schema: {
        tags,
        description: `Country shapes (Natural Earth 1:50m) simplified with Douglas–Peucker: \`simpl_lvl\` 1 (0.01°) to 5 (0.25°), default 3; cached per level until the next catalogue import. Body filters (optional): \`continent\`, \`rating\` [min, max].`,
        querystring: SimplifyQuerySchema,
        body: CountriesFilterRequestSchema.nullish(),
        response: { 200: CountryGeoListSchema },
      },
    },
    async (request) =>
      shapes.countriesFilter(ctx, request.query.simpl_lvl as 1 | 2 | 3 | 4 | 5, request.body ?? {}),
  );
  app.post(
    `/${geoDataPaths.citiesFilter}`,
    {
      schema: {
        tags,
        description: `City points (no city shapes in open data: \`geo_polygons_json\` null), best rated first, at most 500. Optional: bounding box, \`rating\`, \`terrain\` (any of), \`climatic_seasons\` in \`month\` (default: current). ${bboxNote}`,
        body: CitiesFilterRequestSchema.nullish(),
        response: { 200: CityGeoListSchema },
      },
    },
    async (request) => geo.citiesFilter(ctx, request.body ?? {}),
  );
  app.post(
    `/${geoDataPaths.touristCities}`,
    {
      schema: {
        tags,
        description: `Cities in the box with attractions, most attractions first, at most 100. ${bboxNote}`,
        body: GeoDataBoundingBoxSchema,
        response: { 200: TouristCitiesSchema },
      },
    },
    async (request) => geo.touristCities(ctx, request.body),
  );
  app.post(
    `/${geoDataPaths.areas}`,
    {
      schema: {
        tags,
        description: `Areas. No open data has drawn tourist areas: \`type=regions\` (default) answers region centres as circles whose radius reaches the region's farthest city; any other type answers no results with the \`reason\`. ${bboxNote}`,
        querystring: AreasQuerySchema,
        body: AreasRequestSchema,
        response: { 200: AreasResponseSchema },
      },
    },
    async (request) => geo.areas(ctx, request.query.type, request.body),
  );
  app.post(
    `/${geoDataPaths.budgetAndCosts}`,
    {
      schema: {
        tags,
        description:
          'Budget per country (USD) from the cost model: each priced feature (accommodation, food, transport, attractions) for the period in days (1, 7, 30) is period/7 of its weekly share. Water and alcohol have no open price data and are listed in `unpriced_fields`. An empty `budget_and_costs__range` answers the range of the results; a given range filters by total and is echoed.',
        body: BudgetRequestSchema.nullish(),
        response: { 200: BudgetResponseSchema },
      },
    },
    async (request) => geo.budgetAndCosts(ctx, request.body ?? BudgetRequestSchema.parse({})),
  );
  climateRoutes(app, ctx);
  factRoutes(app, ctx);
};

/** Climate zones and climatic seasons, of the map and of a city. */
function climateRoutes(app: App, ctx: AppContext): void {
  app.get(
    `/${geoDataPaths.climateZones}`,
    {
      schema: {
        tags,
        description:
          'Climate classes by monthly mean (cold ≤ 5 °C, warm, hot ≥ 25 °C) with colours. No open zone polygons are shipped; cities carry their class per month.',
        response: { 200: z.array(ClimateZoneSchema) },
      },
    },
    async () => geo.CLIMATE_ZONES,
  );
  app.get(
    `/${geoDataPaths.climaticSeasonIcons}`,
    { schema: { tags, response: { 200: z.array(SeasonIconSchema) } } },
    async () => geo.SEASON_ICONS,
  );
  app.get(
    `/${geoDataPaths.climaticSeasons}`,
    { schema: { tags, response: { 200: z.array(ClimaticSeasonSchema) } } },
    async () => geo.CLIMATE_ZONES.map((z) => ({ id: z.id, name: z.name })),
  );
  app.post(
    `/${geoDataPaths.cityClimaticSeasons}`,
    {
      schema: {
        tags,
        description: `Cities in the box with the month's climate (default: current month), largest first, at most 500. Filters: \`climatic_seasons\`, \`day_temp\` and \`water_temp\` [min, max] °C (a water filter drops cities without sea temperature). ${bboxNote}`,
        body: ClimaticSeasonRequestSchema,
        response: { 200: ClimaticSeasonResponseSchema },
      },
    },
    async (request) => geo.climaticSeasonCities(ctx, request.body),
  );
}

/** Territory types, languages, safety, comparisons and religions of countries and cities, and a country's tile info. */
function factRoutes(app: App, ctx: AppContext): void {
  app.post(
    `/${geoDataPaths.countryTerritoryTypes}`,
    {
      schema: {
        tags,
        description: `Countries whose centre is in the box: the Factbook terrain text and the terrain types of their cities with counts (no elevation data, so no "mountain"). ${bboxNote}`,
        body: GeoDataBoundingBoxSchema,
        response: { 200: CountryTerritoryListSchema },
      },
    },
    async (request) => geo.countryTerritory(ctx, request.body),
  );
  app.post(
    `/${geoDataPaths.cityTerritoryTypes}`,
    {
      schema: {
        tags,
        description: `Cities in the box with their terrain types, largest first, at most 500. ${bboxNote}`,
        body: GeoDataBoundingBoxSchema,
        response: { 200: CityTerritoryListSchema },
      },
    },
    async (request) => geo.cityTerritory(ctx, request.body),
  );
  app.post(
    `/${geoDataPaths.countryLanguages}`,
    {
      schema: {
        tags,
        description: `The languages of every country, by name, as the country profiles list them (not ranked by speakers): the map's languages view. An optional bounding box keeps the countries whose centre is in it. ${bboxNote}`,
        body: CountryLanguagesRequestSchema.nullish(),
        response: { 200: CountryLanguagesListSchema },
      },
    },
    async (request) => geo.countryLanguages(ctx, request.body ?? {}),
  );
  app.post(
    `/${geoDataPaths.countrySafety}`,
    {
      schema: {
        tags,
        description: `Every country's U.S. State Department travel advisory (level 1–4, title, date of its last update, link, and the one line screens show), by name; \`advisory\` is null where the State Department publishes none. These are one government's advice to its own citizens. The map's safety view. An optional bounding box keeps the countries whose centre is in it. ${bboxNote}`,
        body: CountrySafetyRequestSchema.nullish(),
        response: { 200: CountrySafetyListSchema },
      },
    },
    async (request) => geo.countrySafety(ctx, request.body ?? {}),
  );
  for (const kind of ['cities', 'countries'] as const) {
    app.post(
      `/${geoDataPaths.comparing[kind]}`,
      {
        schema: {
          tags,
          description: `${kind} in the box with at least one of the chosen \`categories\`, best rated first, at most 100; \`category_icons\` only for the chosen categories. No categories: 400 'Choose Categories for Comparing View'. ${bboxNote}`,
          body: ComparingRequestSchema,
          response: {
            200: z.object({
              results: z.array(kind === 'cities' ? CityComparingSchema : CountryComparingSchema),
            }),
          },
        },
      },
      async (request) => ({ results: await geo.comparing(ctx, kind, request.body) }),
    );
  }
  app.get(
    `/${geoDataPaths.religions}`,
    {
      schema: {
        tags,
        description:
          'Every religion named in the country profiles: id (slug), a colour from a fixed palette (by a hash of the id, so stable), an icon name by family, and how many countries list it.',
        response: { 200: z.array(MapReligionSchema) },
      },
    },
    async () => religions.religionList(ctx),
  );
  app.get(
    routeOf(plannerPaths.locationTileInfo, 'country_id'),
    {
      schema: {
        tags,
        description:
          "Tile info for the planner: the country's name, centre, bounding box of its shape (null without one), image (none in open data: null) and counts.",
        params: z.object({ country_id: idParam }),
        response: { 200: LocationTileInfoSchema },
      },
    },
    async (request) => shapes.locationTileInfo(ctx, request.params.country_id),
  );
}
