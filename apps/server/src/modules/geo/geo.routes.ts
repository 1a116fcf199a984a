import {
  ClustersResponseSchema,
  GeneralResponseSchema,
  GeoClustersRequestSchema,
  GeoGeneralRequestSchema,
  GeoMarkersRequestSchema,
  MarkersResponseSchema,
  type GeoClustersRequest,
  type GeoKind,
  geoPaths,
} from '@ai-map/contracts';
import { findCategory } from '@ai-map/osm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { general } from './geo-general';
import { clusters, markers } from './geo.service';
import type { IndexScope } from './geo-index';
import { GeoStore } from './geo.store';
import type { Viewer } from './viewer-flags';

type App = Parameters<FastifyPluginAsyncZod>[0];

const tags = ['geo'];

/** Category and dish slugs must name a node of the filter trees of '@ai-map/osm'. */
function knownSlugs(
  body: { categories?: string[] | undefined; dishes_ids?: string[] | undefined },
  ctx: z.RefinementCtx,
) {
  for (const field of ['categories', 'dishes_ids'] as const) {
    for (const slug of body[field] ?? []) {
      if (!findCategory(slug)) {
        ctx.addIssue({ code: 'custom', path: [field], message: `Unknown category "${slug}".` });
      }
    }
  }
}

const ClustersBody = GeoClustersRequestSchema.superRefine(knownSlugs);
const MarkersBody = GeoMarkersRequestSchema.superRefine(knownSlugs);

const rulesNote =
  'Box: `top_left` and `bottom_right` ({lat, lng}), fixed to 6 decimals, latitudes clamped to ±85 and ' +
  'longitudes to ±180; `top_left` must not be south of `bottom_right`, and a `top_left.lng` east of ' +
  '`bottom_right.lng` is a box across the antimeridian (both sides are answered). `zoom` is rounded and must be ' +
  '3..20. Filters are optional: `rating` [min, max] in 0..10, `categories` (filter-tree slugs; each ' +
  'filters the kind of its own tree), `local_culture` (true: only local-culture places), ' +
  '`type_of_shop`, `date` {start_date, finish_date}, `country_cuisine_holder`, `dishes_ids`, ' +
  '`type_of_dish`.';
const clusterNote =
  ' Clustering uses odd zooms only: an even zoom z clusters as z - 1 (and 20 as 19), radius 120 px, ' +
  'max zoom 19. Single points come as amount 1 with the place in `items`; flags for a signed-in ' +
  'user: isStared = favourite, isVisited = visited, isActive = liked. Icons to draw and the size ' +
  'class are not sent: `clusterIcons(components)` and `sizeClass(rating)` of the contracts give them.';
const markerNote = ` At most 500 markers, the best rated first; \`truncated: true\` when the box held more.`;

export interface GeoRoutesOptions {
  ctx: AppContext;
  /** The store to serve from; by default one over the catalogue (the bench hands in its own). */
  store?: GeoStore;
}

/** Map points and clusters of spec 001 §7: geo/clusters, general_clusters, polygon_clusters, markers. */
export const geoRoutes: FastifyPluginAsyncZod<GeoRoutesOptions> = async (
  app,
  { ctx, store: given },
) => {
  const store = given ?? new GeoStore(ctx.db, ctx.log);
  ctx.catalogue.onImported(() => store.invalidate());
  // Built once the app listens, in the background: readiness does not wait for it, and the map's
  // first requests do not pay for it. `inject` (tests) never listens, so they build on first use.
  app.addHook('onListen', async () => {
    void store.start();
  });
  app.addHook('onClose', async () => store.close());
  clusterRoutes(app, ctx, store);
  markerRoutes(app, ctx, store);
};

/** The spec's path, then the same path with a trailing slash (hidden from the docs). */
const both = (path: string) => [`/${path}`, `/${path}/`] as const;
const doc = (url: string, description: string) => ({
  tags,
  hide: url.endsWith('/'),
  description,
});
/**
 * Answers are built to the response schemas (and the tests check them against those); on these
 * hot map calls they are written with JSON.stringify instead of being parsed by zod again.
 */
const plainJson = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };

/**
 * The cluster calls answer JSON text assembled from clusters serialized once (geo.service.ts),
 * which Fastify sends as it is, past any serializer. The schema still documents the shape (and
 * the tests check answers against it); widening its type lets the handlers send the text.
 */
const clustersResponse = { 200: ClustersResponseSchema as z.ZodType<unknown> };

/** geo/clusters (by kind), general_clusters (all kinds together) and polygon_clusters (with outlines). */
function clusterRoutes(app: App, ctx: AppContext, store: GeoStore): void {
  async function sendClusters(
    reply: FastifyReply,
    request: { body: GeoClustersRequest; user: Viewer },
    scopes: readonly IndexScope[],
    outlines = false,
  ) {
    const set = await store.points();
    const answer = await clusters(ctx.db, set, request.user, request.body, scopes, { outlines });
    return reply.type('application/json; charset=utf-8').send(answer);
  }

  const allKinds: GeoKind[] = ['attraction', 'shop', 'food', 'event'];
  for (const url of both(geoPaths.clusters)) {
    app.post(
      url,
      {
        schema: {
          ...doc(
            url,
            `Clusters of each kind of \`kinds\` (all four by default), each kind clustered on its own. ${rulesNote}${clusterNote}`,
          ),
          body: ClustersBody,
          response: clustersResponse,
        },
      },
      async (request, reply) => sendClusters(reply, request, request.body.kinds ?? allKinds),
    );
  }
  for (const url of both(geoPaths.generalClusters)) {
    app.post(
      url,
      {
        schema: {
          ...doc(
            url,
            `Clusters of all four kinds together (mixed category icons). ${rulesNote}${clusterNote}`,
          ),
          body: ClustersBody,
          response: clustersResponse,
        },
      },
      async (request, reply) => sendClusters(reply, request, ['all']),
    );
  }
  for (const url of both(geoPaths.polygonClusters)) {
    app.post(
      url,
      {
        schema: {
          ...doc(
            url,
            'Clusters of all four kinds together, each with its outline (the bounding rectangle of ' +
              'its points) in `nested_cluster[0].geo_circle_json`; `?polyline=false` leaves outlines out. ' +
              rulesNote +
              clusterNote,
          ),
          body: ClustersBody,
          querystring: z.object({ polyline: z.enum(['true', 'false']).default('true') }),
          response: clustersResponse,
        },
      },
      async (request, reply) =>
        sendClusters(reply, request, ['all'], request.query.polyline !== 'false'),
    );
  }
}

/** Markers of one kind, of local culture, and countries or cities (general), in a box. */
function markerRoutes(app: App, ctx: AppContext, store: GeoStore): void {
  const kindRoutes: GeoKind[] = ['attraction', 'shop', 'event', 'food'];
  for (const kind of kindRoutes) {
    for (const url of both(geoPaths.markers[kind])) {
      app.post(
        url,
        {
          ...plainJson,
          schema: {
            ...doc(url, `Markers of kind ${kind} in the box. ${rulesNote}${markerNote}`),
            body: MarkersBody,
            response: { 200: MarkersResponseSchema },
          },
        },
        async ({ body, user }) => markers(ctx.db, await store.points(), user, body, kind),
      );
    }
  }
  for (const url of both(geoPaths.localCulture)) {
    app.post(
      url,
      {
        ...plainJson,
        schema: {
          ...doc(url, `Local-culture markers of every kind in the box. ${rulesNote}${markerNote}`),
          body: MarkersBody,
          response: { 200: MarkersResponseSchema },
        },
      },
      async ({ body, user }) =>
        markers(ctx.db, await store.points(), user, { ...body, local_culture: true }, 'all'),
    );
  }
  for (const url of both(geoPaths.general)) {
    app.post(
      url,
      {
        ...plainJson,
        schema: {
          ...doc(
            url,
            'Countries (zoom below 6 or no zoom) or cities (zoom 6 and up) whose centre is in the box, ' +
              'with rating, size class and category_icons; at most 500, the best rated first.',
          ),
          body: GeoGeneralRequestSchema,
          response: { 200: GeneralResponseSchema },
        },
      },
      async ({ body }) => general(ctx.db, body, body.zoom),
    );
  }
}
