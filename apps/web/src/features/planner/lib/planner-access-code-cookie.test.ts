import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/api/session-store';
import {
  forgetPlannerAccessCode,
  plannerAccessCodeUnavailable,
  plannerCallerReady,
  storePlannerAccessCode,
} from './planner-access-code-cookie';

/** Whether the promise has settled by the time queued callbacks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('plannerCallerReady', () => {
  beforeAll(() => vi.stubGlobal('document', { cookie: '' }));
  afterAll(() => vi.unstubAllGlobals());
  beforeEach(() => {
    useSessionStore.getState().forget();
    forgetPlannerAccessCode();
  });

  it("waits for a signed-out visitor's access code", async () => {
    const ready = plannerCallerReady();
    expect(await settled(ready)).toBe(false);
    storePlannerAccessCode('0123456789abcdef');
    expect(await settled(ready)).toBe(true);
    // Once stored, a later first message goes at once.
    expect(await settled(plannerCallerReady())).toBe(true);
  });

  it('is ready for someone signed in, who needs no code', async () => {
    const ready = plannerCallerReady();
    useSessionStore.getState().signIn('key', false);
    expect(await settled(ready)).toBe(true);
  });

  it('stops waiting when no code could be had, so the call can say why', async () => {
    const ready = plannerCallerReady();
    plannerAccessCodeUnavailable();
    expect(await settled(ready)).toBe(true);
  });
});
