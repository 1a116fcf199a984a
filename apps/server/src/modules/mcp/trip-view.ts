import { plannerMessages, tripShareMessages, type Trip } from '@ai-map/contracts';
import type { AppContext } from '../../app-context';
import { forbidden } from '../../lib/http-error';
import { stopsOf } from '../assistant/tools/trip-summary';
import { readTripFor, type Viewer } from '../planner/trip-access';
import * as trips from '../planner/trips.service';
import { McpToolError } from './mcp-tool';

// The trip as the MCP tools read and show it (trips.tools.ts).

/** The trip's page in the web app: its chat, where its people plan it. */
export const webUrlOf = (ctx: AppContext, trip: Pick<Trip, 'chat_slug'>) =>
  trip.chat_slug ? `${ctx.config.publicUrl}/chat/${trip.chat_slug}` : null;

/**
 * The trip as a model reads it: days of numbered stops with the ids the edit tools take, and its
 * budget as the Trip tab shows it (the planners' own, else the planner's estimate, with what it
 * includes: one function for every place a trip's cost is shown).
 */
export async function tripView(ctx: AppContext, viewer: Viewer, trip: Trip) {
  const stops = stopsOf(trip);
  return {
    trip_id: trip.id,
    title: trip.title,
    days: trip.duration_days,
    start_date: trip.start_date,
    is_private: trip.is_private,
    your_role: trip.current_participation_role,
    places_count: trip.places_count,
    version: trip.version,
    web_url: webUrlOf(ctx, trip),
    start_point: trip.start_point,
    end_point: trip.end_point,
    itinerary: trip.days_of_trip.map((day) => ({
      day: day.day_of_trip,
      travel_minutes: day.travel_time_min,
      stops: stops
        .filter((stop) => stop.day_of_trip === day.day_of_trip)
        .map((stop) => ({
          stop_id: stop.place_to_visit_id,
          number_in_trip: stop.number_in_trip,
          name: stop.name,
          place_type: stop.point_type,
          place_id: stop.place_id,
          lat: stop.geo_points.lat,
          lng: stop.geo_points.lng,
          transport_to_next: stop.next_point_transport_type,
          minutes_to_next: stop.next_point_time_min,
        })),
    })),
    budget: trip.is_blurred ? null : await trips.getBudget(ctx, viewer, trip.id),
  };
}

/**
 * The trip by the read rules of `GET planner/trips/{id}/`, but whole or not at all: a private
 * trip answers 403 to anyone without a role, as its export and its map points do.
 */
export async function readWhole(ctx: AppContext, viewer: Viewer, tripId: number): Promise<Trip> {
  const trip = await trips.getTrip(ctx, viewer, tripId);
  if (trip.is_blurred) throw forbidden(tripShareMessages.privateTrip);
  return trip;
}

/** The trip for an edit that needs its stops first; the service checks the role again. */
export async function readForEdit(ctx: AppContext, viewer: Viewer, tripId: number): Promise<Trip> {
  const access = await readTripFor(ctx.db, tripId, viewer, 'edit', plannerMessages.editNotAllowed);
  return trips.present(ctx.db, access);
}

export function stopIn(trip: Trip, stopId: number) {
  const stop = stopsOf(trip).find((s) => s.place_to_visit_id === stopId);
  if (!stop) throw new McpToolError(`Trip ${trip.id} has no stop ${stopId} (see read_trip).`);
  return stop;
}
