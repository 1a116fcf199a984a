import {
  CategoryFavouriteSchema,
  PlaceImageSchema,
  ShopDetailSchema,
  ShopSchema,
  TypesOfShopSchema,
  listPage,
  orderingQuery,
  resultsPage,
  routeOf,
  shopPaths,
} from '@ai-map/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireUser } from '../../plugins/auth';
import { countedView } from '../plans/counted-view';
import { addPlaceImage } from '../places/attractions.service';
import { IMAGE_UPLOAD_DESCRIPTION, readImageUpload } from '../places/image-upload';
import { LIST_LOCATIONS, listInLocationRoutes } from '../places/list-locations';
import {
  CARD_ORDERINGS,
  commaList,
  idParam,
  pageParam,
  placeListQuery,
  slugParam,
} from '../places/route-params';
import * as shops from './shops.service';

type App = Parameters<FastifyPluginAsyncZod>[0];

const tags = ['shops'];
const IdParams = z.object({ id: idParam });
const filters = {
  /** A shopping-tree slug; groups include their sub-categories. */
  category: z.string().max(100).optional(),
  type_of_shop: commaList,
};
const listQuery = placeListQuery().extend(filters);
const ListResponse = { 200: listPage(ShopSchema) };
const NeighboursBody = z.object({ shop_id: idParam, page: pageParam });
const NeighboursResponse = { 200: resultsPage(ShopSchema) };

export const shopsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    routeOf(shopPaths.list, 'page', 'size'),
    {
      schema: {
        tags,
        description:
          'Shops of the world, best rated first. `category`: a shopping category slug; `type_of_shop`: comma-separated OSM shop values.',
        params: z.object({ page: idParam, size: z.coerce.number().int().min(1).max(200) }),
        querystring: orderingQuery(CARD_ORDERINGS, '-rating').extend(filters),
        response: ListResponse,
      },
    },
    async (request) =>
      shops.listShops(
        ctx,
        request.user,
        { page: request.params.page, page_size: request.params.size, ...request.query },
        request.query,
      ),
  );
  listInLocationRoutes(
    app,
    ctx,
    [
      [routeOf(shopPaths.ofCountry, 'slug'), undefined, LIST_LOCATIONS.country],
      [
        routeOf(shopPaths.ofRegion, 'country', 'region'),
        'Shops of a region, named by country slug and region slug (or id).',
        LIST_LOCATIONS.region,
      ],
      [
        routeOf(shopPaths.ofCity, 'city'),
        'Shops of a city, named by id or slug.',
        LIST_LOCATIONS.city,
      ],
    ],
    { tags, querystring: listQuery, response: ListResponse },
    async (viewer, query, location) => shops.listShops(ctx, viewer, query, query, location),
  );
  app.get(
    routeOf(shopPaths.detail, 'id'),
    { schema: { tags, params: IdParams, response: { 200: ShopDetailSchema } } },
    async (request) =>
      countedView(
        ctx,
        request,
        request.params.id,
        shops.getShop(ctx, request.user, request.params.id),
      ),
  );
  app.get(
    routeOf(shopPaths.onMap, 'id'),
    {
      schema: {
        tags,
        description: 'Place details for the map tooltip (the shop page).',
        params: IdParams,
        response: { 200: ShopDetailSchema },
      },
    },
    async (request) => shops.getShop(ctx, request.user, request.params.id),
  );
  shopFinderRoutes(app, ctx);
  await shopExtraRoutes(app, ctx);
};

/** Shop types, the best shops, and shops similar to or near one. */
function shopFinderRoutes(app: App, ctx: AppContext): void {
  app.get(
    `/${shopPaths.types}`,
    {
      schema: {
        tags,
        description:
          'The OpenStreetMap `shop=` values with how many shops have each (optionally within a shopping category).',
        querystring: z.object({ category: z.string().max(100).optional() }),
        response: { 200: TypesOfShopSchema },
      },
    },
    async (request) => shops.typesOfShop(ctx, request.query.category),
  );
  app.get(
    `/${shopPaths.best}`,
    {
      schema: {
        tags,
        description: 'The 12 best rated shops, optionally of one shopping category.',
        querystring: z.object({ category: z.string().max(100).optional() }),
        response: { 200: z.array(ShopSchema) },
      },
    },
    async (request) => shops.bestShops(ctx, request.user, request.query.category),
  );
  app.post(
    `/${shopPaths.similar}`,
    {
      schema: {
        tags,
        description: 'Shops of the same sub-category as `shop_id`, best rated first, 12 a page.',
        body: NeighboursBody,
        response: NeighboursResponse,
      },
    },
    async (request) =>
      shops.similarShops(ctx, request.user, request.body.shop_id, request.body.page),
  );
  app.post(
    `/${shopPaths.nearby}`,
    {
      schema: {
        tags,
        description: 'The shops closest to `shop_id`, 12 a page.',
        body: NeighboursBody,
        response: NeighboursResponse,
      },
    },
    async (request) =>
      shops.nearbyShops(ctx, request.user, request.body.shop_id, request.body.page),
  );
}

/** A shop's images, and the favourite shop categories of a user. */
async function shopExtraRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get(
    routeOf(shopPaths.images, 'id'),
    {
      schema: {
        tags,
        params: IdParams,
        response: { 200: z.object({ image: z.array(PlaceImageSchema) }) },
      },
    },
    async (request) => shops.shopImages(ctx, request.user, request.params.id),
  );
  app.post(
    routeOf(shopPaths.addImage, 'id'),
    {
      schema: {
        tags,
        params: IdParams,
        description: IMAGE_UPLOAD_DESCRIPTION,
        response: { 201: PlaceImageSchema },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const content = await readImageUpload(request);
      return reply
        .code(201)
        .send(await addPlaceImage(ctx, viewer, 'shop', request.params.id, content));
    },
  );
  app.post(
    routeOf(shopPaths.favouriteCategory, 'id'),
    {
      schema: {
        tags,
        description:
          "Toggles a shopping category (`id` is its slug) in the user's favourite categories.",
        params: z.object({ id: slugParam }),
        response: { 200: CategoryFavouriteSchema },
      },
    },
    async (request) => shops.toggleFavouriteCategory(ctx, requireUser(request), request.params.id),
  );
  app.post(
    routeOf(shopPaths.favouriteShopCategories, 'id'),
    {
      schema: {
        tags,
        description:
          "Toggles the categories of shop `id` (its sub-category and the groups above it) in the user's favourite categories: all are removed when all are favourites, otherwise all are added.",
        params: IdParams,
        response: { 200: CategoryFavouriteSchema },
      },
    },
    async (request) => shops.toggleShopCategories(ctx, requireUser(request), request.params.id),
  );
}
