import { ImportPlacesInputSchema, mcpTools } from '@ai-map/contracts';
import { importPlacesFromInput } from '../imports/imports.service';
import { CHANGES_TRIP, answer, type McpToolGroup } from './mcp-tool';

/**
 * Saved places from another app into a trip (issue 18): the same import as the web app's
 * "Import places", with its preview, limits, matching and one-transaction commit. Signed-in
 * callers only, since a commit changes or creates a trip.
 */
export const importTools: McpToolGroup = (server, ctx, caller) => {
  const { user, viewer } = caller;
  if (!user) return;

  server.registerTool(
    mcpTools.importPlaces,
    {
      title: 'Import saved places',
      description:
        'Import places saved elsewhere into a trip: a Google Takeout "Saved Places.json", a Google saved-list CSV, KML or GPX as text (content_encoding utf8), or a KMZ as base64. Each point is matched to a catalogue place by name and distance, or kept as your own place with its note and link. Call with mode "preview" first (writes nothing, lists matched, own and skipped points), then "commit" (all in one transaction). Without trip_id a new trip is created. target "ideas" keeps them unplanned; "days" puts them on day_of_trip.',
      inputSchema: ImportPlacesInputSchema,
      annotations: CHANGES_TRIP,
    },
    answer(ctx, (input) =>
      importPlacesFromInput(ctx, viewer, { kind: 'user', userId: user.id }, input),
    ),
  );
};
