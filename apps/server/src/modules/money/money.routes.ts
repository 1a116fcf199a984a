import {
  BrandOffersSchema,
  CountryCurrenciesSchema,
  CurrencyItemSchema,
  MoneyOverviewSchema,
  MoneyPlaceSchema,
  UnavailableCostsSchema,
  listPage,
  moneyPaths,
  pageQuery,
  routeOf,
} from '@ai-map/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import {
  cityInRegion,
  countryLocation,
  regionInCountry,
  type Location,
} from '../places/place-cards';
import { idParam, slugParam } from '../places/route-params';
import * as money from './money.service';

const tags = ['money'];
const CountryParams = z.object({ slug: slugParam });
const RegionParams = z.object({ slug: slugParam, region: slugParam });
const CityParams = z.object({ slug: slugParam, region: slugParam, city: slugParam });
type P = { slug: string; region?: string; city?: string };

type Level = 'country' | 'region' | 'city';
/** One of the contract's path tables by location level (`moneyPaths.overview`, `.bank`, …). */
type LevelPaths = (typeof moneyPaths)['overview' | 'transportInside'];
/** The route of each level of such a table: country slug, + region slug or id, + city slug or id. */
const levelRoute: Record<Level, (paths: LevelPaths) => string> = {
  country: (paths) => routeOf(paths.country, 'slug'),
  region: (paths) => routeOf(paths.region, 'slug', 'region'),
  city: (paths) => routeOf(paths.city, 'slug', 'region', 'city'),
};

/** The three location levels of money paths. */
const levels: [Level, z.ZodType<P>, (ctx: AppContext, p: P) => Promise<Location>][] = [
  ['country', CountryParams, (ctx, p) => countryLocation(ctx, p.slug)],
  ['region', RegionParams, (ctx, p) => regionInCountry(ctx, p.slug, p.region!)],
  ['city', CityParams, (ctx, p) => cityInRegion(ctx, p.slug, p.region!, p.city!)],
];

const transportQuery = z.object({
  transport_type: z.string().max(50).optional(),
  city_id: idParam.optional(),
});
const emptyResponse = { 200: UnavailableCostsSchema };

export const moneyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  for (const [level, params, resolve] of levels) {
    app.get(
      levelRoute[level](moneyPaths.overview),
      {
        schema: {
          tags,
          description: `Money facts of a ${level}: currencies, price level, typical weekly cost (USD) split into items, and how many banks, ATMs, exchanges and car rentals OpenStreetMap maps there.`,
          params,
          response: { 200: MoneyOverviewSchema },
        },
      },
      async (request) => money.moneyOverview(ctx, await resolve(ctx, request.params as P)),
    );
    for (const what of ['bank', 'changer'] as const) {
      app.get(
        levelRoute[level](moneyPaths[what]),
        {
          schema: {
            tags,
            description: `${what === 'bank' ? 'Banks and ATMs (`type`: bank or atm)' : 'Currency exchanges'} of a ${level} from OpenStreetMap, by name; \`city_id\` narrows to one city inside it.`,
            params,
            querystring: pageQuery(20).extend({
              city_id: idParam.optional(),
              type: z.enum(['bank', 'atm']).optional(),
            }),
            response: { 200: listPage(MoneyPlaceSchema) },
          },
        },
        async (request) =>
          money.moneyPlaces(ctx, what, request.query, await resolve(ctx, request.params as P)),
      );
    }
  }

  // Transport prices: no open data; the location is still checked so a typo answers 404.
  type Route = [string, z.ZodType<P>, (ctx: AppContext, p: P) => Promise<Location>];
  const transport: Route[] = [
    ...levels.map(([level, params, resolve]): Route => [
      levelRoute[level](moneyPaths.transportInside),
      params,
      resolve,
    ]),
    [routeOf(moneyPaths.airInside, 'slug'), CountryParams, levels[0]![2]],
    [routeOf(moneyPaths.airOutside, 'slug'), CountryParams, levels[0]![2]],
    [routeOf(moneyPaths.transportOutside, 'slug'), CountryParams, levels[0]![2]],
  ];
  for (const [path, params, resolve] of transport) {
    app.get(
      path,
      {
        schema: {
          tags,
          description:
            'Transport costs. No open data source publishes these prices, so the answer is always an empty list with the reason (never invented figures).',
          params,
          querystring: transportQuery,
          response: emptyResponse,
        },
      },
      async (request) => {
        await resolve(ctx, request.params as P);
        return money.noTransportData();
      },
    );
  }

  app.get(
    `/${moneyPaths.transportBrands}`,
    {
      schema: {
        tags,
        description:
          'Car rental offices (OpenStreetMap amenity=car_rental) as transport brand offers; `partren_cost` is always null (no open price data, see `reason`). `rent_type` other than car answers an empty list with the reason. `country`: a country slug.',
        querystring: pageQuery(20).extend({
          rent_type: z.string().max(50).default('car'),
          country: z.string().max(200).optional(),
          city_id: idParam.optional(),
        }),
        response: { 200: BrandOffersSchema },
      },
    },
    async (request) => money.rentalBrands(ctx, request.query),
  );
  app.get(
    `/${moneyPaths.countryInsurance}`,
    {
      schema: {
        tags,
        description: 'Travel insurance prices: no open data, always empty with the reason.',
        response: emptyResponse,
      },
    },
    async () => money.noInsuranceData(),
  );
  app.get(
    `/${moneyPaths.countryCurrencies}`,
    { schema: { tags, response: { 200: z.array(CountryCurrenciesSchema) } } },
    async () => money.countryCurrencies(ctx),
  );
  app.get(
    `/${moneyPaths.currencies}`,
    {
      schema: {
        tags,
        description: 'Every currency once; USD, the default, first.',
        response: { 200: z.array(CurrencyItemSchema) },
      },
    },
    async () => money.allCurrencies(ctx),
  );
};
