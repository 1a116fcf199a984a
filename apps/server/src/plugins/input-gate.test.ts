import { apiPaths } from '@ai-map/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registerUser, STRONG_PASSWORD, tokenHeader } from '../test-support/api';
import { createTestApp } from '../test-support/test-app';

// The reliability run's fuzz cases (issue 14, findings 3–5): each answered 500 before the gate.
describe('the input gate', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp({ catalogue: true });
    ({ key } = await registerUser(t.app));
  });
  afterAll(async () => t.close());

  const json = (payload: unknown) => ({
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json' },
  });
  const controlCharacters = ['This field must not contain control characters.'];

  it.each([
    [
      'a NUL in a JSON field',
      'email',
      api(apiPaths.login),
      { email: 'a\u0000b@x.org', password: 'x' },
    ],
    [
      'a bell in a JSON field',
      'email',
      api(apiPaths.login),
      { email: 'a\u0007b@x.org', password: 'x' },
    ],
    [
      'a NUL in a sign-up name',
      'full_name',
      api(apiPaths.registration),
      {
        full_name: 'Ada\u0000',
        email: 'ada@example.com',
        password1: STRONG_PASSWORD,
        password2: STRONG_PASSWORD,
        userAgreement: true,
      },
    ],
  ])('answers %s with 400 under the field', async (_case, field, url, payload) => {
    const res = await t.app.inject({ method: 'POST', url, ...json(payload) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid', [field]: controlCharacters });
  });

  it('answers a NUL in a key of the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: api(apiPaths.login),
      ...json({ 'e\u0000mail': 'a@x.org', password: 'x' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ 'e\u0000mail': controlCharacters });
  });

  it('keeps tabs and line breaks, which belong in free text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: api(apiPaths.login),
      ...json({ email: 'nobody@example.com', password: 'line one\nline\ttwo\r\n' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().non_field_errors).toBeDefined();
    expect(JSON.stringify(res.json())).not.toContain('control characters');
  });

  it.each([
    ['a path slug', api('countries/a%00b/'), 'slug'],
    ['a query filter', api('attractions/?search=a%00b'), 'search'],
    ['a query filter with an escape', api('attractions/?search=%1B%5B31m'), 'search'],
  ])('answers a control character in %s with 400', async (_case, url, field) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid', [field]: controlCharacters });
  });

  it.each([
    api('countries/2147483648/'),
    api('countries/2147483648/regions/'),
    api('attractions/2147483648/detail/'),
    api('users/subscription_plans/2147483648/timeframes_offers/'),
    api('planner/trips/99999999999999999999/'),
  ])('answers an id beyond the database range with 404: %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: tokenHeader(key) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('still finds the largest id that fits, and answers it like any unknown id', async () => {
    const res = await t.app.inject({ method: 'GET', url: api('countries/2147483647/') });
    expect(res.statusCode).toBe(404);
  });

  it.each([
    [api(apiPaths.registration), null],
    [api(apiPaths.passwordResetConfirm), null],
    [api(apiPaths.login), [{ email: 'a@x.org' }]],
    [api(apiPaths.login), 42],
    [api(apiPaths.login), 'a@x.org'],
  ])('answers %s with a body of %j with 400', async (url, payload) => {
    const res = await t.app.inject({ method: 'POST', url, ...json(payload) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'invalid',
      detail: 'The request body must be a JSON object.',
    });
  });

  const part = '--abc\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\r\n';
  it.each([
    ['no boundary', 'multipart/form-data', `${part}--abc--\r\n`],
    ['an empty boundary', 'multipart/form-data; boundary=', `${part}--abc--\r\n`],
    ['another boundary', 'multipart/form-data; boundary=zzz', `${part}--abc--\r\n`],
    ['a body cut short', 'multipart/form-data; boundary=abc', part],
  ])('answers a multipart body with %s with 400', async (_case, contentType, payload) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: api(apiPaths.profile),
      headers: { ...tokenHeader(key), 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Malformed multipart/form-data body.', code: 'invalid' });
  });

  it('answers a multipart body sent to a JSON route with 415', async () => {
    for (const url of [api(apiPaths.registration), api(apiPaths.passwordResetConfirm)]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'multipart/form-data; boundary=abc' },
        payload: `${part}--abc--\r\n`,
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        detail: 'Expected a JSON body (Content-Type: application/json).',
        code: 'unsupported_media_type',
      });
    }
  });

  it('answers a NUL in a multipart text field with 400 and changes nothing', async () => {
    const body =
      '--abc\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\u0000\r\n--abc--\r\n';
    const res = await t.app.inject({
      method: 'PATCH',
      url: api(apiPaths.profile),
      headers: { ...tokenHeader(key), 'content-type': 'multipart/form-data; boundary=abc' },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid' });
    const profile = await t.app.inject({
      method: 'GET',
      url: api(apiPaths.profile),
      headers: tokenHeader(key),
    });
    expect(profile.json().name).toBe('Ada Lovelace');
  });
});
