import { apiPaths } from '@ai-map/contracts';
import { afterAll, beforeAll } from 'vitest';
import { api, tokenHeader } from '../../test-support/api';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { startTestSmtp } from '../../test-support/test-smtp';

/** The shared set-up of the auth API tests (auth-*.test.ts). */

export type TestSmtp = Awaited<ReturnType<typeof startTestSmtp>>;

export function linkIn(body: string, pattern: RegExp): RegExpExecArray {
  const match = pattern.exec(body);
  if (!match) throw new Error(`no link matching ${pattern} in:\n${body}`);
  return match;
}

/**
 * A test app that mails through a test SMTP server, both started before the tests of the
 * enclosing `describe` and filled into the returned objects then, and the calls they share.
 */
export function useAuthApi() {
  const smtp = {} as TestSmtp;
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(smtp, await startTestSmtp());
    Object.assign(t, await createTestApp({ env: { SMTP_URL: smtp.url } }));
  });
  afterAll(async () => {
    await t.close?.();
    await smtp.close?.();
  });

  const post = (path: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: api(path), payload: payload as object, headers });
  const profile = (key?: string) =>
    t.app.inject({
      method: 'GET',
      url: api(apiPaths.profile),
      headers: key ? tokenHeader(key) : {},
    });
  const login = (email: string, password: string, remember?: boolean) =>
    post(apiPaths.login, { email, password, ...(remember === undefined ? {} : { remember }) });

  return { smtp, t, post, profile, login };
}
