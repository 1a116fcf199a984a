import { apiPaths, planPaths, plannerPaths, withQuery } from '@ai-map/contracts';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api-error';
import { apiRequest, apiUrl } from './client';
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
    const call = apiRequest(apiPaths.profile);
    await arrived();
    answer401();
    await refused(call);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('keeps a session begun while a call sent signed out was on its way', async () => {
    const call = apiRequest(planPaths.currentPlan);
    await arrived();
    useSessionStore.getState().signIn('fresh', false);
    answer401();
    await refused(call);
    expect(useSessionStore.getState().token).toBe('fresh');
  });

  it('keeps a token that replaced the refused one', async () => {
    useSessionStore.getState().signIn('old', false);
    const call = apiRequest(apiPaths.profile);
    await arrived();
    useSessionStore.getState().signIn('new', false);
    answer401();
    await refused(call);
    expect(useSessionStore.getState().token).toBe('new');
  });
});

describe('the paths the client takes (ApiPath)', () => {
  it("takes a path of the contracts' tables only: a path spelled here does not type-check", () => {
    // Checked by `npm run typecheck` (issue 30 item 3): each directive fails it when the line
    // under it type-checks. The paths are the same strings at run time.
    expect(apiUrl(apiPaths.profile)).toBe('/api/v1/ai_map/users/profile/');
    expect(apiUrl(withQuery(plannerPaths.trip(3), 'x=1'))).toBe(
      '/api/v1/ai_map/planner/trips/3/?x=1',
    );
    // @ts-expect-error -- a literal path
    expect(apiUrl('users/profile/')).toBe('/api/v1/ai_map/users/profile/');
    const id = 3;
    // @ts-expect-error -- a template
    expect(apiUrl(`planner/trips/${id}/`)).toBe('/api/v1/ai_map/planner/trips/3/');
    // @ts-expect-error -- a concatenation
    expect(apiUrl('planner/trips/' + id + '/')).toBe('/api/v1/ai_map/planner/trips/3/');
    const held: string = plannerPaths.trips;
    // @ts-expect-error -- a path held as a plain string
    expect(apiUrl(held)).toBe('/api/v1/ai_map/planner/trips/');
  });
});
