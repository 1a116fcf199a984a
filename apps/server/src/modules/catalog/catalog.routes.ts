import {
  CitySchema,
  ClimateMonthSchema,
  CountryDetailSchema,
  CountrySchema,
  PAGE_SIZES,
  RegionSchema,
  listPage,
  orderingQuery,
  pageQuery,
  catalogPaths,
  routeOf,
} from '@ai-map/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { CITY_ORDERINGS, COUNTRY_ORDERINGS, REGION_ORDERINGS } from './catalog.repository';
import * as catalog from './catalog.service';

type App = Parameters<FastifyPluginAsyncZod>[0];

const tags = ['countries, regions, cities'];
const slug = z.string().min(1).max(200);
const listQuery = (size: number, orderings: [string, ...string[]], fallback: string) =>
  pageQuery(size).extend(orderingQuery(orderings, fallback).shape);

const countriesQuery = listQuery(PAGE_SIZES.countries, COUNTRY_ORDERINGS, '-rating');
const regionsQuery = listQuery(PAGE_SIZES.countries, REGION_ORDERINGS, 'name');
const touristRegionsQuery = listQuery(PAGE_SIZES.countries, REGION_ORDERINGS, '-places');
const citiesQuery = listQuery(PAGE_SIZES.cities, CITY_ORDERINGS, '-rating');
const SIMILAR_CITIES = 12;

const user = (request: { user: { id: number } | null }) => request.user?.id ?? null;

export const catalogRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    `/${catalogPaths.countries}`,
    { schema: { tags, querystring: countriesQuery, response: { 200: listPage(CountrySchema) } } },
    async (request) => catalog.listCountries(ctx, user(request), request.query),
  );
  app.get(
    routeOf(catalogPaths.country, 'slug'),
    { schema: { tags, params: z.object({ slug }), response: { 200: CountryDetailSchema } } },
    async (request) => catalog.getCountry(ctx, user(request), request.params.slug),
  );
  app.get(
    routeOf(catalogPaths.countryRegions, 'slug'),
    {
      schema: {
        tags,
        params: z.object({ slug }),
        querystring: regionsQuery,
        response: { 200: listPage(RegionSchema) },
      },
    },
    async (request) =>
      catalog.listRegions(ctx, user(request), request.params.slug, request.query, 'regions'),
  );
  app.get(
    routeOf(catalogPaths.countryTouristRegions, 'slug'),
    {
      schema: {
        tags,
        params: z.object({ slug }),
        querystring: touristRegionsQuery,
        response: { 200: listPage(RegionSchema) },
      },
    },
    async (request) =>
      catalog.listRegions(
        ctx,
        user(request),
        request.params.slug,
        request.query,
        'tourist_division',
      ),
  );
  app.get(
    routeOf(catalogPaths.countryCities, 'slug'),
    {
      schema: {
        tags,
        params: z.object({ slug }),
        querystring: citiesQuery,
        response: { 200: listPage(CitySchema) },
      },
    },
    async (request) =>
      catalog.listCountryCities(ctx, user(request), request.params.slug, request.query, false),
  );
  app.get(
    routeOf(catalogPaths.countryTouristCities, 'slug'),
    {
      schema: {
        tags,
        params: z.object({ slug }),
        querystring: citiesQuery,
        response: { 200: listPage(CitySchema) },
      },
    },
    async (request) =>
      catalog.listCountryCities(ctx, user(request), request.params.slug, request.query, true),
  );
  regionRoutes(app, ctx);
  cityRoutes(app, ctx);
};

/** A region, its cities and tourist cities, and cities like those of a region. */
function regionRoutes(app: App, ctx: AppContext): void {
  const regionParams = z.object({ country: slug, slug });
  app.get(
    routeOf(catalogPaths.region, 'country', 'slug'),
    { schema: { tags, params: regionParams, response: { 200: RegionSchema } } },
    async (request) =>
      catalog.getRegion(ctx, user(request), request.params.country, request.params.slug),
  );
  // All of a region's cities, and its tourist cities: one query, `tourist` narrows it.
  for (const [url, tourist] of [
    [routeOf(catalogPaths.regionCities, 'country', 'slug'), false],
    [routeOf(catalogPaths.regionTouristCities, 'country', 'slug'), true],
  ] as const) {
    app.get(
      url,
      {
        schema: {
          tags,
          params: regionParams,
          querystring: citiesQuery,
          response: { 200: listPage(CitySchema) },
        },
      },
      async (request) =>
        catalog.listRegionCities(
          ctx,
          user(request),
          request.params.country,
          request.params.slug,
          request.query,
          tourist,
        ),
    );
  }
  app.get(
    routeOf(catalogPaths.regionSimilarCities, 'country', 'slug'),
    { schema: { tags, params: regionParams, response: { 200: listPage(CitySchema) } } },
    async (request) =>
      catalog.listRegionSimilarCities(
        ctx,
        user(request),
        request.params.country,
        request.params.slug,
        SIMILAR_CITIES,
      ),
  );
}

/** Cities: a page of all of them, one city, its weather. */
function cityRoutes(app: App, ctx: AppContext): void {
  app.get(
    routeOf(catalogPaths.cities, 'page', 'size'),
    {
      schema: {
        tags,
        params: z.object({
          page: z.coerce.number().int().min(1),
          size: z.coerce.number().int().min(1).max(200),
        }),
        querystring: orderingQuery(CITY_ORDERINGS, '-rating'),
        response: { 200: listPage(CitySchema) },
      },
    },
    async (request) =>
      catalog.listAllCities(ctx, user(request), {
        page: request.params.page,
        page_size: request.params.size,
        ordering: request.query.ordering,
      }),
  );
  app.get(
    routeOf(catalogPaths.city, 'slug'),
    { schema: { tags, params: z.object({ slug }), response: { 200: CitySchema } } },
    async (request) => catalog.getCity(ctx, user(request), request.params.slug),
  );
  app.get(
    routeOf(catalogPaths.cityWeather, 'id'),
    {
      schema: {
        tags,
        params: z.object({ id: slug }),
        response: {
          200: z.object({
            city_id: z.number().int(),
            city_name: z.string(),
            month: z.number().int(),
            current: ClimateMonthSchema.nullable(),
            months: z.array(ClimateMonthSchema),
          }),
        },
      },
    },
    async (request) => catalog.getCityWeather(ctx, request.params.id),
  );
}
