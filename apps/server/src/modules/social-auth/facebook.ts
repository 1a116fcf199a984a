import { socialAuthMessages } from '@ai-map/contracts';
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { fieldError, HttpError } from '../../lib/http-error';
import type { SocialProfile } from './social-profile';

const REQUEST_TIMEOUT_MS = 10_000;

const DebugTokenSchema = z.object({
  data: z.object({
    app_id: z.string(),
    is_valid: z.boolean(),
    user_id: z.string().optional(),
  }),
});
const MeSchema = z.object({
  id: z.string(),
  name: z.string().default(''),
  email: z.string().optional(),
});

export interface FacebookConfig {
  appId: string;
  appSecret: string;
  graphUrl: string;
}

const invalidToken = () => fieldError({ access_token: [socialAuthMessages.facebookTokenInvalid] });

async function graphGet(config: FacebookConfig, path: string, query: Record<string, string>) {
  let response: Response;
  try {
    response = await fetch(`${config.graphUrl}${path}?${new URLSearchParams(query)}`, {
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    throw new HttpError(503, 'service_unavailable', socialAuthMessages.facebookUnavailable);
  }
  if (response.status >= 500) {
    throw new HttpError(503, 'service_unavailable', socialAuthMessages.facebookUnavailable);
  }
  // The Graph API answers a bad token with 400 and an `error` object.
  if (!response.ok) throw invalidToken();
  return response.json().catch(() => null) as Promise<unknown>;
}

/**
 * The person behind a user access token. `debug_token` (asked with the app's own credentials)
 * proves the token was issued to this app: a token another app obtained from the same person
 * must not sign them in here. `/me` then gives the profile; `appsecret_proof` binds that call to
 * the app secret as well.
 */
export async function facebookProfile(
  config: FacebookConfig,
  accessToken: string,
): Promise<SocialProfile> {
  const debug = DebugTokenSchema.safeParse(
    await graphGet(config, '/debug_token', {
      input_token: accessToken,
      access_token: `${config.appId}|${config.appSecret}`,
    }),
  );
  if (!debug.success || !debug.data.data.is_valid || debug.data.data.app_id !== config.appId) {
    throw invalidToken();
  }
  const me = MeSchema.safeParse(
    await graphGet(config, '/me', {
      fields: 'id,name,email',
      access_token: accessToken,
      appsecret_proof: createHmac('sha256', config.appSecret).update(accessToken).digest('hex'),
    }),
  );
  if (!me.success || me.data.id !== debug.data.data.user_id) throw invalidToken();
  const email = me.data.email?.trim().toLowerCase() || null;
  return {
    provider: 'facebook',
    uid: me.data.id,
    email,
    name: me.data.name,
    handle: email ?? (me.data.name || `facebook${me.data.id}`),
  };
}
