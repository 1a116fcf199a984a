import { socialAuthMessages } from '@ai-map/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACEBOOK_APP, startFakeFacebook } from '../apps/server/src/test-support/fake-facebook';
import { TWITTER_APP, startFakeTwitter } from '../apps/server/src/test-support/fake-twitter';
import { startE2E, type E2E } from './support/harness';
import { openAuthDialog, visible } from './support/ui';

/** The providers' answer waits behind the map's first requests on a busy two-core machine. */
const READY = { timeout: 30_000 };
/** A page load, a provider round trip and the map behind it. */
const FLOW_MS = 120_000;

const sidebarOf = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });

// Without provider credentials is the run's shared server (harness.ts); with them, a server of
// this file's own on a copy of the run's seed directory.
describe('social login on a server without provider credentials', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(() => e2e?.close());

  it(
    'shows no social buttons, only the e-mail form, when no provider is configured',
    async () => {
      const { context, page } = await e2e.newPage();
      const providersRead = page.waitForResponse(
        (r) => r.url().includes('social/providers'),
        READY,
      );
      await page.goto('/');
      const dialog = await openAuthDialog(page, 'Login');
      await providersRead;
      await visible(dialog.getByLabel('Email'));
      expect(await dialog.getByRole('button', { name: 'Facebook' }).count()).toBe(0);
      expect(await dialog.getByRole('button', { name: 'Twitter / X' }).count()).toBe(0);
      expect(await dialog.getByText(socialAuthMessages.facebookNotConfigured).count()).toBe(0);
      expect(await dialog.getByText('or with e-mail').count()).toBe(0);
      await context.close();
    },
    FLOW_MS,
  );
});

describe('social login against local Facebook and Twitter stand-ins', () => {
  let e2e: E2E;
  let facebook: Awaited<ReturnType<typeof startFakeFacebook>>;
  let twitter: Awaited<ReturnType<typeof startFakeTwitter>>;
  beforeAll(async () => {
    facebook = await startFakeFacebook();
    twitter = await startFakeTwitter({
      id_str: '7007',
      name: 'Grace Hopper',
      screen_name: 'grace_h',
      email: 'grace@tw.example',
    });
    e2e = await startE2E({
      env: {
        FACEBOOK_APP_ID: FACEBOOK_APP.id,
        FACEBOOK_APP_SECRET: FACEBOOK_APP.secret,
        FACEBOOK_GRAPH_URL: facebook.url,
        FACEBOOK_DIALOG_URL: `${facebook.url}/dialog/oauth`,
        TWITTER_CONSUMER_KEY: TWITTER_APP.key,
        TWITTER_CONSUMER_SECRET: TWITTER_APP.secret,
        TWITTER_API_URL: twitter.url,
      },
    });
  });
  afterAll(async () => {
    await e2e?.close();
    await facebook?.close();
    await twitter?.close();
  });

  it(
    'signs in with Facebook through the dialog and lands Home signed in',
    async () => {
      facebook.tokens.set('fb-token-katherine', {
        id: '2001',
        name: 'Katherine Johnson',
        email: 'katherine@fb.example',
      });
      facebook.dialogSignIn('fb-token-katherine');
      const { context, page } = await e2e.newPage();
      await page.goto('/');
      const dialog = await openAuthDialog(page, 'Login');
      const button = dialog.getByRole('button', { name: 'Facebook' });
      await expect.poll(() => button.isEnabled(), READY).toBe(true);
      await button.click();

      await visible(sidebarOf(page), 30_000);
      expect(await sidebarOf(page).textContent()).toContain('Katherine Johnson');
      expect(new URL(page.url()).pathname).toBe('/');
      // The token left the address bar (the map keeps its own view in the fragment).
      expect(page.url()).not.toContain('access_token');

      const dialogRequest = facebook.requests.find((r) => r.path === '/dialog/oauth')!;
      expect(dialogRequest.query.get('client_id')).toBe(FACEBOOK_APP.id);
      expect(dialogRequest.query.get('response_type')).toBe('token');
      expect(dialogRequest.query.get('redirect_uri')).toBe(`${e2e.baseUrl}/login/facebook`);
      // The server checked the token with the Graph API, not just trusted the browser.
      const graphCalls = facebook.requests.map((r) => r.path);
      expect(graphCalls).toContain('/debug_token');
      expect(graphCalls).toContain('/me');
      await context.close();
    },
    FLOW_MS,
  );

  it(
    'signs in with Twitter / X through the OAuth 1.0a callback',
    async () => {
      const { context, page } = await e2e.newPage();
      await page.goto('/');
      const dialog = await openAuthDialog(page, 'Login');
      const button = dialog.getByRole('button', { name: 'Twitter / X' });
      await expect.poll(() => button.isEnabled(), READY).toBe(true);
      await button.click();

      await visible(sidebarOf(page), 30_000);
      expect(await sidebarOf(page).textContent()).toContain('Grace Hopper');
      expect(new URL(page.url()).pathname).toBe('/');

      const legs = twitter.requests.map((r) => `${r.method} ${r.path}`);
      expect(legs).toEqual([
        'POST /oauth/request_token',
        'GET /oauth/authenticate',
        'POST /oauth/access_token',
        'GET /1.1/account/verify_credentials.json',
      ]);
      // Every signed request passed the stand-in's signature check.
      expect(twitter.rejected).toEqual([]);
      await context.close();
    },
    FLOW_MS,
  );

  it('explains a declined Facebook dialog and a forged answer, signing nobody in', async () => {
    facebook.dialogSignIn(null);
    const { context, page } = await e2e.newPage();
    await page.goto('/');
    const dialog = await openAuthDialog(page, 'Login');
    const button = dialog.getByRole('button', { name: 'Facebook' });
    await expect.poll(() => button.isEnabled(), READY).toBe(true);
    await button.click();
    const alert = await visible(page.getByRole('alert'));
    expect(await alert.textContent()).toBe('Facebook login was cancelled.');
    expect(new URL(page.url()).pathname).toBe('/login/facebook');

    // A link carrying a valid token but not this browser's state must not sign anyone in.
    // (From another document: a fragment change alone would not load the page again.)
    await page.goto('about:blank');
    await page.goto('/login/facebook#access_token=fb-token-katherine&state=forged');
    expect(await (await visible(page.getByRole('alert'))).textContent()).toBe(
      'Facebook login did not finish. Please try again.',
    );
    expect(page.url()).not.toContain('access_token');
    await page.getByRole('link', { name: 'Back to login' }).click();
    await visible(page.getByRole('heading', { name: 'Welcome back' }));
    // The sidebar is the signed-in shell.
    expect(await sidebarOf(page).count()).toBe(0);
    await context.close();
  });
});
