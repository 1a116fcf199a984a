import {
  DetailSchema,
  EmailConfirmSchema,
  LoginSchema,
  PasswordResetConfirmSchema,
  PasswordResetSchema,
  RegistrationSchema,
  TokenResponseSchema,
  apiPaths,
  serverMessages,
  routeOf,
} from '@ai-map/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { fieldError } from '../../lib/http-error';
import { sensitiveRateLimit } from '../../lib/rate-limits';
import * as auth from './auth.service';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const limited = sensitiveRateLimit(ctx.config);

  app.post(
    `/${apiPaths.registration}`,
    {
      config: limited,
      schema: { tags, body: RegistrationSchema, response: { 201: TokenResponseSchema } },
    },
    async (request, reply) => reply.code(201).send(await auth.register(ctx, request.body)),
  );

  app.post(
    `/${apiPaths.login}`,
    {
      config: limited,
      schema: { tags, body: LoginSchema, response: { 200: TokenResponseSchema } },
    },
    async (request) => auth.login(ctx, request.body),
  );

  app.post(
    `/${apiPaths.logout}`,
    { schema: { tags, response: { 200: DetailSchema } } },
    async (request) => {
      await auth.logout(ctx, request.tokenKey);
      return { detail: serverMessages.loggedOut };
    },
  );

  app.post(
    `/${apiPaths.passwordReset}`,
    {
      config: limited,
      schema: { tags, body: PasswordResetSchema, response: { 200: DetailSchema } },
    },
    async (request) => {
      await auth.requestPasswordReset(ctx, request.body.email);
      return { detail: serverMessages.resetSent };
    },
  );

  app.post(
    `/${apiPaths.passwordResetConfirm}`,
    {
      config: limited,
      schema: { tags, body: PasswordResetConfirmSchema, response: { 200: DetailSchema } },
    },
    async (request) => {
      await auth.confirmPasswordReset(ctx, request.body);
      return { detail: serverMessages.resetDone };
    },
  );

  app.post(
    routeOf(apiPaths.accountConfirmEmail, 'key'),
    {
      config: limited,
      schema: {
        tags,
        params: z.object({ key: z.string().min(1).max(256) }),
        body: EmailConfirmSchema.partial().nullish(),
        response: { 200: DetailSchema },
      },
    },
    async (request) => {
      const bodyKey = request.body?.key;
      if (bodyKey !== undefined && bodyKey !== request.params.key) {
        throw fieldError({ key: ['The key in the body does not match the link.'] });
      }
      await auth.confirmEmail(ctx, request.params.key);
      return { detail: serverMessages.emailConfirmed };
    },
  );
};
