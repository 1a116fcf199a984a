import { apiPaths, messages, serverMessages } from '@ai-map/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens } from '../../db/schema';
import {
  api,
  expectFieldErrors,
  registerUser,
  tokenHeader,
  uniqueEmail,
} from '../../test-support/api';
import { linkIn, useAuthApi, type TestSmtp } from './auth.fixtures';

describe('auth API', () => {
  const { smtp, t, post, profile, login } = useAuthApi();

  describe('tokens', () => {
    it.each([
      'Bearer 0123',
      'Token',
      'Token a b',
      `Token ${'a'.repeat(129)}`,
      `Token ${'0'.repeat(40)}`,
    ])('answers Authorization %j with 401 authentication_failed', async (authorization) => {
      const res = await t.app.inject({
        method: 'GET',
        url: api(apiPaths.profile),
        headers: { authorization },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        detail: serverMessages.invalidToken,
        code: 'authentication_failed',
      });
    });

    it('answers the profile without a token with 401 not_authenticated', async () => {
      const res = await profile();
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        detail: serverMessages.notAuthenticated,
        code: 'not_authenticated',
      });
    });

    it('logs out: the token stops working, other tokens keep working', async () => {
      const account = await registerUser(t.app);
      const other = (await login(account.email, account.password)).json<{ key: string }>().key;
      const res = await post(apiPaths.logout, undefined, tokenHeader(account.key));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ detail: serverMessages.loggedOut });
      expect((await profile(account.key)).statusCode).toBe(401);
      expect((await profile(other)).statusCode).toBe(200);
    });

    it('accepts an empty body declared as JSON (the body is optional)', async () => {
      const account = await registerUser(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: api(apiPaths.logout),
        headers: { ...tokenHeader(account.key), 'content-type': 'application/json' },
        payload: '',
      });
      expect(res.statusCode).toBe(200);
      expect((await profile(account.key)).statusCode).toBe(401);
    });

    it('logs out without a token too', async () => {
      const res = await post(apiPaths.logout, {});
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ detail: serverMessages.loggedOut });
    });

    it('stores only a hash of the token', async () => {
      const account = await registerUser(t.app);
      const id = (await profile(account.key)).json<{ id: number }>().id;
      const rows = await t.database.db.select().from(authTokens).where(eq(authTokens.userId, id));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.keyHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(rows)).not.toContain(account.key);
    });
  });

  describe('password reset', () => {
    it('answers known and unknown addresses alike and mails only the known one', async () => {
      const account = await registerUser(t.app);
      const stranger = uniqueEmail('stranger');
      const known = await post(apiPaths.passwordReset, { email: account.email.toUpperCase() });
      const unknown = await post(apiPaths.passwordReset, { email: stranger });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual({ detail: serverMessages.resetSent });
      expect(unknown.body).toBe(known.body);

      const mail = await waitForSubject(smtp, account.email, /reset your password/);
      expect(mail.body).toMatch(/http:\/\/app\.test\/confirm-password\?uid=/);
      expect(smtp.received.some((m) => m.to.includes(stranger))).toBe(false);
    });

    it('refuses an invalid e-mail address', async () => {
      const res = await post(apiPaths.passwordReset, { email: 'nope' });
      expect(res.statusCode).toBe(400);
      expectFieldErrors(res.json(), { email: [messages.invalidEmail] });
    });

    it('sets a new password from the mailed link, once, and signs out every session', async () => {
      const account = await registerUser(t.app);
      const second = (await login(account.email, account.password, true)).json<{ key: string }>()
        .key;
      expect((await post(apiPaths.passwordReset, { email: account.email })).statusCode).toBe(200);
      const resetMail = (await waitForSubject(smtp, account.email, /reset your password/)).body;
      const [, uid, token] = linkIn(
        resetMail,
        /http:\/\/app\.test\/confirm-password\?uid=([0-9a-z]+)&token=([0-9a-f]{40})/,
      );
      const newPassword = 'Another-Long-Secret-42';
      const confirm = (body: Record<string, string>) =>
        post(apiPaths.passwordResetConfirm, {
          uid,
          token,
          new_password1: newPassword,
          new_password2: newPassword,
          ...body,
        });

      const mismatch = await confirm({ new_password2: `${newPassword}x` });
      expect(mismatch.statusCode).toBe(400);
      expectFieldErrors(mismatch.json(), { new_password2: [messages.passwordsDoNotMatch] });

      const badToken = await confirm({ token: 'f'.repeat(40) });
      expect(badToken.statusCode).toBe(400);
      expectFieldErrors(badToken.json(), { token: [serverMessages.resetInvalidLink] });

      const otherUid = await confirm({ uid: (Number.parseInt(uid!, 36) + 1000).toString(36) });
      expect(otherUid.statusCode).toBe(400);
      expectFieldErrors(otherUid.json(), { token: [serverMessages.resetInvalidLink] });

      const weak = await confirm({ new_password1: 'short', new_password2: 'short' });
      expect(weak.statusCode).toBe(400);
      expectFieldErrors(weak.json(), { new_password1: [serverMessages.passwordTooShort] });
      const blank = ' '.repeat(10);
      const spaces = await confirm({ new_password1: blank, new_password2: blank });
      expect(spaces.statusCode).toBe(400);
      expectFieldErrors(spaces.json(), { new_password1: [messages.requiredFields] });
      // Refused attempts leave the old password and sessions alone.
      expect((await profile(second)).statusCode).toBe(200);

      const done = await confirm({});
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ detail: serverMessages.resetDone });

      expect((await login(account.email, account.password)).statusCode).toBe(400);
      expect((await login(account.email, newPassword)).statusCode).toBe(200);
      expect((await profile(account.key)).statusCode).toBe(401);
      expect((await profile(second)).statusCode).toBe(401);

      const reused = await confirm({
        new_password1: 'Third-Secret-Value-7',
        new_password2: 'Third-Secret-Value-7',
      });
      expect(reused.statusCode).toBe(400);
      expectFieldErrors(reused.json(), { token: [serverMessages.resetInvalidLink] });
      expect((await login(account.email, newPassword)).statusCode).toBe(200);
    });
    it('voids a reset link once the account changes its e-mail address', async () => {
      const account = await registerUser(t.app);
      expect((await post(apiPaths.passwordReset, { email: account.email })).statusCode).toBe(200);
      const mail = await waitForSubject(smtp, account.email, /reset your password/);
      const [, uid, token] = linkIn(
        mail.body,
        /confirm-password\?uid=([0-9a-z]+)&token=([0-9a-f]{40})/,
      );
      const moved = await t.app.inject({
        method: 'PATCH',
        url: api(apiPaths.profile),
        headers: tokenHeader(account.key),
        payload: { email: uniqueEmail('moved') },
      });
      expect(moved.statusCode).toBe(200);
      const res = await post(apiPaths.passwordResetConfirm, {
        uid,
        token,
        new_password1: 'Another-Long-Secret-42',
        new_password2: 'Another-Long-Secret-42',
      });
      expect(res.statusCode).toBe(400);
      expectFieldErrors(res.json(), { token: [serverMessages.resetInvalidLink] });
    });
  });
});

/** The first message to `to` whose subject matches. */
async function waitForSubject(smtp: TestSmtp, to: string, subject: RegExp) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mail = smtp.received.find((m) => m.to.includes(to) && subject.test(m.subject));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with subject ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
