import { describe, expect, it } from 'vitest';
import {
  facebookDialogUrl,
  readFacebookRedirect,
  readTwitterCallback,
  socialRedirectMessages,
} from './social-redirects';

describe('facebookDialogUrl', () => {
  it('asks for a token returned to /login/facebook, with the state', () => {
    const url = new URL(
      facebookDialogUrl(
        { app_id: '42', dialog_url: 'https://www.facebook.com/v19.0/dialog/oauth' },
        'https://trips.example',
        'state-1',
      ),
    );
    expect(url.origin + url.pathname).toBe('https://www.facebook.com/v19.0/dialog/oauth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: '42',
      redirect_uri: 'https://trips.example/login/facebook',
      response_type: 'token',
      scope: 'email',
      state: 'state-1',
    });
  });
});

describe('readFacebookRedirect', () => {
  it('takes the token from the fragment when the state matches', () => {
    expect(
      readFacebookRedirect(
        { hash: '#access_token=EAAB%2Fx&expires_in=60&state=s1', search: '' },
        's1',
      ),
    ).toEqual({ ok: true, value: 'EAAB/x' });
  });

  it('refuses a token whose state this browser did not send', () => {
    const incomplete = { ok: false, message: socialRedirectMessages.facebookIncomplete };
    expect(readFacebookRedirect({ hash: '#access_token=t&state=other', search: '' }, 's1')).toEqual(
      incomplete,
    );
    expect(readFacebookRedirect({ hash: '#access_token=t&state=s1', search: '' }, null)).toEqual(
      incomplete,
    );
    expect(readFacebookRedirect({ hash: '', search: '' }, 's1')).toEqual(incomplete);
  });

  it('reports a declined dialog as cancelled', () => {
    expect(
      readFacebookRedirect(
        { hash: '', search: '?error=access_denied&error_reason=user_denied&state=s1' },
        's1',
      ),
    ).toEqual({ ok: false, message: socialRedirectMessages.facebookCancelled });
  });
});

describe('readTwitterCallback', () => {
  it('reads the token and verifier', () => {
    expect(readTwitterCallback('?oauth_token=rt-1&oauth_verifier=v-2')).toEqual({
      ok: true,
      value: { oauth_token: 'rt-1', oauth_verifier: 'v-2' },
    });
  });

  it('reports a refusal and a callback missing its verifier', () => {
    expect(readTwitterCallback('?denied=rt-1')).toEqual({
      ok: false,
      message: socialRedirectMessages.twitterCancelled,
    });
    expect(readTwitterCallback('?oauth_token=rt-1')).toEqual({
      ok: false,
      message: socialRedirectMessages.twitterIncomplete,
    });
  });
});
