import {
  FacebookLoginSchema,
  SocialProvidersSchema,
  TokenResponseSchema,
  TwitterCallbackQuerySchema,
  TwitterTokensSchema,
  TwitterUrlSchema,
  socialAuthPaths,
} from '@ai-map/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { sensitiveRateLimit } from '../../lib/rate-limits';
import * as social from './social-auth.service';

const tags = ['auth'];

export const socialAuthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const limited = sensitiveRateLimit(ctx.config);

  app.get(
    `/${socialAuthPaths.providers}`,
    {
      schema: {
        tags,
        description:
          'Which social logins this server is configured for, with what the browser needs to start Facebook’s dialog (no secrets).',
        response: { 200: SocialProvidersSchema },
      },
    },
    async () => social.socialProviders(ctx),
  );

  app.post(
    `/${socialAuthPaths.facebook}`,
    {
      config: limited,
      schema: {
        tags,
        description:
          'Signs in with a Facebook user access token: links or creates the account and answers a token. 503 when FACEBOOK_APP_ID/SECRET are not set.',
        body: FacebookLoginSchema,
        response: { 200: TokenResponseSchema },
      },
    },
    async (request) => social.facebookLogin(ctx, request.body.access_token),
  );

  app.post(
    `/${socialAuthPaths.twitterUrl}`,
    {
      config: limited,
      schema: {
        tags,
        description: 'Starts a Twitter (OAuth 1.0a) sign-in: where to send the browser.',
        response: { 200: TwitterUrlSchema },
      },
    },
    async () => social.twitterLoginUrl(ctx),
  );

  app.get(
    `/${socialAuthPaths.twitterTokens}`,
    {
      config: limited,
      schema: {
        tags,
        description: "Exchanges the callback's oauth_token and oauth_verifier for an access token.",
        querystring: TwitterCallbackQuerySchema,
        response: { 200: TwitterTokensSchema },
      },
    },
    async (request) => social.twitterTokens(ctx, request.query),
  );

  app.post(
    `/${socialAuthPaths.twitter}`,
    {
      config: limited,
      schema: {
        tags,
        description: 'Signs in with a Twitter access token and secret; answers a token.',
        body: TwitterTokensSchema,
        response: { 200: TokenResponseSchema },
      },
    },
    async (request) => social.twitterLogin(ctx, request.body),
  );
};
