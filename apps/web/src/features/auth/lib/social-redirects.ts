import type { TwitterCallbackQuery } from '@ai-map/contracts';

/** Where each provider sends the browser back (the Twitter one is the server's default callback). */
export const FACEBOOK_CALLBACK_PATH = '/login/facebook';
export const TWITTER_CALLBACK_PATH = '/login/twitter';

export const socialRedirectMessages = {
  facebookCancelled: 'Facebook login was cancelled.',
  facebookIncomplete: 'Facebook login did not finish. Please try again.',
  twitterCancelled: 'Twitter login was cancelled.',
  twitterIncomplete: 'Twitter login did not finish. Please try again.',
} as const;

export type RedirectResult<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * The login dialog's address (response_type=token: the token comes back in the URL fragment,
 * which never reaches a server). `state` ties the answer to this browser's request, so a link
 * carrying someone else's token cannot sign a visitor in to that account.
 */
export function facebookDialogUrl(
  provider: { app_id: string; dialog_url: string },
  origin: string,
  state: string,
): string {
  const query = new URLSearchParams({
    client_id: provider.app_id,
    redirect_uri: `${origin}${FACEBOOK_CALLBACK_PATH}`,
    response_type: 'token',
    scope: 'email',
    state,
  });
  return `${provider.dialog_url}?${query}`;
}

/**
 * The dialog's answer: `#access_token=…&state=…` on success, `?error=…&state=…` when the
 * person declined. Anything without the state this browser sent is refused.
 */
export function readFacebookRedirect(
  location: { hash: string; search: string },
  expectedState: string | null,
): RedirectResult<string> {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  const query = new URLSearchParams(location.search);
  if (query.get('error')) return { ok: false, message: socialRedirectMessages.facebookCancelled };
  const token = fragment.get('access_token');
  const state = fragment.get('state');
  if (!token || !expectedState || state !== expectedState) {
    return { ok: false, message: socialRedirectMessages.facebookIncomplete };
  }
  return { ok: true, value: token };
}

/**
 * Twitter's callback (spec 000 §4): `?oauth_token=…&oauth_verifier=…` once approved,
 * `?denied=…` when the person refused.
 */
export function readTwitterCallback(search: string): RedirectResult<TwitterCallbackQuery> {
  const query = new URLSearchParams(search);
  if (query.has('denied')) return { ok: false, message: socialRedirectMessages.twitterCancelled };
  const oauthToken = query.get('oauth_token');
  const verifier = query.get('oauth_verifier');
  if (!oauthToken || !verifier) {
    return { ok: false, message: socialRedirectMessages.twitterIncomplete };
  }
  return { ok: true, value: { oauth_token: oauthToken, oauth_verifier: verifier } };
}
