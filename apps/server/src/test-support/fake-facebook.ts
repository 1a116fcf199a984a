import { createHmac } from 'node:crypto';
import { startFakeServer } from './fake-http';

export const FACEBOOK_APP = { id: '1234567890', secret: 'fb-app-secret' };

export interface FacebookPerson {
  id: string;
  name: string;
  email?: string;
  /** The app the token was issued to (another app's token must be refused). */
  appId?: string;
}

/**
 * The login dialog (`GET /dialog/oauth`, response_type=token) the browser is sent to: the person
 * signed in to this stand-in (`dialogSignIn`) approves at once and the dialog redirects to
 * `redirect_uri` with `#access_token=…&state=…`; nobody signed in means the person declined,
 * answered as Facebook does with `?error=access_denied…&state=…`.
 *
 * The two Graph API calls of Facebook login: `GET /debug_token` (asked with the app access
 * token `app_id|app_secret`) and `GET /me` (with `appsecret_proof`, the HMAC-SHA256 of the
 * token under the app secret). `tokens` maps user access tokens to people.
 */
export async function startFakeFacebook() {
  const tokens = new Map<string, FacebookPerson>();
  let dialogToken: string | null = null;
  const server = await startFakeServer((request) => {
    if (request.path === '/dialog/oauth') {
      const redirectUri = request.query.get('redirect_uri');
      if (
        request.query.get('client_id') !== FACEBOOK_APP.id ||
        request.query.get('response_type') !== 'token' ||
        !redirectUri
      ) {
        return { status: 400, text: 'Invalid app ID, response type or redirect URI' };
      }
      const state = request.query.get('state') ?? '';
      const location = dialogToken
        ? `${redirectUri}#${new URLSearchParams({ access_token: dialogToken, expires_in: '5183999', state })}`
        : `${redirectUri}?${new URLSearchParams({ error: 'access_denied', error_reason: 'user_denied', state })}`;
      return { status: 302, text: '', headers: { location } };
    }
    const graphError = (message: string) => ({
      status: 400,
      json: { error: { message, type: 'OAuthException', code: 190 } },
    });
    if (request.path === '/debug_token') {
      if (request.query.get('access_token') !== `${FACEBOOK_APP.id}|${FACEBOOK_APP.secret}`) {
        return graphError('Invalid OAuth access token.');
      }
      const person = tokens.get(request.query.get('input_token') ?? '');
      if (!person)
        return { status: 200, json: { data: { app_id: FACEBOOK_APP.id, is_valid: false } } };
      return {
        status: 200,
        json: {
          data: {
            app_id: person.appId ?? FACEBOOK_APP.id,
            type: 'USER',
            is_valid: true,
            user_id: person.id,
          },
        },
      };
    }
    if (request.path === '/me') {
      const token = request.query.get('access_token') ?? '';
      const person = tokens.get(token);
      if (!person) return graphError('Invalid OAuth access token.');
      const proof = createHmac('sha256', FACEBOOK_APP.secret).update(token).digest('hex');
      if (request.query.get('appsecret_proof') !== proof) {
        return graphError('Invalid appsecret_proof provided in the API argument');
      }
      const fields = (request.query.get('fields') ?? '').split(',');
      return {
        status: 200,
        json: {
          id: person.id,
          ...(fields.includes('name') ? { name: person.name } : {}),
          ...(fields.includes('email') && person.email ? { email: person.email } : {}),
        },
      };
    }
    return { status: 404, json: { error: { message: 'Unknown path' } } };
  });
  return {
    ...server,
    tokens,
    /** The person the dialog approves for (a key of `tokens`), or null: the dialog is declined. */
    dialogSignIn(token: string | null) {
      dialogToken = token;
    },
  };
}
