import { socialAuthMessages } from '@ai-map/contracts';
import { z } from 'zod';
import { fieldError, HttpError } from '../../lib/http-error';
import { oauthAuthorization } from './oauth1';
import type { SocialProfile } from './social-profile';

const REQUEST_TIMEOUT_MS = 10_000;

export interface TwitterConfig {
  consumerKey: string;
  consumerSecret: string;
  apiUrl: string;
  callbackUrl: string;
}

const unavailable = () =>
  new HttpError(503, 'service_unavailable', socialAuthMessages.twitterUnavailable);

/** A request signed with the consumer credentials (and a token, when there is one). */
async function signedFetch(
  config: TwitterConfig,
  request: {
    method: 'GET' | 'POST';
    path: string;
    params?: Record<string, string>;
    token?: { key: string; secret: string };
    oauthExtras?: Record<string, string>;
  },
): Promise<Response> {
  const url = `${config.apiUrl}${request.path}`;
  const params = request.params ?? {};
  const authorization = oauthAuthorization({
    method: request.method,
    url,
    params,
    consumerKey: config.consumerKey,
    consumerSecret: config.consumerSecret,
    token: request.token?.key,
    tokenSecret: request.token?.secret,
    oauthExtras: request.oauthExtras,
  });
  const query =
    request.method === 'GET' && Object.keys(params).length ? `?${new URLSearchParams(params)}` : '';
  try {
    const response = await fetch(`${url}${query}`, {
      method: request.method,
      headers: {
        authorization,
        ...(request.method === 'POST'
          ? { 'content-type': 'application/x-www-form-urlencoded' }
          : {}),
      },
      body: request.method === 'POST' ? new URLSearchParams(params) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (response.status >= 500) throw unavailable();
    return response;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw unavailable();
  }
}

/** The `oauth_token=…&oauth_token_secret=…` answers of the token endpoints. */
async function tokenPair(response: Response) {
  const values = new URLSearchParams(await response.text());
  const key = values.get('oauth_token');
  const secret = values.get('oauth_token_secret');
  return response.ok && key && secret ? { key, secret, values } : null;
}

/** Step 1 (RFC 5849 §2.1): a request token, and the page where the person approves it. */
export async function twitterRequestToken(config: TwitterConfig) {
  const response = await signedFetch(config, {
    method: 'POST',
    path: '/oauth/request_token',
    oauthExtras: { oauth_callback: config.callbackUrl },
  });
  const pair = await tokenPair(response);
  // Refused consumer credentials are this server's problem, not the visitor's.
  if (!pair || pair.values.get('oauth_callback_confirmed') !== 'true') throw unavailable();
  return {
    token: pair.key,
    secret: pair.secret,
    loginUrl: `${config.apiUrl}/oauth/authenticate?oauth_token=${encodeURIComponent(pair.key)}`,
  };
}

/** Step 3 (§2.3): the approved request token and its verifier, exchanged for an access token. */
export async function twitterAccessToken(
  config: TwitterConfig,
  requestToken: { key: string; secret: string },
  verifier: string,
) {
  const response = await signedFetch(config, {
    method: 'POST',
    path: '/oauth/access_token',
    token: requestToken,
    oauthExtras: { oauth_verifier: verifier },
  });
  const pair = await tokenPair(response);
  if (!pair) throw fieldError({ oauth_verifier: [socialAuthMessages.twitterRequestExpired] });
  return { key: pair.key, secret: pair.secret };
}

const CredentialsSchema = z.object({
  id_str: z.string(),
  name: z.string().default(''),
  screen_name: z.string().default(''),
  email: z.string().nullish(),
});

/** The person an access token belongs to (with the e-mail, when the app may read it). */
export async function twitterProfile(
  config: TwitterConfig,
  token: { key: string; secret: string },
): Promise<SocialProfile> {
  const response = await signedFetch(config, {
    method: 'GET',
    path: '/1.1/account/verify_credentials.json',
    params: { include_email: 'true', skip_status: 'true' },
    token,
  });
  const body: unknown = response.ok ? await response.json().catch(() => null) : null;
  const me = CredentialsSchema.safeParse(body);
  if (!me.success) throw fieldError({ access_token: [socialAuthMessages.twitterTokenInvalid] });
  return {
    provider: 'twitter',
    uid: me.data.id_str,
    email: me.data.email?.trim().toLowerCase() || null,
    name: me.data.name || me.data.screen_name,
    handle: me.data.screen_name || `twitter${me.data.id_str}`,
  };
}
