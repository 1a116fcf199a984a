import {
  AttractionDetailSchema,
  AttractionSchema,
  CategoryNodeSchema,
  ContactsSchema,
  PAGE_SIZES,
  PlaceImageSchema,
  listPage,
  orderingQuery,
  pageQuery,
  resultsPage,
  attractionPaths,
  routeOf,
} from '@ai-map/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireUser } from '../../plugins/auth';
import { countedView } from '../plans/counted-view';
import * as attractions from './attractions.service';
import { IMAGE_UPLOAD_DESCRIPTION, readImageUpload } from './image-upload';
import { LIST_LOCATIONS, listInLocationRoutes } from './list-locations';
import { PLACE_ORDERINGS } from './places.repository';
import { placeListQuery } from './route-params';

type App = Parameters<FastifyPluginAsyncZod>[0];

const tags = ['attractions'];
const id = z.coerce.number().int().min(1).max(2_147_483_647);
const IdParams = z.object({ id });
const page = z.coerce.number().int().min(1).default(1);
/** A comma-separated list of slugs, e.g. `category_slug=museums,history`. */
const slugList = z
  .string()
  .max(1000)
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

export const attractionsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    routeOf(attractionPaths.list, 'page', 'size'),
    {
      schema: {
        tags,
        params: z.object({ page: id, size: z.coerce.number().int().min(1).max(200) }),
        querystring: orderingQuery(PLACE_ORDERINGS, '-rating'),
        response: { 200: listPage(AttractionSchema) },
      },
    },
    async (request) =>
      attractions.listAttractions(ctx, request.user, {
        page: request.params.page,
        page_size: request.params.size,
        ordering: request.query.ordering,
      }),
  );
  const locationQuery = placeListQuery(PLACE_ORDERINGS).extend({
    category: z.string().max(100).optional(),
  });
  const locationResponse = { 200: listPage(AttractionSchema) };
  listInLocationRoutes(
    app,
    ctx,
    [
      [
        routeOf(attractionPaths.ofCountry, 'slug'),
        'Attractions of a country; `category`: an attraction category slug.',
        LIST_LOCATIONS.country,
      ],
      [
        routeOf(attractionPaths.ofRegion, 'country', 'region'),
        'Attractions of a region, named by country slug and region slug (or id).',
        LIST_LOCATIONS.region,
      ],
      [
        routeOf(attractionPaths.ofCity, 'city'),
        'Attractions of a city, named by id or slug.',
        LIST_LOCATIONS.city,
      ],
    ],
    { tags, querystring: locationQuery, response: locationResponse },
    async (viewer, query, location) =>
      attractions.listAttractionsIn(ctx, viewer, query, query.category, location),
  );
  app.get(
    routeOf(attractionPaths.onMap, 'id'),
    {
      schema: {
        tags,
        description: 'Place details for the map tooltip (the attraction page).',
        params: IdParams,
        response: { 200: AttractionDetailSchema },
      },
    },
    async (request) => attractions.getAttraction(ctx, request.user, request.params.id),
  );
  app.get(
    routeOf(attractionPaths.detail, 'id'),
    { schema: { tags, params: IdParams, response: { 200: AttractionDetailSchema } } },
    async (request) =>
      countedView(
        ctx,
        request,
        request.params.id,
        attractions.getAttraction(ctx, request.user, request.params.id),
      ),
  );
  relatedRoutes(app, ctx);
  await attractionExtraRoutes(app, ctx);
};

/** Attractions similar to or near one, the categories, and the best ones. */
function relatedRoutes(app: App, ctx: AppContext): void {
  /** Attractions related to attraction `id`, a page of them: the query says how. */
  const relatedTo = <Q extends z.ZodType>(querystring: Q) => ({
    schema: {
      tags,
      params: IdParams,
      querystring,
      response: { 200: resultsPage(AttractionSchema) },
    },
  });
  app.get(
    routeOf(attractionPaths.similar, 'id'),
    relatedTo(z.object({ category_slug: slugList, page })),
    async ({ user, params, query }) =>
      attractions.similarAttractions(ctx, user, params.id, query.category_slug, query.page),
  );
  app.get(
    routeOf(attractionPaths.nearby, 'id'),
    relatedTo(z.object({ region_slug: slugList, page })),
    async ({ user, params, query }) =>
      attractions.nearbyAttractions(ctx, user, params.id, query.region_slug, query.page),
  );
  app.get(
    routeOf(attractionPaths.nearbyInCity, 'id'),
    relatedTo(
      pageQuery(PAGE_SIZES.nearbyInCity).extend(orderingQuery(PLACE_ORDERINGS, '-rating').shape),
    ),
    async ({ user, params, query }) =>
      attractions.attractionsInSameCity(ctx, user, params.id, query),
  );
  app.get(
    `/${attractionPaths.categories}`,
    {
      schema: {
        tags,
        querystring: orderingQuery(['name', 'count'], '-count'),
        response: { 200: z.array(CategoryNodeSchema) },
      },
    },
    async (request) => attractions.attractionCategories(ctx, request.query.ordering),
  );
  app.get(
    `/${attractionPaths.best}`,
    {
      schema: {
        tags,
        querystring: z.object({ category: z.string().max(100).optional() }),
        response: { 200: z.array(AttractionSchema) },
      },
    },
    async (request) => attractions.bestAttractions(ctx, request.user, request.query.category),
  );
}

/** An attraction's images and contacts; adding and deleting images. */
async function attractionExtraRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get(
    routeOf(attractionPaths.images, 'id'),
    {
      schema: {
        tags,
        params: IdParams,
        response: { 200: z.object({ image: z.array(PlaceImageSchema) }) },
      },
    },
    async (request) => attractions.attractionImages(ctx, request.user, request.params.id),
  );
  app.get(
    routeOf(attractionPaths.contacts, 'id'),
    { schema: { tags, params: IdParams, response: { 200: ContactsSchema } } },
    async (request) => attractions.attractionContacts(ctx, requireUser(request), request.params.id),
  );
  app.post(
    routeOf(attractionPaths.addImage, 'id'),
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
        .send(
          await attractions.addPlaceImage(ctx, viewer, 'attraction', request.params.id, content),
        );
    },
  );
  app.delete(
    routeOf(attractionPaths.image, 'id'),
    { schema: { tags, params: IdParams } },
    async (request, reply) => {
      await attractions.deletePlaceImage(ctx, requireUser(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
