import { ProfileSchema, ProfileUpdateSchema, apiPaths } from '@ai-map/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { fieldError, fieldsFromIssues } from '../../lib/http-error';
import { requireUser } from '../../plugins/auth';
import type { ImageUpload } from './profile.service';
import { getProfile, updateProfile } from './profile.service';

const tags = ['profile'];
const IMAGE_FIELDS = new Set(['photo', 'background_image']);

/** Reads a multipart profile update: text fields plus the `photo`/`background_image` files. */
async function readMultipart(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  const images: ImageUpload[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (!IMAGE_FIELDS.has(part.fieldname)) {
        part.file.resume();
        throw fieldError({
          [part.fieldname]: ['Only photo and background_image can be uploaded.'],
        });
      }
      images.push({
        field: part.fieldname as ImageUpload['field'],
        content: await part.toBuffer(),
      });
    } else if (!IMAGE_FIELDS.has(part.fieldname)) {
      // An image field sent as text is the client's current URL: nothing to change (spec 000 §5).
      fields[part.fieldname] = String(part.value);
    }
  }
  return { fields, images };
}

export const profileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    `/${apiPaths.profile}`,
    { schema: { tags, response: { 200: ProfileSchema } } },
    async (request) => getProfile(ctx, requireUser(request)),
  );

  app.patch(
    `/${apiPaths.profile}`,
    {
      schema: {
        tags,
        description:
          'Partial update. JSON body with name and/or email, or multipart/form-data with those fields and the image files photo and background_image (JPEG, PNG, WebP or GIF, at most 5 MB).',
        response: { 200: ProfileSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { fields, images } = request.isMultipart()
        ? await readMultipart(request)
        : { fields: request.body ?? {}, images: [] };
      const parsed = ProfileUpdateSchema.safeParse(fields);
      if (!parsed.success) throw fieldError(fieldsFromIssues(parsed.error.issues));
      return updateProfile(ctx, user, parsed.data, images);
    },
  );
};
