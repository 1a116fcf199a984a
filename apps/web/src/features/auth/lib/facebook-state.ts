const STATE_KEY = 'ai-map.facebook-login-state';

/**
 * A fresh `state` for the Facebook dialog, kept in this tab until the dialog returns.
 * getRandomValues rather than randomUUID: the latter is missing on plain-HTTP self-hosted setups.
 */
export function newFacebookState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const state = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  sessionStorage.setItem(STATE_KEY, state);
  return state;
}

/** The state this tab sent, forgotten as it is read: one dialog answer per request. */
export function takeFacebookState(): string | null {
  const state = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  return state;
}
