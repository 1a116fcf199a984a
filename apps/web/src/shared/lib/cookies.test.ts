import { COOKIE_MAX_AGE_S } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import { ONE_YEAR_COOKIE, parseCookies, serializeCookie } from './cookies';

describe('parseCookies', () => {
  it('reads decoded name/value pairs', () => {
    expect(parseCookies('auth_token=abc123; feature_flags=%7B%22balance%22%3A%22ON%22%7D')).toEqual(
      {
        auth_token: 'abc123',
        feature_flags: '{"balance":"ON"}',
      },
    );
  });

  it('keeps values containing "=" and ignores malformed parts', () => {
    expect(parseCookies('a=b=c; junk; =nameless;  spaced = value ')).toEqual({
      a: 'b=c',
      spaced: 'value',
    });
  });

  it('keeps the first of duplicate names (the most specific path wins in the browser)', () => {
    expect(parseCookies('csrftoken=one; csrftoken=two')).toEqual({ csrftoken: 'one' });
  });

  it('keeps a value that is not valid URI encoding', () => {
    expect(parseCookies('odd=%E0%A4%A')).toEqual({ odd: '%E0%A4%A' });
  });

  it('returns nothing for an empty string', () => {
    expect(parseCookies('')).toEqual({});
  });
});

describe('serializeCookie', () => {
  it('writes a session cookie on path / by default', () => {
    expect(serializeCookie('auth_token', 'k')).toBe('auth_token=k; Path=/; SameSite=Lax');
  });

  it('encodes the value and writes the one-year lifetime', () => {
    expect(serializeCookie('feature_flags', '{"a":"ON"}', ONE_YEAR_COOKIE)).toBe(
      `feature_flags=%7B%22a%22%3A%22ON%22%7D; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`,
    );
  });

  it('round-trips through parseCookies', () => {
    const written = serializeCookie('code', 'a b;c=d').split(';')[0] ?? '';
    expect(parseCookies(written)).toEqual({ code: 'a b;c=d' });
  });
});
