import { createHmac, randomBytes } from 'node:crypto';

/** RFC 3986 percent-encoding as OAuth 1.0a requires it (RFC 5849 §3.6): only unreserved pass. */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export interface OAuthRequest {
  method: 'GET' | 'POST';
  /** Without a query string: query parameters go in `params`. */
  url: string;
  /** Query and form-body parameters of the request, which the signature covers. */
  params: Record<string, string>;
  consumerKey: string;
  consumerSecret: string;
  token?: string;
  tokenSecret?: string;
  /** Protocol parameters beyond the standard ones: oauth_callback, oauth_verifier. */
  oauthExtras?: Record<string, string>;
}

/**
 * The HMAC-SHA1 signature of RFC 5849 §3.4: the base string joins the method, the encoded base
 * URL and the sorted, encoded parameters; the key is the consumer secret and the token secret.
 */
export function oauthSignature(
  method: string,
  url: string,
  params: Record<string, string>,
  consumerSecret: string,
  tokenSecret = '',
): string {
  const normalized = Object.entries(params)
    .map(([k, v]) => [percentEncode(k), percentEncode(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak === bk ? (av < bv ? -1 : 1) : ak < bk ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const base = [method.toUpperCase(), percentEncode(url), percentEncode(normalized)].join('&');
  const key = `${percentEncode(consumerSecret)}&${percentEncode(tokenSecret)}`;
  return createHmac('sha1', key).update(base).digest('base64');
}

/** The `Authorization: OAuth …` header of a signed request (RFC 5849 §3.5.1). */
export function oauthAuthorization(
  request: OAuthRequest,
  nonce = randomBytes(16).toString('hex'),
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const protocol: Record<string, string> = {
    oauth_consumer_key: request.consumerKey,
    oauth_nonce: nonce,
    oauth_signature_method: 'HMAC-SHA1',
    oauth_timestamp: String(timestamp),
    oauth_version: '1.0',
    ...(request.token ? { oauth_token: request.token } : {}),
    ...request.oauthExtras,
  };
  protocol.oauth_signature = oauthSignature(
    request.method,
    request.url,
    { ...request.params, ...protocol },
    request.consumerSecret,
    request.tokenSecret,
  );
  const fields = Object.entries(protocol)
    .map(([k, v]) => `${percentEncode(k)}="${percentEncode(v)}"`)
    .join(', ');
  return `OAuth ${fields}`;
}
