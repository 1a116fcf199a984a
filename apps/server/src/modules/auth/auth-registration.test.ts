import { apiPaths, messages, serverMessages } from '@ai-map/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authTokens, users } from '../../db/schema';
import {
  STRONG_PASSWORD,
  expectFieldErrors,
  registerUser,
  registrationForm,
  uniqueEmail,
} from '../../test-support/api';
import { linkIn, useAuthApi } from './auth.fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('auth API', () => {
  const { smtp, t, post, profile, login } = useAuthApi();

  describe('registration', () => {
    it('signs up, mails a confirmation link and confirms the address once', async () => {
      const email = uniqueEmail('Grace.Hopper');
      const form = registrationForm({ full_name: 'Grace Hopper', email: email.toUpperCase() });
      const res = await post(apiPaths.registration, form);
      expect(res.statusCode).toBe(201);
      const { key } = res.json<{ key: string }>();
      expect(key).toMatch(/^[0-9a-f]{40}$/);

      const me = await profile(key);
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({
        name: 'Grace Hopper',
        email: email.toLowerCase(),
        username: email.split('@')[0]!.toLowerCase(),
        email_confirmed: false,
        photo: null,
      });

      const mail = await smtp.waitFor(email.toLowerCase());
      const [, confirmKey] = linkIn(
        mail.body,
        /http:\/\/app\.test\/\?confirm_email=([0-9a-f]{40})/,
      );
      expect(confirmKey).not.toBe(key);

      const mismatch = await post(apiPaths.accountConfirmEmail(confirmKey!), {
        key: 'f'.repeat(40),
      });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json()).toMatchObject({ code: 'invalid', key: [expect.any(String)] });
      expect((await profile(key)).json().email_confirmed).toBe(false);

      const confirm = await post(apiPaths.accountConfirmEmail(confirmKey!), { key: confirmKey });
      expect(confirm.statusCode).toBe(200);
      expect(confirm.json()).toEqual({ detail: serverMessages.emailConfirmed });
      expect((await profile(key)).json().email_confirmed).toBe(true);

      const again = await post(apiPaths.accountConfirmEmail(confirmKey!), { key: confirmKey });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ detail: serverMessages.confirmKeyInvalid, code: 'not_found' });
    });

    it('answers an unknown confirmation key with 404', async () => {
      const res = await post(apiPaths.accountConfirmEmail('0'.repeat(40)), { key: '0'.repeat(40) });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    });

    it('refuses an e-mail that is already registered, whatever its case', async () => {
      const { email } = await registerUser(t.app);
      const res = await post(
        apiPaths.registration,
        registrationForm({ email: `  ${email.toUpperCase()} ` }),
      );
      expect(res.statusCode).toBe(400);
      expectFieldErrors(res.json(), { email: [serverMessages.emailTaken] });
    });

    it('refuses mismatched passwords', async () => {
      const res = await post(
        apiPaths.registration,
        registrationForm({ password2: `${STRONG_PASSWORD}x` }),
      );
      expect(res.statusCode).toBe(400);
      expectFieldErrors(res.json(), { password2: [messages.passwordsDoNotMatch] });
    });

    it('names every missing field', async () => {
      const res = await post(apiPaths.registration, { userAgreement: true });
      expect(res.statusCode).toBe(400);
      expectFieldErrors(res.json(), {
        full_name: [serverMessages.fieldRequired],
        email: [serverMessages.fieldRequired],
        password1: [serverMessages.fieldRequired],
        password2: [serverMessages.fieldRequired],
      });
    });

    it('requires the agreement with the spec wording', async () => {
      for (const userAgreement of [false, undefined]) {
        const res = await post(apiPaths.registration, registrationForm({ userAgreement }));
        expect(res.statusCode).toBe(400);
        expectFieldErrors(res.json(), { userAgreement: [messages.agreementRequired] });
      }
    });

    it('refuses an invalid e-mail address', async () => {
      const res = await post(apiPaths.registration, registrationForm({ email: 'not an email' }));
      expect(res.statusCode).toBe(400);
      expectFieldErrors(res.json(), { email: [messages.invalidEmail] });
    });

    it.each([
      ['short', 'Ab1-xyz', [serverMessages.passwordTooShort]],
      ['numeric', '90817263544', [serverMessages.passwordNumeric]],
      ['common', 'Password123', [serverMessages.passwordCommon]],
      [
        'numeric and common',
        '12345678',
        [serverMessages.passwordNumeric, serverMessages.passwordCommon],
      ],
      ['ten spaces', ' '.repeat(10), [messages.requiredFields]],
      ['zero-width spaces', '\u200b'.repeat(10), [serverMessages.passwordInvisible]],
      ['invisible and spaces', ' \u2060 \u200b \ufeff ', [serverMessages.passwordInvisible]],
      ['spaces around', '  Correct-Horse-9  ', [serverMessages.passwordSurroundingSpace]],
    ])('refuses a weak password (%s) under password1', async (_label, password, expected) => {
      const email = uniqueEmail();
      const res = await post(
        apiPaths.registration,
        registrationForm({ email, password1: password, password2: password }),
      );
      expect(res.statusCode).toBe(400);
      expectFieldErrors(res.json(), { password1: expected });
      // Nothing was created: the address can still sign up.
      const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
      expect(row).toBeUndefined();
    });
  });

  describe('login', () => {
    let account: Awaited<ReturnType<typeof registerUser>>;
    beforeAll(async () => {
      account = await registerUser(t.app);
    });

    it('accepts the right password with the e-mail in another case and surrounding spaces', async () => {
      const res = await login(`  ${account.email.toUpperCase()}  `, account.password);
      expect(res.statusCode).toBe(200);
      const { key } = res.json<{ key: string }>();
      expect(key).toMatch(/^[0-9a-f]{40}$/);
      expect(key).not.toBe(account.key);
      expect((await profile(key)).json().email).toBe(account.email);
    });

    it('answers a wrong password and an unknown e-mail identically', async () => {
      const wrong = await login(account.email, `${account.password}!`);
      const unknown = await login(uniqueEmail('nobody'), account.password);
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(400);
        expectFieldErrors(res.json(), { non_field_errors: [serverMessages.invalidCredentials] });
      }
      expect(wrong.body).toBe(unknown.body);
    });

    it('refuses (rather than fails on) an account whose stored hash is unusable', async () => {
      const broken = await registerUser(t.app);
      await t.database.db
        .update(users)
        .set({ passwordHash: 'scrypt$not-a-number$8$1$c2FsdA==$aGFzaA==' })
        .where(eq(users.email, broken.email));
      const res = await login(broken.email, broken.password);
      expect(res.statusCode).toBe(400);
      expectFieldErrors(res.json(), { non_field_errors: [serverMessages.invalidCredentials] });
    });

    it('refuses a deactivated account, at login and by token', async () => {
      const inactive = await registerUser(t.app);
      await t.database.db
        .update(users)
        .set({ isActive: false })
        .where(eq(users.email, inactive.email));
      const res = await login(inactive.email, inactive.password);
      expect(res.statusCode).toBe(400);
      expectFieldErrors(res.json(), { non_field_errors: [serverMessages.invalidCredentials] });
      expect((await profile(inactive.key)).statusCode).toBe(401);
    });

    it('requires e-mail and password', async () => {
      const res = await post(apiPaths.login, { email: '  ', password: '' });
      expect(res.statusCode).toBe(400);
      expectFieldErrors(res.json(), {
        email: [messages.requiredFields],
        password: [messages.requiredFields],
      });
    });

    it('keeps a remembered token for a year and another for a week', async () => {
      const expiryOf = async (remember: boolean | undefined) => {
        const before = Date.now();
        const res = await login(account.email, account.password, remember);
        expect(res.statusCode).toBe(200);
        const key = res.json<{ key: string }>().key;
        expect((await profile(key)).statusCode).toBe(200);
        // The newest token of the user is the one just issued.
        const rows = await t.database.db
          .select()
          .from(authTokens)
          .where(eq(authTokens.userId, (await profile(key)).json().id));
        const newest = rows.reduce((a, b) => (a.id > b.id ? a : b));
        return newest.expiresAt.getTime() - before;
      };
      const remembered = await expiryOf(true);
      const session = await expiryOf(false);
      const byDefault = await expiryOf(undefined);
      expect(Math.abs(remembered - 365 * DAY_MS)).toBeLessThan(60_000);
      expect(Math.abs(session - 7 * DAY_MS)).toBeLessThan(60_000);
      expect(Math.abs(byDefault - 7 * DAY_MS)).toBeLessThan(60_000);
    });
  });
});
