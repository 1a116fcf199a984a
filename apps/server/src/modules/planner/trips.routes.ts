import {
  AddObjectListQuerySchema,
  AddObjectListSchema,
  AddPlaceBodySchema,
  AddPlaceResponseSchema,
  ChangeStopBodySchema,
  ChangeStopParamsSchema,
  ChangeStopResponseSchema,
  CreateTripBodySchema,
  DepartureTransportTypesSchema,
  MapPointsSchema,
  PlaceParamsSchema,
  PlannerAccessQuerySchema,
  RemovePlaceResponseSchema,
  TripBudgetBodySchema,
  TripBudgetSchema,
  TripParamsSchema,
  TripSchema,
  UpdateTripBodySchema,
  plannerPaths,
  routeOf,
} from '@ai-map/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { limitSubjectOf } from '../plans/limit-subject';
import { viewerOf } from './trip-access';
import * as trips from './trips.service';

type App = Parameters<FastifyPluginAsyncZod>[0];

const tags = ['planner'];
const query = PlannerAccessQuerySchema;

/** The schema of a call on one trip: its id in the path, a planner access code in the query. */
const onTrip = <S extends object>(schema: S) => ({
  tags,
  params: TripParamsSchema,
  querystring: query,
  ...schema,
});

/**
 * The planner calls (spec 000 §7 "Chat and trips"). Every call accepts the anonymous planner's
 * `planner_access_code` (query or cookie); edits need the owner or an editor.
 */
export const tripsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    `/${plannerPaths.trips}`,
    {
      schema: {
        tags,
        description:
          'Plans a trip from countries or places; counts against the plan’s planner trips. Anonymous callers need a planner access code.',
        querystring: query,
        body: CreateTripBodySchema,
        response: { 201: TripSchema },
      },
    },
    async (request, reply) => {
      const trip = await trips.createTrip(
        ctx,
        viewerOf(request),
        await limitSubjectOf(ctx, request),
        request.body,
      );
      return reply.status(201).send(trip);
    },
  );

  app.get(
    `/${plannerPaths.departureTransportTypes}`,
    { schema: { tags, response: { 200: DepartureTransportTypesSchema } } },
    async () => trips.departureTransportTypes(),
  );

  app.get(
    `/${plannerPaths.addObjectList}`,
    {
      schema: {
        tags,
        querystring: AddObjectListQuerySchema,
        response: { 200: AddObjectListSchema },
      },
    },
    async (request) => trips.addObjectList(ctx, viewerOf(request), request.query),
  );
  tripRoutes(app, ctx);
  stopRoutes(app, ctx);
};

/** One trip: read it, change it, read and set its budget. */
function tripRoutes(app: App, ctx: AppContext): void {
  app.get(
    routeOf(plannerPaths.trip, 'id'),
    {
      schema: onTrip({ response: { 200: TripSchema } }),
    },
    async (request) => trips.getTrip(ctx, viewerOf(request), request.params.id),
  );

  app.patch(
    routeOf(plannerPaths.trip, 'id'),
    {
      schema: onTrip({ body: UpdateTripBodySchema, response: { 200: TripSchema } }),
    },
    async (request) => trips.updateTrip(ctx, viewerOf(request), request.params.id, request.body),
  );

  app.get(
    routeOf(plannerPaths.budget, 'id'),
    {
      schema: onTrip({ response: { 200: TripBudgetSchema } }),
    },
    async (request) => trips.getBudget(ctx, viewerOf(request), request.params.id),
  );

  app.put(
    routeOf(plannerPaths.budget, 'id'),
    {
      schema: onTrip({ body: TripBudgetBodySchema, response: { 200: TripBudgetSchema } }),
    },
    async (request) => trips.putBudget(ctx, viewerOf(request), request.params.id, request.body),
  );
}

/** A trip's stops: add, delete, move or change one, and the map points of them all. */
function stopRoutes(app: App, ctx: AppContext): void {
  app.post(
    routeOf(plannerPaths.places, 'id'),
    {
      schema: onTrip({ body: AddPlaceBodySchema, response: { 201: AddPlaceResponseSchema } }),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await trips.addPlace(ctx, viewerOf(request), request.params.id, request.body)),
  );

  app.post(
    routeOf(plannerPaths.deletePlace, 'id', 'place'),
    {
      schema: {
        tags,
        params: PlaceParamsSchema,
        querystring: query,
        response: { 200: RemovePlaceResponseSchema },
      },
    },
    async (request) =>
      trips.removePlace(ctx, viewerOf(request), request.params.id, request.params.place),
  );

  app.get(
    routeOf(plannerPaths.mapPoints, 'id'),
    {
      schema: onTrip({ response: { 200: MapPointsSchema } }),
    },
    async (request) => trips.getMapPoints(ctx, viewerOf(request), request.params.id),
  );

  app.patch(
    routeOf(plannerPaths.changeStop, 'id', 'type', 'stop'),
    {
      schema: {
        tags,
        description:
          'Changes a stop: its transport to the next point (answers the leg at the top level) or its number_in_trip / day_of_trip (answers the renumbered trip as object_data).',
        params: ChangeStopParamsSchema,
        querystring: query,
        body: ChangeStopBodySchema,
        response: { 200: ChangeStopResponseSchema },
      },
    },
    async (request) =>
      trips.changeStop(
        ctx,
        viewerOf(request),
        request.params.id,
        request.params.type,
        request.params.stop,
        request.body,
      ),
  );
}
