import { apiPaths, serverMessages } from '@ai-map/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannerAccessCodes } from '../../db/schema';
import { api, expectFieldErrors, registerUser, tokenHeader } from '../../test-support/api';
import { createTestApp } from '../../test-support/test-app';

describe('planner access code API', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const url = api(apiPaths.plannerAccessCode);
  const fetchCode = async () => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.json<{ planner_access_code: string }>().planner_access_code;
  };
  const claim = (payload: object, key?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: key ? tokenHeader(key) : {} });
  const rowOf = async (code: string) =>
    (
      await t.database.db.select().from(plannerAccessCodes).where(eq(plannerAccessCodes.code, code))
    )[0];

  it('hands out a fresh 40-hex code on every call and stores it unclaimed', async () => {
    const first = await fetchCode();
    const second = await fetchCode();
    expect(first).toMatch(/^[0-9a-f]{40}$/);
    expect(second).toMatch(/^[0-9a-f]{40}$/);
    expect(second).not.toBe(first);
    expect(await rowOf(first)).toMatchObject({ userId: null, claimedAt: null });
  });

  it('refuses to claim without a token', async () => {
    const code = await fetchCode();
    const res = await claim({ planner_access_code: code });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('not_authenticated');
    expect((await rowOf(code))?.userId).toBeNull();
  });

  it('answers an unknown code with 404', async () => {
    const { key } = await registerUser(t.app);
    const res = await claim({ planner_access_code: 'f'.repeat(40) }, key);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: serverMessages.accessCodeUnknown, code: 'not_found' });
  });

  it('links a code to its first claimer only', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const ownerId = (
      await t.app.inject({
        method: 'GET',
        url: api(apiPaths.profile),
        headers: tokenHeader(owner.key),
      })
    ).json<{ id: number }>().id;
    const code = await fetchCode();

    const first = await claim({ planner_access_code: code }, owner.key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ detail: serverMessages.accessCodeLinked });
    const claimed = await rowOf(code);
    expect(claimed?.userId).toBe(ownerId);
    expect(claimed?.claimedAt).toBeInstanceOf(Date);

    const again = await claim({ planner_access_code: ` ${code} ` }, owner.key);
    expect(again.statusCode).toBe(200);

    const stolen = await claim({ planner_access_code: code }, other.key);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().code).toBe('permission_denied');
    expect((await rowOf(code))?.userId).toBe(ownerId);
  });

  it('requires the code field', async () => {
    const { key } = await registerUser(t.app);
    const res = await claim({}, key);
    expect(res.statusCode).toBe(400);
    expectFieldErrors(res.json(), { planner_access_code: [serverMessages.fieldRequired] });
  });
});
