import {
  socialAuthMessages,
  type SocialProviders,
  type TokenResponse,
  type TwitterCallbackQuery,
  type TwitterTokens,
  type TwitterUrl,
} from '@ai-map/contracts';
import type { AppContext } from '../../app-context';
import { fieldError, HttpError } from '../../lib/http-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import * as authRepo from '../auth/auth.repository';
import { issueToken, pickUsername } from '../auth/auth.service';
import { facebookProfile } from './facebook';
import * as repo from './social-accounts.repository';
import type { SocialProfile } from './social-profile';
import { twitterAccessToken, twitterProfile, twitterRequestToken } from './twitter';

/** Request tokens live as long as Twitter's own (the approval page). */
const REQUEST_TOKEN_MS = 15 * 60 * 1000;
/**
 * The stored hash of accounts made by social login: no password matches it (it is not a hash
 * at all) until the user sets one through password reset.
 */
const NO_PASSWORD = '!';

/**
 * The account for a social identity: the one linked to it, else the one with its (verified)
 * e-mail, which gets linked, else a new one. New accounts without a shared e-mail get an
 * address under `.invalid` (RFC 2606: never delivered) that the user can change in the profile.
 */
async function accountFor(ctx: AppContext, profile: SocialProfile) {
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const linked = await repo.userOfSocialAccount(tx, profile.provider, profile.uid);
    if (linked) return linked;
    let user = profile.email ? await authRepo.findUserByEmail(tx, profile.email) : undefined;
    if (!user) {
      user = await authRepo.insertUser(tx, {
        email: profile.email ?? `${profile.provider}-${profile.uid}@users.invalid`,
        passwordHash: NO_PASSWORD,
        username: await pickUsername(txCtx, profile.handle),
        name: profile.name,
      });
      if (profile.email) await authRepo.markEmailConfirmed(tx, user.id);
    }
    await repo.linkSocialAccount(tx, {
      provider: profile.provider,
      uid: profile.uid,
      userId: user.id,
    });
    return user;
  });
}

/** Signs the person in, as registration does: a token kept for a year. */
async function signIn(ctx: AppContext, profile: SocialProfile): Promise<TokenResponse> {
  let user: authRepo.UserRow;
  try {
    user = await accountFor(ctx, profile);
  } catch (error) {
    // The same first sign-in twice at once: the other request linked or created the account.
    if (!isUniqueViolation(error)) throw error;
    user = await accountFor(ctx, profile);
  }
  if (!user.isActive) throw fieldError({ non_field_errors: [socialAuthMessages.accountDisabled] });
  await authRepo.touchLastLogin(ctx.db, user.id);
  return { key: await issueToken(ctx, user.id, true) };
}

function facebookConfig(ctx: AppContext) {
  if (!ctx.config.facebook) {
    throw new HttpError(503, 'service_unavailable', socialAuthMessages.facebookNotConfigured);
  }
  return ctx.config.facebook;
}

function twitterConfig(ctx: AppContext) {
  if (!ctx.config.twitter) {
    throw new HttpError(503, 'service_unavailable', socialAuthMessages.twitterNotConfigured);
  }
  return ctx.config.twitter;
}

/** Which sign-ins this server can finish, for the login buttons; never a secret. */
export function socialProviders(ctx: AppContext): SocialProviders {
  const { facebook, twitter } = ctx.config;
  return {
    facebook: facebook
      ? { enabled: true, app_id: facebook.appId, dialog_url: facebook.dialogUrl }
      : { enabled: false },
    twitter: { enabled: twitter !== null },
  };
}

export async function facebookLogin(ctx: AppContext, accessToken: string): Promise<TokenResponse> {
  return signIn(ctx, await facebookProfile(facebookConfig(ctx), accessToken));
}

/** Starts a Twitter sign-in: the request token's secret stays here until the callback. */
export async function twitterLoginUrl(ctx: AppContext, now = new Date()): Promise<TwitterUrl> {
  const request = await twitterRequestToken(twitterConfig(ctx));
  await repo.saveRequestToken(
    ctx.db,
    {
      token: request.token,
      secret: request.secret,
      expiresAt: new Date(now.getTime() + REQUEST_TOKEN_MS),
    },
    now,
  );
  return { login_url: request.loginUrl, oauth_token: request.token };
}

/** The callback's token and verifier, exchanged for the person's access token. */
export async function twitterTokens(
  ctx: AppContext,
  callback: TwitterCallbackQuery,
  now = new Date(),
): Promise<TwitterTokens> {
  const config = twitterConfig(ctx);
  const request = await repo.takeRequestToken(ctx.db, callback.oauth_token, now);
  if (!request) throw fieldError({ oauth_token: [socialAuthMessages.twitterRequestExpired] });
  const access = await twitterAccessToken(
    config,
    { key: request.token, secret: request.secret },
    callback.oauth_verifier,
  );
  return { access_token: access.key, token_secret: access.secret };
}

export async function twitterLogin(ctx: AppContext, tokens: TwitterTokens): Promise<TokenResponse> {
  const profile = await twitterProfile(twitterConfig(ctx), {
    key: tokens.access_token,
    secret: tokens.token_secret,
  });
  return signIn(ctx, profile);
}
