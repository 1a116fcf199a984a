import { socialAuthPaths } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import { api } from '../../test-support/api';
import { createTestApp } from '../../test-support/test-app';

const credentials = {
  FACEBOOK_APP_ID: '555000111',
  FACEBOOK_APP_SECRET: 'fb-secret-never-shown',
  TWITTER_CONSUMER_KEY: 'tw-key-never-shown',
  TWITTER_CONSUMER_SECRET: 'tw-secret-never-shown',
};

async function providersOf(env: Record<string, string>) {
  const t = await createTestApp({ env });
  try {
    const res = await t.app.inject({ method: 'GET', url: api(socialAuthPaths.providers) });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  } finally {
    await t.close();
  }
}

describe('GET users/auth/social/providers/', () => {
  it('reports both providers off when no credentials are set', async () => {
    const res = await providersOf({});
    expect(res.json()).toEqual({ facebook: { enabled: false }, twitter: { enabled: false } });
  });

  it('gives the Facebook app id and dialog, and Twitter on, without any secret', async () => {
    const res = await providersOf(credentials);
    expect(res.json()).toEqual({
      facebook: {
        enabled: true,
        app_id: '555000111',
        dialog_url: 'https://www.facebook.com/v19.0/dialog/oauth',
      },
      twitter: { enabled: true },
    });
    for (const secret of ['fb-secret-never-shown', 'tw-key-never-shown', 'tw-secret-never-shown']) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('points the dialog at FACEBOOK_DIALOG_URL, e.g. a local stand-in', async () => {
    const res = await providersOf({
      FACEBOOK_APP_ID: credentials.FACEBOOK_APP_ID,
      FACEBOOK_APP_SECRET: credentials.FACEBOOK_APP_SECRET,
      FACEBOOK_DIALOG_URL: 'http://127.0.0.1:4555/dialog/oauth/',
    });
    expect(res.json()).toEqual({
      facebook: {
        enabled: true,
        app_id: '555000111',
        dialog_url: 'http://127.0.0.1:4555/dialog/oauth',
      },
      twitter: { enabled: false },
    });
  });
});
