import {
  AddStopInputSchema,
  ChangeTransportInputSchema,
  ExportTripInputSchema,
  MoveStopInputSchema,
  PlanTripInputSchema,
  RemoveStopInputSchema,
  SetTripDaysInputSchema,
  TripInputSchema,
  mcpTools,
} from '@ai-map/contracts';
import { categoryTreeOf } from '@ai-map/osm';
import { ResourceTemplate, type McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { AppContext } from '../../app-context';
import * as tools from '../assistant/tools/toolbox';
import * as chats from '../chats/chats.service';
import { findChatBySlug } from '../planner/trip-chats.repository';
import type { Viewer } from '../planner/trip-access';
import { exportTrip } from '../planner/trip-export.service';
import { createShare } from '../planner/trip-share.service';
import * as trips from '../planner/trips.service';
import { findDestination } from './catalogue.tools';
import {
  CHANGES_TRIP,
  McpToolError,
  READ_ONLY,
  answer,
  answerWith,
  idFrom,
  jsonResource,
  type McpToolGroup,
} from './mcp-tool';
import { readForEdit, readWhole, stopIn, tripView, webUrlOf } from './trip-view';

const MY_TRIPS_LIMIT = 50;

/** Reading and exporting trips: anyone, by the trip's read rules. */
export const tripReadTools: McpToolGroup = (server, ctx, caller) => {
  const { viewer } = caller;

  server.registerTool(
    mcpTools.readTrip,
    {
      title: 'Read a trip',
      description:
        'A trip by id: its days and numbered stops (stop_id for the edit tools), legs, budget and web page. A private trip is for its people only.',
      inputSchema: TripInputSchema,
      annotations: READ_ONLY,
    },
    answer(
      ctx,
      async ({ trip_id }) => await tripView(ctx, viewer, await readWhole(ctx, viewer, trip_id)),
    ),
  );

  server.registerTool(
    mcpTools.exportTrip,
    {
      title: 'Export a trip',
      description:
        'A trip as file text: ics (a calendar event per stop, days from 09:00), gpx (waypoints and a track per day) or kml (a folder per day).',
      inputSchema: ExportTripInputSchema,
      annotations: READ_ONLY,
    },
    answerWith(ctx, async ({ trip_id, format, start_date }) => {
      const file = await exportTrip(ctx, viewer, trip_id, format, start_date);
      return {
        content: [
          { type: 'text', text: `${file.filename} (${file.contentType}):` },
          { type: 'text', text: file.body },
        ],
      };
    }),
  );

  server.registerResource(
    'trip',
    new ResourceTemplate('trip://{id}', {
      // A signed-in caller's own trips are listed; anyone may read a public trip by its id.
      list: caller.user
        ? async () => ({
            resources: (await trips.listMyTrips(ctx, caller.user!.id, MY_TRIPS_LIMIT)).map(
              (trip) => ({
                uri: `trip://${trip.id}`,
                name: trip.title,
                mimeType: 'application/json',
              }),
            ),
          })
        : undefined,
    }),
    {
      title: 'A trip',
      description: 'A trip by id, as read_trip answers it.',
      mimeType: 'application/json',
    },
    (uri, variables) =>
      jsonResource(
        ctx,
        uri,
        async () =>
          await tripView(
            ctx,
            viewer,
            await readWhole(ctx, viewer, idFrom(variables.id, 'The trip id')),
          ),
      ),
  );
};

/** The caller's trip list, planning and every edit: signed-in callers only. */
export const tripWriteTools: McpToolGroup = (server, ctx, caller) => {
  const { user, viewer } = caller;
  if (!user) return;

  server.registerTool(
    mcpTools.listMyTrips,
    {
      title: 'List my trips',
      description:
        'Your trips (owned, or shared with you as editor or viewer), last changed first.',
      annotations: READ_ONLY,
    },
    answer(ctx, async () => {
      const mine = await trips.listMyTrips(ctx, user.id, MY_TRIPS_LIMIT);
      return {
        trips: mine.map((trip) => ({
          trip_id: trip.id,
          title: trip.title,
          your_role: trip.role,
          days: trip.durationDays,
          start_date: trip.startDate,
          places_count: trip.placesCount,
          is_private: trip.isPrivate,
          updated_at: trip.updatedAt.toISOString(),
          web_url: webUrlOf(ctx, { chat_slug: trip.chatSlug }),
        })),
      };
    }),
  );

  server.registerTool(
    mcpTools.planTrip,
    {
      title: 'Plan a trip',
      description:
        "Plan a new trip to one or more destinations for a number of days, around interests given as category slugs (museums, art, history, nature, beaches, nightlife, restaurants…): the assistant's planner picks the places and the itinerary engine orders them into days. Counts against your plan's trips; the trip opens in the web app in its own chat.",
      inputSchema: PlanTripInputSchema,
      annotations: CHANGES_TRIP,
    },
    answer(ctx, async (input) => {
      const areas = [];
      for (const name of input.destinations) areas.push(await findDestination(ctx, name));
      const known = input.interests.flatMap((category) => {
        const tree = categoryTreeOf(category);
        return tree ? [{ category, tree, related: [] }] : [];
      });
      const unknown = input.interests.filter((c) => !known.some((k) => k.category === c));
      // The trip gets a chat of its own, as a trip planned in the web app has.
      const chat = await chats.createChat(ctx, viewer);
      let outcome: Awaited<ReturnType<typeof tools.planTrip>> = null;
      try {
        const box = tools.createToolbox(ctx, (await findChatBySlug(ctx.db, chat.slug))!, viewer);
        outcome = await tools.planTrip(box, {
          areas,
          days: input.days,
          interests: known,
          pace: input.pace,
          title:
            input.title ??
            `${input.days} ${input.days === 1 ? 'day' : 'days'} in ${areas.map((a) => a.name).join(' and ')}`,
        });
      } finally {
        if (!outcome) await chats.deleteChat(ctx, viewer, chat.slug);
      }
      if (!outcome) throw new McpToolError('The catalogue has no places there yet.');
      return {
        trip: await tripView(ctx, viewer, outcome.trip),
        days_planned: outcome.daysPlanned,
        ...(outcome.daysPlanned < input.days
          ? { fewer_days: 'The catalogue had too few sights to fill every day asked for.' }
          : {}),
        interests_without_places: outcome.missing,
        unknown_interests: unknown,
        destinations_without_places: outcome.empty,
        budget: { ...outcome.budget, source: "The planner's estimate from the cities' costs." },
      };
    }),
  );

  stopTools(server, ctx, viewer);
  tripSettingTools(server, ctx, viewer);
};

/** Adding, removing and moving a stop, and the transport between stops. */
function stopTools(server: McpServer, ctx: AppContext, viewer: Viewer): void {
  server.registerTool(
    mcpTools.addStop,
    {
      title: 'Add a stop',
      description:
        'Add a catalogue place (place_id and place_type from search_places) at the end of a day.',
      inputSchema: AddStopInputSchema,
      annotations: CHANGES_TRIP,
    },
    answer(ctx, async ({ trip_id, place_id, place_type, day }) => {
      const added = await trips.addPlace(ctx, viewer, trip_id, {
        place_id,
        place_type,
        day_of_trip: day,
      });
      return {
        added_stop_id: added.place_to_visit_id,
        trip: await tripView(ctx, viewer, added.trip),
      };
    }),
  );

  server.registerTool(
    mcpTools.removeStop,
    {
      title: 'Remove a stop',
      description: 'Remove a stop (stop_id from read_trip) from the trip.',
      inputSchema: RemoveStopInputSchema,
      annotations: { ...CHANGES_TRIP, destructiveHint: true },
    },
    answer(ctx, async ({ trip_id, stop_id }) => {
      const { trip } = await trips.removePlace(ctx, viewer, trip_id, stop_id);
      return { removed_stop_id: stop_id, trip: await tripView(ctx, viewer, trip) };
    }),
  );

  server.registerTool(
    mcpTools.moveStop,
    {
      title: 'Move a stop',
      description:
        'Move a stop (stop_id from read_trip) to the end of another day, or to a number over the whole trip.',
      inputSchema: MoveStopInputSchema,
      annotations: CHANGES_TRIP,
    },
    answer(ctx, async ({ trip_id, stop_id, to_day, to_position }) => {
      const stop = stopIn(await readForEdit(ctx, viewer, trip_id), stop_id);
      await trips.changeStop(ctx, viewer, trip_id, stop.point_type, stop.id, {
        ...(to_day === undefined ? {} : { day_of_trip: to_day }),
        ...(to_position === undefined ? {} : { number_in_trip: to_position }),
      });
      return { trip: await tripView(ctx, viewer, await trips.getTrip(ctx, viewer, trip_id)) };
    }),
  );

  server.registerTool(
    mcpTools.changeTransport,
    {
      title: 'Change transport',
      description:
        'How the trip travels on from a stop (stop_id, as asked), on every leg of a day (day), or on every leg (neither): walk, car, bus, railroads, ferries or airlines. Every leg of a day or of the trip takes the mode where it makes sense (short legs stay on foot, a train runs between towns); the answer gives the rule and counts what was kept.',
      inputSchema: ChangeTransportInputSchema,
      annotations: CHANGES_TRIP,
    },
    answer(ctx, async ({ trip_id, mode, stop_id, day }) => {
      if (stop_id !== undefined) {
        const leg = stopIn(await readForEdit(ctx, viewer, trip_id), stop_id);
        await trips.changeStop(ctx, viewer, trip_id, leg.point_type, leg.id, {
          next_point_transport_type: mode,
        });
        return {
          changed_legs: 1,
          trip: await tripView(ctx, viewer, await trips.getTrip(ctx, viewer, trip_id)),
        };
      }
      // Every leg (of a day): where the mode makes sense, by the planner's one rule.
      await readForEdit(ctx, viewer, trip_id);
      const outcome = await trips.askTransport(
        ctx,
        viewer,
        trip_id,
        mode,
        day === undefined ? {} : { day },
      );
      return {
        ...trips.askedTransportView(outcome),
        trip: await tripView(ctx, viewer, await trips.getTrip(ctx, viewer, trip_id)),
      };
    }),
  );
}

/** The trip's length and its share link. */
function tripSettingTools(server: McpServer, ctx: AppContext, viewer: Viewer): void {
  server.registerTool(
    mcpTools.setTripDays,
    {
      title: 'Set the number of days',
      description:
        "Make the trip longer or shorter; a shorter trip keeps every stop, the later days' stops join its last day.",
      inputSchema: SetTripDaysInputSchema,
      annotations: CHANGES_TRIP,
    },
    answer(
      ctx,
      async ({ trip_id, days }) =>
        await tripView(
          ctx,
          viewer,
          await trips.updateTrip(ctx, viewer, trip_id, { duration_days: days }),
        ),
    ),
  );

  server.registerTool(
    mcpTools.shareLink,
    {
      title: 'Share link',
      description:
        "The trip's read-only link for anyone (created once, the same link after): the owner's only.",
      inputSchema: TripInputSchema,
      annotations: { ...CHANGES_TRIP, idempotentHint: true },
    },
    answer(ctx, async ({ trip_id }) => {
      const { share, created } = await createShare(ctx, viewer, trip_id);
      return { url: share.url, created_at: share.created_at, newly_created: created };
    }),
  );
}
