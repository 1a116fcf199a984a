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
} from '@ai-map/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { fieldError } from '../../lib/http-error';
import { requireUser } from '../../plugins/auth';
import * as attractions from './attractions.service';
import { PLACE_ORDERINGS } from './places.repository';

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
    '/attractions/:page/:size/',
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
  app.get(
    '/attractions/:id/detail/',
    { schema: { tags, params: IdParams, response: { 200: AttractionDetailSchema } } },
    async (request) => attractions.getAttraction(ctx, request.user, request.params.id),
  );
  app.get(
    '/attractions/:id/similar/objects/',
    {
      schema: {
        tags,
        params: IdParams,
        querystring: z.object({ category_slug: slugList, page }),
        response: { 200: resultsPage(AttractionSchema) },
      },
    },
    async (request) =>
      attractions.similarAttractions(
        ctx,
        request.user,
        request.params.id,
        request.query.category_slug,
        request.query.page,
      ),
  );
  app.get(
    '/attractions/:id/nearby/objects/',
    {
      schema: {
        tags,
        params: IdParams,
        querystring: z.object({ region_slug: slugList, page }),
        response: { 200: resultsPage(AttractionSchema) },
      },
    },
    async (request) =>
      attractions.nearbyAttractions(
        ctx,
        request.user,
        request.params.id,
        request.query.region_slug,
        request.query.page,
      ),
  );
  app.get(
    '/attractions/:id/nearby_in_city',
    {
      schema: {
        tags,
        params: IdParams,
        querystring: pageQuery(PAGE_SIZES.nearbyInCity).extend(
          orderingQuery(PLACE_ORDERINGS, '-rating').shape,
        ),
        response: { 200: resultsPage(AttractionSchema) },
      },
    },
    async (request) =>
      attractions.attractionsInSameCity(ctx, request.user, request.params.id, request.query),
  );
  app.get(
    '/attractions/categories/',
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
    '/attractions/best_attractions',
    {
      schema: {
        tags,
        querystring: z.object({ category: z.string().max(100).optional() }),
        response: { 200: z.array(AttractionSchema) },
      },
    },
    async (request) => attractions.bestAttractions(ctx, request.user, request.query.category),
  );
  app.get(
    '/attractions/:id/images/',
    {
      schema: {
        tags,
        params: IdParams,
        response: { 200: z.object({ image: z.array(PlaceImageSchema) }) },
      },
    },
    async (request) => attractions.attractionImages(ctx, request.params.id),
  );
  app.get(
    '/attractions/get_contacts/:id/',
    { schema: { tags, params: IdParams, response: { 200: ContactsSchema } } },
    async (request) => attractions.attractionContacts(ctx, requireUser(request), request.params.id),
  );
  app.post(
    '/attractions/image_add/:id/',
    {
      schema: {
        tags,
        params: IdParams,
        description:
          'Multipart upload of one photo in the field `image` (JPEG, PNG, WebP or GIF, at most 5 MB).',
        response: { 201: PlaceImageSchema },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      if (!request.isMultipart())
        throw fieldError({ image: ['Send the photo as multipart/form-data.'] });
      const file = await request.file();
      if (!file || file.fieldname !== 'image')
        throw fieldError({ image: ['Attach the photo in the field "image".'] });
      const content = await file.toBuffer();
      return reply
        .code(201)
        .send(
          await attractions.addPlaceImage(ctx, viewer, 'attraction', request.params.id, content),
        );
    },
  );
  app.delete('/image/:id/', { schema: { tags, params: IdParams } }, async (request, reply) => {
    await attractions.deletePlaceImage(ctx, requireUser(request), request.params.id);
    return reply.code(204).send();
  });
};
