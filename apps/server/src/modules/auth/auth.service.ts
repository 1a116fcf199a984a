import type { Login, PasswordResetConfirm, Registration } from '@ai-map/contracts';
import { serverMessages } from '@ai-map/contracts';
import type { AppContext } from '../../app-context';
import { fieldError, HttpError } from '../../lib/http-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import { confirmEmailMail, passwordResetMail } from '../mail/templates';
import * as repo from './auth.repository';
import type { UserRow } from './auth.repository';
import { dummyHashPromise, hashPassword, verifyPassword } from './password-hash';
import { passwordProblems } from './password-rules';
import { generateKey, hashKey } from './secret-key';

const DAY_MS = 24 * 60 * 60 * 1000;
/** "Remember me" and registration keep a token for a year, like the client's cookie. */
const REMEMBERED_TOKEN_MS = 365 * DAY_MS;
const SESSION_TOKEN_MS = 7 * DAY_MS;
const RESET_KEY_MS = 60 * 60 * 1000;
const CONFIRM_KEY_MS = 3 * DAY_MS;

/** A new token key for the user (social login signs in with it too). */
export async function issueToken(
  ctx: AppContext,
  userId: number,
  remember: boolean,
): Promise<string> {
  const key = generateKey();
  await repo.insertToken(
    ctx.db,
    userId,
    hashKey(key),
    new Date(Date.now() + (remember ? REMEMBERED_TOKEN_MS : SESSION_TOKEN_MS)),
  );
  return key;
}

/** A unique, readable username from an e-mail's local part (or a social handle or name). */
export async function pickUsername(ctx: AppContext, email: string): Promise<string> {
  const base =
    (email.split('@')[0] ?? '')
      .toLowerCase()
      .replace(/[^a-z0-9_.]/g, '')
      .slice(0, 24) || 'traveller';
  if (!(await repo.usernameExists(ctx.db, base))) return base;
  for (;;) {
    const candidate = `${base}${Math.floor(1000 + Math.random() * 9000)}`;
    if (!(await repo.usernameExists(ctx.db, candidate))) return candidate;
  }
}

/** Mails a link that confirms the user's current address. */
export async function sendEmailConfirmation(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'email' | 'name'>,
) {
  const key = generateKey();
  await repo.insertUserKey(ctx.db, {
    userId: user.id,
    purpose: 'confirm_email',
    keyHash: hashKey(key),
    email: user.email,
    expiresAt: new Date(Date.now() + CONFIRM_KEY_MS),
  });
  const link = `${ctx.config.publicUrl}/?confirm_email=${key}`;
  await ctx.mailer.send(confirmEmailMail(user.email, user.name || user.email, link));
}

export async function register(ctx: AppContext, form: Registration): Promise<{ key: string }> {
  const problems = passwordProblems(form.password1, form.email);
  if (problems.length) throw fieldError({ password1: problems });
  if (await repo.findUserByEmail(ctx.db, form.email))
    throw fieldError({ email: [serverMessages.emailTaken] });

  const passwordHash = await hashPassword(form.password1);
  const username = await pickUsername(ctx, form.email);
  let created: { user: UserRow; key: string };
  try {
    created = await ctx.db.transaction(async (tx) => {
      const txCtx = { ...ctx, db: tx };
      const user = await repo.insertUser(tx, {
        email: form.email,
        passwordHash,
        username,
        name: form.full_name,
      });
      await repo.touchLastLogin(tx, user.id);
      return { user, key: await issueToken(txCtx, user.id, true) };
    });
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw fieldError({ email: [serverMessages.emailTaken] });
    throw error;
  }
  try {
    await sendEmailConfirmation(ctx, created.user);
  } catch (error) {
    // The account exists either way; the user can ask for a new link from the profile.
    ctx.log.error({ err: error }, 'could not send the confirmation e-mail');
  }
  return { key: created.key };
}

export async function login(ctx: AppContext, form: Login): Promise<{ key: string }> {
  const user = await repo.findUserByEmail(ctx.db, form.email.trim());
  // Verify against a dummy hash for unknown addresses: equal timing for both failures.
  const ok = await verifyPassword(form.password, user?.passwordHash ?? (await dummyHashPromise));
  if (!user || !ok || !user.isActive) {
    throw fieldError({ non_field_errors: [serverMessages.invalidCredentials] });
  }
  await repo.touchLastLogin(ctx.db, user.id);
  return { key: await issueToken(ctx, user.id, form.remember) };
}

export async function logout(ctx: AppContext, tokenKey: string | null): Promise<void> {
  if (tokenKey) await repo.deleteToken(ctx.db, hashKey(tokenKey));
}

/** The user a `Token` key belongs to, or null when it is unknown or expired. */
export async function userForToken(ctx: AppContext, tokenKey: string): Promise<UserRow | null> {
  return (await repo.findUserByTokenHash(ctx.db, hashKey(tokenKey))) ?? null;
}

/**
 * Mails a reset link when the address has an account. The answer is the same either way, so the
 * endpoint cannot be used to find out who has an account.
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const user = await repo.findUserByEmail(ctx.db, email);
  if (!user || !user.isActive) return;
  const key = generateKey();
  await repo.insertUserKey(ctx.db, {
    userId: user.id,
    purpose: 'password_reset',
    keyHash: hashKey(key),
    email: user.email,
    expiresAt: new Date(Date.now() + RESET_KEY_MS),
  });
  const link = `${ctx.config.publicUrl}/confirm-password?uid=${user.id.toString(36)}&token=${key}`;
  try {
    await ctx.mailer.send(passwordResetMail(user.email, link));
  } catch (error) {
    ctx.log.error({ err: error }, 'could not send the password reset e-mail');
    throw new HttpError(
      503,
      'service_unavailable',
      'We could not send the e-mail. Please try again later.',
    );
  }
}

/** Sets the new password from a mailed link, spends the link and signs out every session. */
export async function confirmPasswordReset(
  ctx: AppContext,
  form: PasswordResetConfirm,
): Promise<void> {
  const invalidLink = fieldError({ token: [serverMessages.resetInvalidLink] });
  const userId = Number.parseInt(form.uid, 36);
  const key = await repo.findLiveUserKey(ctx.db, hashKey(form.token), 'password_reset');
  if (!key || key.userId !== userId) throw invalidLink;
  const user = await repo.findUserById(ctx.db, userId);
  if (!user || user.email !== key.email) throw invalidLink;

  const problems = passwordProblems(form.new_password1, user.email);
  if (problems.length) throw fieldError({ new_password1: problems });
  const passwordHash = await hashPassword(form.new_password1);
  await ctx.db.transaction(async (tx) => {
    await repo.updatePasswordHash(tx, user.id, passwordHash);
    await repo.spendUserKeys(tx, user.id, 'password_reset');
    await repo.deleteTokensOfUser(tx, user.id);
  });
}

/** Marks the address confirmed when the key is live and still names the user's address. */
export async function confirmEmail(ctx: AppContext, keyValue: string): Promise<void> {
  const key = await repo.findLiveUserKey(ctx.db, hashKey(keyValue), 'confirm_email');
  const user = key ? await repo.findUserById(ctx.db, key.userId) : undefined;
  if (!key || !user || user.email !== key.email) {
    throw new HttpError(404, 'not_found', serverMessages.confirmKeyInvalid);
  }
  await ctx.db.transaction(async (tx) => {
    await repo.markEmailConfirmed(tx, user.id);
    await repo.spendUserKeys(tx, user.id, 'confirm_email');
  });
}
