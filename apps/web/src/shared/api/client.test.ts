import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api-error';
import { apiRequest } from './client';
import { useSessionStore } from './session-store';

/**
 * apiRequest against a real HTTP server that answers 401 when the test lets it, so a sign-in can
 * happen while a call is on its way (the browser's relative URLs are sent to it).
 */
describe('a 401 and the session', () => {
  let server: Server;
  let held: ServerResponse[] = [];
  const answer401 = () => {
    for (const res of held.splice(0)) {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ detail: 'Invalid token.', code: 'authentication_failed' }));
    }
  };
  const arrived = async () => {
    while (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  };

  beforeAll(async () => {
    server = createServer((_req, res) => held.push(res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => realFetch(`${base}${url}`, init));
    // The session's cookie, as the browser keeps it.
    vi.stubGlobal('document', { cookie: '' });
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    held = [];
    useSessionStore.getState().forget();
  });

  const refused = async (call: Promise<unknown>) => {
    const error = await call.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(401);
  };

  it('signs out when the token the call carried is refused', async () => {
    useSessionStore.getState().signIn('stale', false);
    const call = apiRequest('users/profile/');
    await arrived();
    answer401();
    await refused(call);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('keeps a session begun while a call sent signed out was on its way', async () => {
    const call = apiRequest('users/subscription_plans/current/');
    await arrived();
    useSessionStore.getState().signIn('fresh', false);
    answer401();
    await refused(call);
    expect(useSessionStore.getState().token).toBe('fresh');
  });

  it('keeps a token that replaced the refused one', async () => {
    useSessionStore.getState().signIn('old', false);
    const call = apiRequest('users/profile/');
    await arrived();
    useSessionStore.getState().signIn('new', false);
    answer401();
    await refused(call);
    expect(useSessionStore.getState().token).toBe('new');
  });
});
