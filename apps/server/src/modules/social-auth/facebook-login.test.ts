import { apiPaths, socialAuthMessages, socialAuthPaths, type Profile } from '@ai-map/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialAccounts, users } from '../../db/schema';
import { api, expectFieldErrors, registerUser, tokenHeader } from '../../test-support/api';
import { FACEBOOK_APP, startFakeFacebook } from '../../test-support/fake-facebook';
import { createTestApp } from '../../test-support/test-app';

describe('Facebook login', () => {
  let facebook: Awaited<ReturnType<typeof startFakeFacebook>>;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    facebook = await startFakeFacebook();
    t = await createTestApp({
      env: {
        FACEBOOK_APP_ID: FACEBOOK_APP.id,
        FACEBOOK_APP_SECRET: FACEBOOK_APP.secret,
        FACEBOOK_GRAPH_URL: facebook.url,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await facebook?.close();
  });

  const login = (payload: object) =>
    t.app.inject({ method: 'POST', url: api(socialAuthPaths.facebook), payload });
  const profileOf = async (key: string) =>
    (
      await t.app.inject({ method: 'GET', url: api(apiPaths.profile), headers: tokenHeader(key) })
    ).json<Profile>();

  it('creates an account for a new person and signs them in again later', async () => {
    facebook.tokens.set('token-ada', { id: '1001', name: 'Ada Lovelace', email: 'Ada@FB.example' });
    const res = await login({ access_token: 'token-ada' });
    expect(res.statusCode, res.body).toBe(200);
    const { key } = res.json<{ key: string }>();
    expect(key).toMatch(/^[0-9a-f]{40}$/);
    const profile = await profileOf(key);
    expect(profile).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@fb.example',
      email_confirmed: true,
      username: 'ada',
    });

    const again = await login({ access_token: 'token-ada' });
    expect(again.statusCode).toBe(200);
    expect((await profileOf(again.json<{ key: string }>().key)).id).toBe(profile.id);
    const links = await t.database.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.uid, '1001'));
    expect(links).toEqual([expect.objectContaining({ provider: 'facebook', userId: profile.id })]);
    // The account has no password anyone could guess.
    const password = await t.app.inject({
      method: 'POST',
      url: api(apiPaths.login),
      payload: { email: 'ada@fb.example', password: '!' },
    });
    expect(password.statusCode).toBe(400);
  });

  it('links the account that already has the address', async () => {
    const existing = await registerUser(t.app);
    facebook.tokens.set('token-existing', { id: '1002', name: 'Someone', email: existing.email });
    const res = await login({ access_token: 'token-existing' });
    expect(res.statusCode).toBe(200);
    const viaFacebook = await profileOf(res.json<{ key: string }>().key);
    expect(viaFacebook.id).toBe((await profileOf(existing.key)).id);
  });

  it('creates a placeholder address when the person shares none', async () => {
    facebook.tokens.set('token-private', { id: '1003', name: 'Private Person' });
    const res = await login({ access_token: 'token-private' });
    expect(res.statusCode).toBe(200);
    expect(await profileOf(res.json<{ key: string }>().key)).toMatchObject({
      email: 'facebook-1003@users.invalid',
      email_confirmed: false,
      username: 'privateperson',
    });
  });

  it('refuses unknown tokens and tokens of another app', async () => {
    const unknown = await login({ access_token: 'forged' });
    expect(unknown.statusCode).toBe(400);
    expectFieldErrors(unknown.json(), { access_token: [socialAuthMessages.facebookTokenInvalid] });

    facebook.tokens.set('token-other-app', { id: '1004', name: 'Eve', appId: '999' });
    const otherApp = await login({ access_token: 'token-other-app' });
    expect(otherApp.statusCode).toBe(400);
    const created = await t.database.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.uid, '1004'));
    expect(created).toEqual([]);

    const empty = await login({ access_token: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty('access_token');
  });

  it('refuses a disabled account', async () => {
    facebook.tokens.set('token-disabled', { id: '1005', name: 'Gone', email: 'gone@fb.example' });
    expect((await login({ access_token: 'token-disabled' })).statusCode).toBe(200);
    await t.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.email, 'gone@fb.example'));
    const res = await login({ access_token: 'token-disabled' });
    expect(res.statusCode).toBe(400);
    expectFieldErrors(res.json(), { non_field_errors: [socialAuthMessages.accountDisabled] });
  });

  it('answers 503 when Facebook cannot be reached', async () => {
    const app = await createTestApp({
      env: {
        FACEBOOK_APP_ID: FACEBOOK_APP.id,
        FACEBOOK_APP_SECRET: FACEBOOK_APP.secret,
        FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9',
      },
    });
    try {
      const res = await app.app.inject({
        method: 'POST',
        url: api(socialAuthPaths.facebook),
        payload: { access_token: 'token-ada' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        detail: socialAuthMessages.facebookUnavailable,
        code: 'service_unavailable',
      });
    } finally {
      await app.close();
    }
  });
});
