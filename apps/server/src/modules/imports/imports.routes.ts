import {
  ImportCommitSchema,
  ImportFormSchema,
  importMessages,
  ImportPreviewSchema,
  ImportTripParamsSchema,
  MAX_IMPORT_BYTES,
  PlannerAccessQuerySchema,
  importPaths,
  routeOf,
} from '@ai-map/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { fieldError, fieldsFromIssues, HttpError } from '../../lib/http-error';
import { limitSubjectOf } from '../plans/limit-subject';
import { viewerOf } from '../planner/trip-access';
import { importPlaces, type ImportRequest } from './imports.service';

const tags = ['planner'];
const description = `Imports saved places from a multipart form: the file in the field \`file\` (Google Takeout "Saved Places.json", a Google saved-list CSV, KML, KMZ or GPX; at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB and 10,000 places) and the fields \`mode\` (preview | commit), \`target\` (days | ideas), \`day_of_trip\`. A preview writes nothing; a commit adds everything in one transaction.`;

/** The file and the fields of the import form, in any order. */
async function readForm(request: FastifyRequest, tripId: number | null): Promise<ImportRequest> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'unsupported_media_type', importMessages.noFile);
  }
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Uint8Array } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_IMPORT_BYTES } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && !file) file = { name: part.filename, bytes };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, 'payload_too_large', importMessages.tooLarge);
    }
    throw error;
  }
  if (!file) throw fieldError({ file: [importMessages.noFile] });
  const form = ImportFormSchema.safeParse(fields);
  if (!form.success) throw fieldError(fieldsFromIssues(form.error.issues));
  return { tripId, fileName: file.name, bytes: file.bytes, form: form.data };
}

/**
 * `POST planner/trips/{id}/import/` (an existing trip, owner and editors) and
 * `POST planner/trips/import/` (a new trip, counted like any new trip).
 */
export const importsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // The commit first: zod keeps the first schema of a union that fits, and a commit fits both.
  const response = { 200: ImportCommitSchema.or(ImportPreviewSchema) };

  app.post(
    `/${importPaths.newTripImport}`,
    { schema: { tags, description, querystring: PlannerAccessQuerySchema, response } },
    async (request) =>
      importPlaces(
        ctx,
        viewerOf(request),
        await limitSubjectOf(ctx, request),
        await readForm(request, null),
      ),
  );

  app.post(
    routeOf(importPaths.tripImport, 'id'),
    {
      schema: {
        tags,
        description,
        params: ImportTripParamsSchema,
        querystring: PlannerAccessQuerySchema,
        response,
      },
    },
    async (request) =>
      importPlaces(
        ctx,
        viewerOf(request),
        await limitSubjectOf(ctx, request),
        await readForm(request, request.params.id),
      ),
  );
};
