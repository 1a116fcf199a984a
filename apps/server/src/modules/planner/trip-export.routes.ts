import {
  SharedTripParamsSchema,
  TripExportFormatSchema,
  TripExportQuerySchema,
  TripParamsSchema,
  routeOf,
  tripSharePaths,
} from '@ai-map/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { viewerOf } from './trip-access';
import { exportSharedTrip, exportTrip, type TripFile } from './trip-export.service';

const tags = ['planner'];
const formatParam = { format: TripExportFormatSchema };

function sendFile(reply: FastifyReply, file: TripFile) {
  return (
    reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      // A private trip's file must not linger in shared caches.
      .header('cache-control', 'private, no-store')
      .send(file.body)
  );
}

/**
 * `GET planner/trips/{id}/export.{ics|gpx|kml}` and the same under a read-only link,
 * `GET planner/shared/{token}/export.{format}`. `start_date` (YYYY-MM-DD) is the calendar's
 * day 1; by default the trip's own start date, else today.
 */
export const tripExportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    routeOf(tripSharePaths.export, 'id', 'format'),
    {
      schema: {
        tags,
        description:
          'The trip as a file: ics (a calendar event per stop, days from 09:00), gpx (waypoints and a track per day) or kml (a folder per day). Same read rules as the trip; a private trip answers 403 to anyone without a role.',
        params: TripParamsSchema.extend(formatParam),
        querystring: TripExportQuerySchema,
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await exportTrip(
          ctx,
          viewerOf(request),
          request.params.id,
          request.params.format,
          request.query.start_date,
        ),
      ),
  );

  app.get(
    routeOf(tripSharePaths.sharedExport, 'token', 'format'),
    {
      schema: {
        tags,
        description: 'The trip of a read-only link as a file (see the trip export).',
        params: SharedTripParamsSchema.extend(formatParam),
        querystring: TripExportQuerySchema,
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await exportSharedTrip(
          ctx,
          request.params.token,
          request.params.format,
          request.query.start_date,
        ),
      ),
  );
};
