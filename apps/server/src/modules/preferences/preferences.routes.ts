import { PreferencesSchema, PreferencesUpdateSchema, preferencesPath } from '@ai-map/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireUser, signedInOnly } from '../../plugins/auth';
import { getPreferences, updatePreferences } from './preferences.service';

const tags = ['preferences'];

export const preferencesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.addHook('preValidation', signedInOnly);

  app.get(
    `/${preferencesPath}`,
    { schema: { tags, response: { 200: PreferencesSchema } } },
    async (request) => getPreferences(ctx, requireUser(request).id),
  );

  app.patch(
    `/${preferencesPath}`,
    {
      schema: {
        tags,
        description:
          'Send attractions and/or shopping: lists of category ids of the attraction and shopping filter trees (GET filter/tree/). Each list sent replaces the stored one.',
        body: PreferencesUpdateSchema,
        response: { 200: PreferencesSchema },
      },
    },
    async (request) => updatePreferences(ctx, requireUser(request).id, request.body),
  );
};
