import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test-support/test-app';

describe('app shell', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports health of each dependency, with the database driver in use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: { driver: t.database.driver, status: 'ok' },
      redis: { status: 'not_configured' },
    });
  });

  it('publishes the OpenAPI document generated from the contracts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toContain('/api/v1/ai_map/users/login/');
    expect(doc.paths['/api/v1/ai_map/users/registration/'].post.requestBody).toBeDefined();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/ai_map/nothing-here/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('answers malformed JSON with a 400 naming the problem', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ai_map/users/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'invalid',
      detail: 'Request body is not valid JSON.',
    });
  });

  it('refuses bodies over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ai_map/contacts/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });
});
