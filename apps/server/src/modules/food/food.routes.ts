import {
  FoodCountriesSchema,
  RestaurantDetailSchema,
  RestaurantSchema,
  TypesOfDishSchema,
  foodPaths,
  listPage,
  orderingQuery,
  routeOf,
} from '@ai-map/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { cityLocation, countryLocation, regionAlone, type Location } from '../places/place-cards';
import { commaList, idParam, placeListQuery, slugParam } from '../places/route-params';
import * as food from './food.service';

const tags = ['food'];
const listQuery = placeListQuery().extend({
  /** Dish type slugs (main-courses, coffee-and-cakes, desserts, drinks, snacks), comma-separated. */
  type_of_dish: commaList,
});
const ListResponse = { 200: listPage(RestaurantSchema) };
const CATEGORY_HELP =
  '`category`: `all`, `dish` (places to eat: main courses, snacks, desserts), `drink` (bars, pubs, cafés: dish type drinks or coffee and cakes) or a slug of the food tree (a place category such as `restaurants`, a dish type, or a cuisine such as `maltese`; a cuisine group such as `asian-cuisines` covers its cuisines).';

const views: Record<string, (ctx: AppContext, slug: string) => Promise<Location>> = {
  country: countryLocation,
  division: (ctx, slug) => regionAlone(ctx, slug, 'slug'),
  city: cityLocation,
};

export const foodRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const list = (path: string, category: string, description: string) =>
    app.get(
      path,
      { schema: { tags, description, querystring: listQuery, response: ListResponse } },
      async (request) => food.listFood(ctx, request.user, request.query, category, request.query),
    );
  list(`/${foodPaths.all}`, 'all', 'Every food and drink place, best rated first.');
  list(`/${foodPaths.dishAll}`, 'dish', 'Places to eat: main courses, snacks and desserts.');
  list(`/${foodPaths.drinkAll}`, 'drink', 'Places to drink: bars, pubs, beer gardens and cafés.');

  app.get(
    `/${foodPaths.typesOfDish}`,
    { schema: { tags, response: { 200: TypesOfDishSchema } } },
    async () => food.typesOfDish(ctx),
  );
  app.get(
    `/${foodPaths.countriesList}`,
    {
      schema: {
        tags,
        description: 'Countries that have food and drink places, with how many.',
        querystring: orderingQuery(['count', 'name'], '-count'),
        response: { 200: FoodCountriesSchema },
      },
    },
    async (request) => food.foodCountries(ctx, request.query.ordering),
  );
  app.get(
    routeOf(foodPaths.ofCategory, 'category'),
    {
      schema: {
        tags,
        description: CATEGORY_HELP,
        params: z.object({ category: slugParam }),
        querystring: listQuery,
        response: ListResponse,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return food.listFood(
        ctx,
        request.user,
        request.query,
        request.params.category,
        request.query,
      );
    },
  );
  app.get(
    routeOf(foodPaths.ofLocation, 'view', 'slug', 'category'),
    {
      schema: {
        tags,
        description: `Food and drink of a location. \`view\`: country (slug is the country slug), division (region id, or slug when only one country uses it) or city (id or slug). ${CATEGORY_HELP}`,
        params: z.object({
          view: z.enum(['country', 'division', 'city']),
          slug: slugParam,
          category: slugParam,
        }),
        querystring: listQuery,
        response: ListResponse,
      },
    },
    async (request) => {
      const location = await views[request.params.view]!(ctx, request.params.slug);
      return food.listFood(
        ctx,
        request.user,
        request.query,
        request.params.category,
        request.query,
        location,
      );
    },
  );
  app.get(
    routeOf(foodPaths.countryDrinks, 'slug'),
    {
      schema: {
        tags,
        description: 'Places to drink (bars, pubs, beer gardens, cafés) of a country.',
        params: z.object({ slug: slugParam }),
        querystring: listQuery,
        response: ListResponse,
      },
    },
    async (request) =>
      food.listFood(
        ctx,
        request.user,
        request.query,
        'drink',
        request.query,
        await countryLocation(ctx, request.params.slug),
      ),
  );
  app.get(
    routeOf(foodPaths.onMap, 'id'),
    {
      schema: {
        tags,
        description: 'Place details of a food or drink place (map tooltip and page).',
        params: z.object({ id: idParam }),
        response: { 200: RestaurantDetailSchema },
      },
    },
    async (request) => food.getFood(ctx, request.user, request.params.id),
  );
};
