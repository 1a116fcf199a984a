import { API_BASE, apiPaths, type Chat, chatPaths } from '@ai-map/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** The full URL of an API path from `apiPaths`. */
export const api = (path: string) => `${API_BASE}/${path}`;

/** A new visitor (a planner access code) and their new chat, made as the web app makes them. */
export async function visitorChat(app: FastifyInstance): Promise<{ code: string; chat: Chat }> {
  const code = (await app.inject({ method: 'GET', url: api(apiPaths.plannerAccessCode) })).json<{
    planner_access_code: string;
  }>().planner_access_code;
  const created = await app.inject({
    method: 'POST',
    url: `${api(chatPaths.chats)}?planner_access_code=${code}`,
  });
  if (created.statusCode !== 201) {
    throw new Error(`chat not created: ${created.statusCode} ${created.body}`);
  }
  return { code, chat: created.json<Chat>() };
}

export const tokenHeader = (key: string) => ({ authorization: `Token ${key}` });

export const STRONG_PASSWORD = 'Correct-Horse-Battery-9';

let counter = 0;
/** An address no other test of the file uses. */
export function uniqueEmail(prefix = 'traveller'): string {
  counter += 1;
  return `${prefix}${counter}.${Date.now().toString(36)}@example.com`;
}

export function registrationForm(overrides: Record<string, unknown> = {}) {
  return {
    full_name: 'Ada Lovelace',
    email: uniqueEmail(),
    password1: STRONG_PASSWORD,
    password2: STRONG_PASSWORD,
    userAgreement: true,
    ...overrides,
  };
}

/** Signs a new user up through the API; returns the form used and the token key. */
export async function registerUser(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const form = registrationForm(overrides);
  const res = await app.inject({ method: 'POST', url: api(apiPaths.registration), payload: form });
  expect(res.statusCode, res.body).toBe(201);
  const { key } = res.json<{ key: string }>();
  return { form, key, email: String(form.email).toLowerCase(), password: String(form.password1) };
}

/**
 * Checks the one error shape of a rejected payload: `code: "invalid"`, the field arrays under
 * `fields` and repeated at the top level, and `detail` = the first message.
 */
export function expectFieldErrors(body: Record<string, unknown>, fields: Record<string, string[]>) {
  expect(body.code).toBe('invalid');
  expect(body.fields).toEqual(fields);
  for (const [field, list] of Object.entries(fields)) expect(body[field]).toEqual(list);
  const first = Object.values(body.fields as Record<string, string[]>)[0]![0];
  expect(body.detail).toBe(first);
}
