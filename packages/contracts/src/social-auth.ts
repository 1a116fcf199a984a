import { z } from 'zod';
import { apiPathTable } from './routes';

/** Social login calls (spec 000 §7 Authentication), relative to API_BASE. */
export const socialAuthPaths = apiPathTable({
  facebook: 'users/auth/facebook/',
  twitterUrl: 'users/auth/get_twitter_url/',
  twitterTokens: 'users/auth/get_twitter_tokens/',
  twitter: 'users/auth/twitter/',
  /** Our addition: which providers this server has credentials for (no secrets). */
  providers: 'users/auth/social/providers/',
});

/** `POST users/auth/facebook/`: the user access token the Facebook SDK handed the client. */
export const FacebookLoginSchema = z.object({ access_token: z.string().trim().min(1).max(4096) });
export type FacebookLogin = z.infer<typeof FacebookLoginSchema>;

/** `POST users/auth/get_twitter_url/`: where to send the browser to sign in with Twitter. */
export const TwitterUrlSchema = z.object({ login_url: z.string(), oauth_token: z.string() });
export type TwitterUrl = z.infer<typeof TwitterUrlSchema>;

/** The query Twitter's callback carries, passed on to `GET users/auth/get_twitter_tokens/`. */
export const TwitterCallbackQuerySchema = z.object({
  oauth_token: z.string().trim().min(1).max(512),
  oauth_verifier: z.string().trim().min(1).max(512),
});
export type TwitterCallbackQuery = z.infer<typeof TwitterCallbackQuerySchema>;

/** The user's Twitter access token, answered by get_twitter_tokens and sent to `users/auth/twitter/`. */
export const TwitterTokensSchema = z.object({
  access_token: z.string().trim().min(1).max(512),
  token_secret: z.string().trim().min(1).max(512),
});
export type TwitterTokens = z.infer<typeof TwitterTokensSchema>;

/**
 * `GET users/auth/social/providers/`: what the login buttons need. Facebook's dialog runs in the
 * browser, so its app id (public by design) and dialog address are given; Twitter's flow starts
 * on the server (get_twitter_url), so only whether it is on.
 */
export const SocialProvidersSchema = z.object({
  facebook: z.discriminatedUnion('enabled', [
    z.object({ enabled: z.literal(true), app_id: z.string(), dialog_url: z.string() }),
    z.object({ enabled: z.literal(false) }),
  ]),
  twitter: z.object({ enabled: z.boolean() }),
});
export type SocialProviders = z.infer<typeof SocialProvidersSchema>;

export const socialAuthMessages = {
  facebookNotConfigured: 'Facebook login is not configured on this server.',
  twitterNotConfigured: 'Twitter login is not configured on this server.',
  facebookUnavailable: 'Facebook could not be reached. Please try again later.',
  twitterUnavailable: 'Twitter could not be reached. Please try again later.',
  facebookTokenInvalid: 'The Facebook access token is invalid or has expired.',
  twitterTokenInvalid: 'The Twitter access token is invalid or has been revoked.',
  twitterRequestExpired: 'The Twitter sign-in has expired or was already used. Please try again.',
  accountDisabled: 'This account is disabled.',
} as const;
