import {
  CategoryCountSchema,
  CategoryNodeSchema,
  EventDetailSchema,
  EventListSchema,
  EventTopSchema,
  PlaceImageSchema,
  eventPaths,
  pageQuery,
  routeOf,
} from '@ai-map/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { countedView } from '../plans/counted-view';
import { cityLocation, countryLocation, regionAlone, type Location } from '../places/place-cards';
import { idParam, placeListQuery, slugParam } from '../places/route-params';
import * as events from './events.service';

type App = Parameters<FastifyPluginAsyncZod>[0];

const tags = ['events'];
const when = z
  .enum(['upcoming', 'past', 'all'])
  .default('upcoming')
  .describe('upcoming (default: not ended before today), past or all');
const listQuery = placeListQuery(['start_date', 'name', 'rating'], 'start_date').extend({
  when,
  category: z.string().max(100).optional(),
});
const ListResponse = { 200: EventListSchema };
const SCOPE_HELP =
  'Upcoming events first (start_date ascending) unless `when`/`ordering` say otherwise. The events of a region include the nationwide ones (public holidays); those of a city also the region-wide ones. `categories` counts the categories one level below the listed one.';

type Resolve = (ctx: AppContext, slug: string) => Promise<Location>;
const division: Resolve = (ctx, slug) => regionAlone(ctx, slug);

export const eventsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    `/${eventPaths.categoryList}`,
    {
      schema: {
        tags,
        description: 'The top-level event categories with how many events each has.',
        querystring: z.object({ when }),
        response: { 200: z.object({ list: z.array(CategoryCountSchema), count: z.number() }) },
      },
    },
    async (request) => events.categoryList(ctx, request.query.when),
  );
  app.get(
    `/${eventPaths.categoriesList}`,
    {
      schema: {
        tags,
        description: 'The event category tree (from @ai-map/osm) with counts.',
        querystring: z.object({ when }),
        response: { 200: z.array(CategoryNodeSchema) },
      },
    },
    async (request) => events.categoryTree(ctx, request.query.when),
  );
  app.get(
    routeOf(eventPaths.ofCategory, 'slug'),
    {
      schema: {
        tags,
        description: `Events of a category (slug), worldwide. ${SCOPE_HELP}`,
        params: z.object({ slug: slugParam }),
        querystring: listQuery,
        response: ListResponse,
      },
    },
    async (request) => events.listEvents(ctx, request.user, request.query, request.params.slug),
  );
  eventLocationRoutes(app, ctx);
  eventRoutes(app, ctx);
};

/** Events of a country, a region or a city, and the top events of a region or a city. */
function eventLocationRoutes(app: App, ctx: AppContext): void {
  // Events of a location, of any category (`category` query) or of one category (path).
  const locations: [string, string, Resolve, string][] = [
    [
      routeOf(eventPaths.ofCountry, 'slug'),
      routeOf(eventPaths.ofCountryCategory, 'slug', 'cat'),
      countryLocation,
      'a country (slug)',
    ],
    [
      routeOf(eventPaths.ofRegion, 'slug'),
      routeOf(eventPaths.ofRegionCategory, 'slug', 'cat'),
      division,
      'a region (id, or slug when only one country uses it)',
    ],
    [
      routeOf(eventPaths.ofCity, 'slug'),
      routeOf(eventPaths.ofCityCategory, 'slug', 'cat'),
      cityLocation,
      'a city (id or slug)',
    ],
  ];
  for (const [all, sub, resolve, what] of locations) {
    app.get(
      all,
      {
        schema: {
          tags,
          description: `Events of ${what}; \`category\` narrows them. ${SCOPE_HELP}`,
          params: z.object({ slug: slugParam }),
          querystring: listQuery,
          response: ListResponse,
        },
      },
      async (request) =>
        events.listEvents(
          ctx,
          request.user,
          request.query,
          request.query.category,
          await resolve(ctx, request.params.slug),
        ),
    );
    app.get(
      sub,
      {
        schema: {
          tags,
          description: `Events of ${what} in category \`cat\`, with its sub-categories counted. ${SCOPE_HELP}`,
          params: z.object({ slug: slugParam, cat: slugParam }),
          querystring: listQuery,
          response: ListResponse,
        },
      },
      async (request) =>
        events.listEvents(
          ctx,
          request.user,
          request.query,
          request.params.cat,
          await resolve(ctx, request.params.slug),
        ),
    );
  }

  for (const level of ['division', 'city'] as const) {
    app.get(
      routeOf(level === 'city' ? eventPaths.cityTop : eventPaths.regionTop, 'cat', 'sub'),
      {
        schema: {
          tags,
          description: `The ${level === 'city' ? 'cities' : 'regions'} with the most events of category \`cat\` (\`sub\`: one of its sub-categories, or \`all\`). Nationwide holidays belong to no ${level === 'city' ? 'city' : 'region'} and do not count.`,
          params: z.object({ cat: slugParam, sub: slugParam }),
          querystring: z.object({ when, page_size: pageQuery(10).shape.page_size }),
          response: { 200: EventTopSchema },
        },
      },
      async (request) =>
        events.topLocations(
          ctx,
          level === 'city' ? 'city' : 'region',
          request.params.cat,
          request.params.sub,
          request.query.when,
          request.query.page_size,
        ),
    );
  }
}

/** One event: its detail, its map point, its images. */
function eventRoutes(app: App, ctx: AppContext): void {
  app.get(
    routeOf(eventPaths.detail, 'slug', 'id'),
    {
      schema: {
        tags,
        description:
          'An event page. The id decides; `slug` (the name slug of the event card) is only for readable URLs and is not checked.',
        params: z.object({ slug: slugParam, id: idParam }),
        response: { 200: EventDetailSchema },
      },
    },
    async (request) =>
      countedView(
        ctx,
        request,
        request.params.id,
        events.getEvent(ctx, request.user, request.params.id),
      ),
  );
  app.get(
    routeOf(eventPaths.onMap, 'id'),
    {
      schema: {
        tags,
        description: 'Place details of an event for the map tooltip.',
        params: z.object({ id: idParam }),
        response: { 200: EventDetailSchema },
      },
    },
    async (request) => events.getEvent(ctx, request.user, request.params.id),
  );
  app.get(
    routeOf(eventPaths.images, 'event_id'),
    {
      schema: {
        tags,
        description: 'Photos of an event.',
        params: z.object({ event_id: idParam }),
        response: { 200: z.object({ image: z.array(PlaceImageSchema) }) },
      },
    },
    async (request) => events.eventImages(ctx, request.user, request.params.event_id),
  );
}
