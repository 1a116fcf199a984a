import { API_BASE } from '@ai-map/contracts';
import { newAccount } from './ui';

/**
 * A call to the running server from the test itself (no browser involved), with a user's token
 * when given: the status and the JSON body (null when empty).
 */
export async function apiCall<T>(
  baseUrl: string,
  method: string,
  path: string,
  key?: string | null,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const response = await fetch(`${baseUrl}${API_BASE}/${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(key ? { Authorization: `Token ${key}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : null) as T };
}

/** `apiCall` for a call that must succeed: its body, or an error naming the call and answer. */
export async function apiOk<T>(
  baseUrl: string,
  method: string,
  path: string,
  key?: string | null,
  body?: unknown,
): Promise<T> {
  const { status, json } = await apiCall<T>(baseUrl, method, path, key, body);
  if (status < 200 || status >= 300) {
    throw new Error(`${method} ${path}: ${status} ${JSON.stringify(json)}`);
  }
  return json;
}

/** A new traveller signed up through the API (no browser, no e-mail step): their token. */
export async function registerByApi(baseUrl: string, fullName?: string): Promise<string> {
  const account = newAccount();
  const { key } = await apiOk<{ key: string }>(baseUrl, 'POST', 'users/registration/', null, {
    full_name: fullName ?? account.fullName,
    email: account.email,
    password1: account.password,
    password2: account.password,
    userAgreement: true,
  });
  return key;
}
