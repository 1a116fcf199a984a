import {
  apiPaths,
  socialAuthMessages,
  socialAuthPaths,
  type Profile,
  type TwitterTokens,
  type TwitterUrl,
} from '@ai-map/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, expectFieldErrors, tokenHeader } from '../../test-support/api';
import { TWITTER_APP, startFakeTwitter } from '../../test-support/fake-twitter';
import { createTestApp } from '../../test-support/test-app';

describe('Twitter login (OAuth 1.0a)', () => {
  let twitter: Awaited<ReturnType<typeof startFakeTwitter>>;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    twitter = await startFakeTwitter({
      id_str: '4242',
      name: 'Grace Hopper',
      screen_name: 'grace_h',
      email: 'grace@tw.example',
    });
    t = await createTestApp({
      env: {
        TWITTER_CONSUMER_KEY: TWITTER_APP.key,
        TWITTER_CONSUMER_SECRET: TWITTER_APP.secret,
        TWITTER_API_URL: twitter.url,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await twitter?.close();
  });

  const startLogin = async () => {
    const res = await t.app.inject({ method: 'POST', url: api(socialAuthPaths.twitterUrl) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TwitterUrl>();
  };
  const exchange = (query: string) =>
    t.app.inject({ method: 'GET', url: api(`${socialAuthPaths.twitterTokens}?${query}`) });

  it('runs the three legs with signatures the server accepts, then signs in', async () => {
    const { login_url, oauth_token } = await startLogin();
    expect(login_url).toBe(`${twitter.url}/oauth/authenticate?oauth_token=${oauth_token}`);
    const requestToken = twitter.requests.find((r) => r.path === '/oauth/request_token')!;
    expect(requestToken.headers.authorization).toContain(
      `oauth_callback="${encodeURIComponent('http://app.test/login/twitter')}"`,
    );

    const verifier = twitter.approve(oauth_token);
    const tokens = await exchange(`oauth_token=${oauth_token}&oauth_verifier=${verifier}`);
    expect(tokens.statusCode, tokens.body).toBe(200);
    const pair = tokens.json<TwitterTokens>();
    expect(twitter.accessTokens.get(pair.access_token)).toBe(pair.token_secret);

    const login = await t.app.inject({
      method: 'POST',
      url: api(socialAuthPaths.twitter),
      payload: pair,
    });
    expect(login.statusCode, login.body).toBe(200);
    const profile = (
      await t.app.inject({
        method: 'GET',
        url: api(apiPaths.profile),
        headers: tokenHeader(login.json<{ key: string }>().key),
      })
    ).json<Profile>();
    expect(profile).toMatchObject({
      name: 'Grace Hopper',
      username: 'grace_h',
      email: 'grace@tw.example',
      email_confirmed: true,
    });
    expect(twitter.rejected).toEqual([]);

    // Signing in again finds the same account.
    const again = await t.app.inject({
      method: 'POST',
      url: api(socialAuthPaths.twitter),
      payload: pair,
    });
    const second = (
      await t.app.inject({
        method: 'GET',
        url: api(apiPaths.profile),
        headers: tokenHeader(again.json<{ key: string }>().key),
      })
    ).json<Profile>();
    expect(second.id).toBe(profile.id);
  });

  it('exchanges a request token once, and only with its verifier', async () => {
    const { oauth_token } = await startLogin();
    const verifier = twitter.approve(oauth_token);
    const wrong = await exchange(`oauth_token=${oauth_token}&oauth_verifier=not-it`);
    expect(wrong.statusCode).toBe(400);
    expectFieldErrors(wrong.json(), {
      oauth_verifier: [socialAuthMessages.twitterRequestExpired],
    });
    // The failed attempt spent the request token: the flow starts over.
    const late = await exchange(`oauth_token=${oauth_token}&oauth_verifier=${verifier}`);
    expect(late.statusCode).toBe(400);
    expectFieldErrors(late.json(), { oauth_token: [socialAuthMessages.twitterRequestExpired] });

    const missing = await exchange('oauth_token=x');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('oauth_verifier');
  });

  it('refuses access tokens Twitter does not know', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: api(socialAuthPaths.twitter),
      payload: { access_token: 'at-forged', token_secret: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expectFieldErrors(res.json(), { access_token: [socialAuthMessages.twitterTokenInvalid] });
    expect(twitter.rejected).toContain('unknown token');
  });

  it('answers 503 naming the problem when Twitter or Facebook is not configured', async () => {
    const bare = await createTestApp();
    try {
      const twitterUrl = await bare.app.inject({
        method: 'POST',
        url: api(socialAuthPaths.twitterUrl),
      });
      expect(twitterUrl.statusCode).toBe(503);
      expect(twitterUrl.json()).toEqual({
        detail: socialAuthMessages.twitterNotConfigured,
        code: 'service_unavailable',
      });
      for (const [url, payload] of [
        [socialAuthPaths.twitter, { access_token: 'a', token_secret: 'b' }],
        [socialAuthPaths.facebook, { access_token: 'a' }],
      ] as const) {
        const res = await bare.app.inject({ method: 'POST', url: api(url), payload });
        expect(res.statusCode).toBe(503);
      }
      const facebook = await bare.app.inject({
        method: 'POST',
        url: api(socialAuthPaths.facebook),
        payload: { access_token: 'a' },
      });
      expect(facebook.json().detail).toBe('Facebook login is not configured on this server.');
    } finally {
      await bare.close();
    }
  });
});
