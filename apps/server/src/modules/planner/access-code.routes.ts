import { DetailSchema, PlannerAccessCodeSchema, apiPaths, serverMessages } from '@ai-map/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { sensitiveRateLimit } from '../../lib/rate-limits';
import { requireUser } from '../../plugins/auth';
import { claimAccessCode, createAccessCode } from './access-code.service';

const tags = ['planner'];

export const accessCodeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    `/${apiPaths.plannerAccessCode}`,
    {
      config: sensitiveRateLimit(ctx.config),
      schema: { tags, response: { 200: PlannerAccessCodeSchema } },
    },
    async () => ({ planner_access_code: await createAccessCode(ctx) }),
  );

  app.post(
    `/${apiPaths.plannerAccessCode}`,
    { schema: { tags, body: PlannerAccessCodeSchema, response: { 200: DetailSchema } } },
    async (request) => {
      const user = requireUser(request);
      await claimAccessCode(ctx, request.body.planner_access_code, user.id);
      return { detail: serverMessages.accessCodeLinked };
    },
  );
};
