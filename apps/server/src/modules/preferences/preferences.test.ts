import { PreferencesSchema, preferencesPath } from '@ai-map/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, expectFieldErrors, registerUser, tokenHeader } from '../../test-support/api';
import { createTestApp } from '../../test-support/test-app';

describe('preferences API', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const get = (key: string | null) =>
    t.app.inject({
      method: 'GET',
      url: api(preferencesPath),
      headers: key ? tokenHeader(key) : {},
    });
  const patch = (key: string | null, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: api(preferencesPath),
      headers: key ? tokenHeader(key) : {},
      payload,
    });

  it('requires a signed-in user, before looking at the body', async () => {
    expect((await get(null)).statusCode).toBe(401);
    const res = await patch(null, { attractions: 'not a list' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('not_authenticated');
  });

  it('starts empty', async () => {
    const { key } = await registerUser(t.app);
    const res = await get(key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ attractions: [], shopping: [] });
  });

  it('keeps each list in the order chosen, with names from the filter trees', async () => {
    const { key } = await registerUser(t.app);
    const first = await patch(key, { attractions: ['museums', 'sights', 'museums'] });
    expect(first.statusCode).toBe(200);
    const saved = PreferencesSchema.parse(first.json());
    expect(saved.attractions.map((a) => a.id)).toEqual(['museums', 'sights']);
    expect(saved.attractions.every((a) => a.name.length > 0)).toBe(true);
    expect(saved.shopping).toEqual([]);

    // A list left out stays; a list sent replaces the stored one.
    const second = PreferencesSchema.parse((await patch(key, { shopping: ['markets'] })).json());
    expect(second.attractions).toEqual(saved.attractions);
    expect(second.shopping.map((s) => s.id)).toEqual(['markets']);
    const third = PreferencesSchema.parse((await patch(key, { attractions: ['sights'] })).json());
    expect(third.attractions.map((a) => a.id)).toEqual(['sights']);
    expect(third.shopping.map((s) => s.id)).toEqual(['markets']);
    expect((await get(key)).json()).toEqual(third);

    const cleared = PreferencesSchema.parse((await patch(key, { shopping: [] })).json());
    expect(cleared.shopping).toEqual([]);

    // Preferences are per user.
    const other = await registerUser(t.app);
    expect((await get(other.key)).json()).toEqual({ attractions: [], shopping: [] });
  });

  it('refuses ids that are not categories of that tree and changes nothing', async () => {
    const { key } = await registerUser(t.app);
    await patch(key, { attractions: ['sights'] });
    const res = await patch(key, { attractions: ['museums', 'nope'], shopping: ['sights'] });
    expect(res.statusCode).toBe(400);
    expectFieldErrors(res.json(), {
      attractions: ['Not attraction categories: nope.'],
      shopping: ['Not shopping categories: sights.'],
    });
    expect(PreferencesSchema.parse((await get(key)).json()).attractions.map((a) => a.id)).toEqual([
      'sights',
    ]);
  });

  it('needs one of the two lists and nothing else', async () => {
    const { key } = await registerUser(t.app);
    const empty = await patch(key, {});
    expect(empty.statusCode).toBe(400);
    expectFieldErrors(empty.json(), { non_field_errors: ['Send attractions or shopping.'] });
    const unknown = await patch(key, { food: ['cafe'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty('food');
    const wrongType = await patch(key, { attractions: [1] });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().fields).toHaveProperty('attractions');
  });
});
