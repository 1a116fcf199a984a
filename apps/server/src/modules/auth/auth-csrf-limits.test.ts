import { CSRF_COOKIE, CSRF_HEADER, apiPaths, serverMessages } from '@ai-map/contracts';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { api, registerUser } from '../../test-support/api';
import { createTestApp } from '../../test-support/test-app';
import { useAuthApi } from './auth.fixtures';
import type { TestApp } from '../../test-support/test-app';

describe('auth API', () => {
  const { t } = useAuthApi();

  describe('CSRF', () => {
    const cookie = 'a'.repeat(32);

    it.each([
      ['no header', {}],
      ['a mismatching header', { [CSRF_HEADER]: 'b'.repeat(32) }],
    ])('refuses an unsafe call with the cookie and %s', async (_label, headers) => {
      const res = await t.app.inject({
        method: 'POST',
        url: api(apiPaths.logout),
        cookies: { [CSRF_COOKIE]: cookie },
        headers,
        payload: {},
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: serverMessages.csrfFailed, code: 'permission_denied' });
    });

    it('lets an unsafe call with the matching header through', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: api(apiPaths.logout),
        cookies: { [CSRF_COOKIE]: cookie },
        headers: { [CSRF_HEADER]: cookie },
        payload: {},
      });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === CSRF_COOKIE)).toBeUndefined();
    });

    it('does not check safe methods', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: api(apiPaths.profile),
        cookies: { [CSRF_COOKIE]: cookie },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('not_authenticated');
    });

    it.each([
      ['GET', apiPaths.profile, 401],
      ['POST', apiPaths.logout, 200],
      ['GET', 'no-such-endpoint/', 404],
    ] as const)(
      'sets a csrftoken cookie on %s %s without one (%i)',
      async (method, path, status) => {
        const res = await t.app.inject({ method, url: api(path) });
        expect(res.statusCode).toBe(status);
        const set = res.cookies.find((c) => c.name === CSRF_COOKIE);
        expect(set?.value).toMatch(/^[0-9a-f]{32}$/);
        expect(set?.path).toBe('/');
        expect(set?.maxAge).toBe(31_536_000);
      },
    );
  });

  describe('mail outbox', () => {
    it('keeps a reset mail in mail_outbox when no SMTP server is configured', async () => {
      const local = await createTestApp();
      try {
        const account = await registerUser(local.app);
        const res = await local.app.inject({
          method: 'POST',
          url: api(apiPaths.passwordReset),
          payload: { email: account.email },
        });
        expect(res.statusCode).toBe(200);
        const rows = await local.database.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.to, account.email));
        // The confirmation mail of the sign-up and the reset mail.
        expect(rows).toHaveLength(2);
        const reset = rows.find((r) => /reset/i.test(r.subject));
        expect(reset?.text).toMatch(
          /http:\/\/app\.test\/confirm-password\?uid=[0-9a-z]+&token=[0-9a-f]{40}/,
        );
        const confirmation = rows.find((r) => r !== reset);
        expect(confirmation?.text).toMatch(/http:\/\/app\.test\/\?confirm_email=[0-9a-f]{40}/);
      } finally {
        await local.close();
      }
    });
  });
});

/** Waits until /healthz says the app's Redis connections are up (5 s at most). */
async function waitForSharedRedis(t: TestApp) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const health = (await t.app.inject({ method: 'GET', url: '/healthz' })).json<{
      redis: { status: string };
    }>();
    if (health.redis.status === 'ok') return;
    if (Date.now() > deadline) throw new Error(`Redis not ready: ${health.redis.status}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('auth rate limiting', () => {
  const attempt = (t: TestApp) =>
    t.app.inject({
      method: 'POST',
      url: api(apiPaths.login),
      payload: { email: 'someone@example.com', password: 'wrong-password' },
    });

  async function expectThrottledOnFourth(t: TestApp) {
    for (let i = 0; i < 3; i += 1) expect((await attempt(t)).statusCode).toBe(400);
    const res = await attempt(t);
    expect(res.statusCode).toBe(429);
    const body = res.json<{ detail: string; code: string }>();
    expect(body.code).toBe('throttled');
    expect(body.detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds?\.$/);
  }

  it('throttles the fourth login of a minute from one client (in memory)', async () => {
    const t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      await expectThrottledOnFourth(t);
      // Another client still gets through; a forged X-Forwarded-For is not a new client
      // unless TRUST_PROXY says a proxy sets it.
      const forged = await t.app.inject({
        method: 'POST',
        url: api(apiPaths.login),
        headers: { 'x-forwarded-for': '203.0.113.9' },
        payload: { email: 'someone@example.com', password: 'wrong-password' },
      });
      expect(forged.statusCode).toBe(429);
      const other = await t.app.inject({
        method: 'POST',
        url: api(apiPaths.login),
        remoteAddress: '203.0.113.9',
        payload: { email: 'someone@example.com', password: 'wrong-password' },
      });
      expect(other.statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });

  it('keeps the counters in Redis when REDIS_URL is set', async () => {
    const redisUrl = 'redis://127.0.0.1:6379';
    const redis = new Redis(redisUrl, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
    });
    await redis.connect(); // fails the test when Redis is not reachable
    const t = await createTestApp({
      env: { AUTH_RATE_LIMIT_PER_MINUTE: '3', REDIS_URL: redisUrl },
    });
    const prefix = t.rateLimitNamespace;
    try {
      // Until the app's own connection is ready its counters stay in memory (by design, see
      // lib/rate-limit-store.ts); on a loaded machine the first login can come before that.
      await waitForSharedRedis(t);
      await expectThrottledOnFourth(t);
      const keys = await redis.keys(`${prefix}*`);
      expect(keys).toHaveLength(1);
      expect(keys[0]).toContain('/users/login/');
      expect(Number(await redis.get(keys[0]!))).toBe(4);

      // Clearing the counter in Redis lets the client in again: the state lives there.
      await redis.del(...keys);
      expect((await attempt(t)).statusCode).toBe(400);
      expect(Number(await redis.get(keys[0]!))).toBe(1);
    } finally {
      await t.close();
      const left = await redis.keys(`${prefix}*`);
      if (left.length) await redis.del(...left);
      redis.disconnect();
    }
  });
});
