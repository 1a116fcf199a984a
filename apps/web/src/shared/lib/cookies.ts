import { COOKIE_MAX_AGE_S } from '@ai-map/contracts';

export interface CookieOptions {
  /** Lifetime in seconds; omit for a session cookie that ends with the browser session. */
  maxAge?: number;
  path?: string;
}

/** Splits a `document.cookie` string into decoded name/value pairs. */
export function parseCookies(cookieString: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    const name = part.slice(0, separator).trim();
    if (!name || name in cookies) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      // A value written by another tool may not be URI-encoded; keep it as it is.
      cookies[name] = raw;
    }
  }
  return cookies;
}

/** Builds the string assigned to `document.cookie`; SameSite=Lax keeps the cookie first-party. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  parts.push('SameSite=Lax');
  return parts.join('; ');
}

/** The spec's cookies (auth token, flags, planner access code) all live one year on path "/". */
export const ONE_YEAR_COOKIE: CookieOptions = { maxAge: COOKIE_MAX_AGE_S, path: '/' };

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return parseCookies(document.cookie)[name];
}

export function writeCookie(name: string, value: string, options?: CookieOptions): void {
  document.cookie = serializeCookie(name, value, options);
}

export function deleteCookie(name: string, path = '/'): void {
  document.cookie = serializeCookie(name, '', { maxAge: 0, path });
}
