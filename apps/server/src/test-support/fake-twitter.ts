import { createHmac, randomBytes } from 'node:crypto';
import { startFakeServer, type FakeRequest } from './fake-http';

export const TWITTER_APP = { key: 'tw-consumer-key', secret: 'tw-consumer-secret' };

export interface TwitterPerson {
  id_str: string;
  name: string;
  screen_name: string;
  email?: string;
}

/** RFC 3986 encoding of RFC 5849 §3.6, written apart from the server's so the check is independent. */
const rfc3986 = (value: string) =>
  Array.from(new TextEncoder().encode(value), (byte) => {
    const c = String.fromCharCode(byte);
    return /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');

/** Encoded strings are ASCII, so code-unit order is byte order. */
const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The parameters of an `Authorization: OAuth k="v", …` header. */
function oauthHeader(header: string | undefined): Map<string, string> | null {
  if (!header?.startsWith('OAuth ')) return null;
  const fields = new Map<string, string>();
  for (const match of header.slice(6).matchAll(/([\w]+)="([^"]*)"/g)) {
    fields.set(decodeURIComponent(match[1]!), decodeURIComponent(match[2]!));
  }
  return fields;
}

/**
 * The OAuth 1.0a endpoints of Twitter sign-in (request_token, access_token) and
 * verify_credentials, and the browser's approval page `GET /oauth/authenticate`, where the person
 * approves at once and is redirected to the request token's callback with the token and verifier. Every request's HMAC-SHA1 signature is recomputed here from the request
 * as received (method, URL, query, form body, protocol parameters) and refused when it does
 * not match, as is a reused nonce or a stale timestamp.
 */
export async function startFakeTwitter(person: TwitterPerson) {
  const requestTokens = new Map<
    string,
    { secret: string; verifier: string | null; callback: string }
  >();
  const accessTokens = new Map<string, string>();
  const nonces = new Set<string>();
  const rejected: string[] = [];

  const verify = (request: FakeRequest, tokenSecret: (token: string) => string | undefined) => {
    const oauth = oauthHeader(
      typeof request.headers.authorization === 'string' ? request.headers.authorization : undefined,
    );
    if (!oauth) return { ok: false as const, why: 'no OAuth header' };
    const signature = oauth.get('oauth_signature');
    const nonce = oauth.get('oauth_nonce') ?? '';
    const timestamp = Number(oauth.get('oauth_timestamp'));
    if (oauth.get('oauth_consumer_key') !== TWITTER_APP.key)
      return { ok: false as const, why: 'consumer key' };
    if (oauth.get('oauth_signature_method') !== 'HMAC-SHA1')
      return { ok: false as const, why: 'method' };
    if (!nonce || nonces.has(nonce)) return { ok: false as const, why: 'nonce reused' };
    if (Math.abs(Date.now() / 1000 - timestamp) > 300)
      return { ok: false as const, why: 'timestamp' };
    const token = oauth.get('oauth_token');
    const secret = token === undefined ? '' : tokenSecret(token);
    if (secret === undefined) return { ok: false as const, why: 'unknown token' };

    const pairs: [string, string][] = [];
    request.query.forEach((v, k) => pairs.push([k, v]));
    if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      new URLSearchParams(request.body).forEach((v, k) => pairs.push([k, v]));
    }
    oauth.forEach((v, k) => {
      if (k !== 'oauth_signature' && k !== 'realm') pairs.push([k, v]);
    });
    // §3.4.1.3.2: sorted by encoded name, then by encoded value.
    const parameterString = pairs
      .map(([k, v]) => [rfc3986(k), rfc3986(v)])
      .sort(([ak, av], [bk, bv]) => byteOrder(ak!, bk!) || byteOrder(av!, bv!))
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    const baseUrl = `http://${request.headers.host}${request.path}`;
    const base = `${request.method}&${rfc3986(baseUrl)}&${rfc3986(parameterString)}`;
    const expected = createHmac('sha1', `${rfc3986(TWITTER_APP.secret)}&${rfc3986(secret)}`)
      .update(base)
      .digest('base64');
    if (signature !== expected) return { ok: false as const, why: 'signature mismatch' };
    nonces.add(nonce);
    return { ok: true as const, oauth, token };
  };

  const refuse = (why: string) => {
    rejected.push(why);
    return {
      status: 401,
      json: { errors: [{ code: 32, message: 'Could not authenticate you.' }] },
    };
  };

  /** The person approves the request token on Twitter: the callback's verifier. */
  const approve = (token: string): string => {
    const entry = requestTokens.get(token);
    if (!entry) throw new Error(`unknown request token ${token}`);
    entry.verifier = `v-${randomBytes(6).toString('hex')}`;
    return entry.verifier;
  };

  const server = await startFakeServer((request) => {
    if (request.method === 'POST' && request.path === '/oauth/request_token') {
      const check = verify(request, () => undefined);
      if (!check.ok) return refuse(check.why);
      const callback = check.oauth.get('oauth_callback');
      if (!callback) return refuse('no callback');
      const token = `rt-${randomBytes(8).toString('hex')}`;
      requestTokens.set(token, {
        secret: `rts-${randomBytes(8).toString('hex')}`,
        verifier: null,
        callback,
      });
      const entry = requestTokens.get(token)!;
      return {
        status: 200,
        text: `oauth_token=${token}&oauth_token_secret=${entry.secret}&oauth_callback_confirmed=true`,
      };
    }
    if (request.method === 'GET' && request.path === '/oauth/authenticate') {
      const token = request.query.get('oauth_token') ?? '';
      const entry = requestTokens.get(token);
      if (!entry) return { status: 400, text: 'This page is no longer valid.' };
      const verifier = approve(token);
      const location = `${entry.callback}${entry.callback.includes('?') ? '&' : '?'}${new URLSearchParams({ oauth_token: token, oauth_verifier: verifier })}`;
      return { status: 302, text: '', headers: { location } };
    }
    if (request.method === 'POST' && request.path === '/oauth/access_token') {
      const check = verify(request, (token) => requestTokens.get(token)?.secret);
      if (!check.ok) return refuse(check.why);
      const entry = requestTokens.get(check.token!)!;
      const verifier =
        check.oauth.get('oauth_verifier') ??
        new URLSearchParams(request.body).get('oauth_verifier');
      if (!entry.verifier || verifier !== entry.verifier) return refuse('verifier');
      requestTokens.delete(check.token!);
      const token = `at-${randomBytes(8).toString('hex')}`;
      const secret = `ats-${randomBytes(8).toString('hex')}`;
      accessTokens.set(token, secret);
      return {
        status: 200,
        text: `oauth_token=${token}&oauth_token_secret=${secret}&user_id=${person.id_str}&screen_name=${person.screen_name}`,
      };
    }
    if (request.method === 'GET' && request.path === '/1.1/account/verify_credentials.json') {
      const check = verify(request, (token) => accessTokens.get(token));
      if (!check.ok) return refuse(check.why);
      const withEmail = request.query.get('include_email') === 'true';
      const { email, ...rest } = person;
      return { status: 200, json: withEmail && email ? { ...rest, email } : rest };
    }
    return {
      status: 404,
      json: { errors: [{ code: 34, message: 'Sorry, that page does not exist.' }] },
    };
  });

  return {
    ...server,
    rejected,
    accessTokens,
    approve,
  };
}
