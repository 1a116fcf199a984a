import {
  CurrentPlanSchema,
  SubscriptionPlanSchema,
  TimeframeOfferSchema,
  planPaths,
  routeOf,
} from '@ai-map/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { limitSubjectOf } from './limit-subject';
import * as plans from './plans.service';

const tags = ['plans'];

export const plansRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    `/${planPaths.subscriptionPlans}`,
    { schema: { tags, response: { 200: z.array(SubscriptionPlanSchema) } } },
    async (request) => plans.listPlans(ctx, request.user?.id ?? null),
  );

  app.get(
    `/${planPaths.currentPlan}`,
    {
      schema: {
        tags,
        description:
          "The viewer's plan and what is left of this period. Signed-out visitors get the free allowance, counted against the planner access code they send (query or cookie).",
        response: { 200: CurrentPlanSchema },
      },
    },
    async (request) => plans.currentPlan(ctx, await limitSubjectOf(ctx, request)),
  );

  app.get(
    routeOf(planPaths.timeframeOffers, 'id'),
    {
      schema: {
        tags,
        params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
        response: { 200: z.array(TimeframeOfferSchema) },
      },
    },
    async (request) => plans.timeframeOffers(ctx, request.params.id),
  );
};
