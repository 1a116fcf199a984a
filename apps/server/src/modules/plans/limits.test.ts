import {
  CurrentPlanSchema,
  apiPaths,
  limitMessages,
  planPaths,
  type CurrentPlan,
} from '@ai-map/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places, subscriptionPlans, users } from '../../db/schema';
import { api, registerUser, tokenHeader } from '../../test-support/api';
import { buyWithSandbox, dayPassSelection } from '../../test-support/checkout';
import { createTestApp } from '../../test-support/test-app';
import { contextOf } from '../../test-support/test-context';
import { addPeriods } from './plan-periods';
import { consumeFriendInvites, consumePlannerTrip, replacePlannerTrip } from './limits.service';

describe('plan limits', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp({ catalogue: true });
    // A small allowance keeps the catalogue of the test bundle enough to reach it.
    await t.database.db
      .update(subscriptionPlans)
      .set({ objectViewsLimit: 2 })
      .where(eq(subscriptionPlans.slug, 'free'));
    const rows = await t.database.db
      .select({ id: places.id, name: places.name })
      .from(places)
      .where(inArray(places.name, ['Eiffel Tower', 'Louvre', 'Lonely Rock', 'Valletta Market']));
    for (const row of rows) ids[row.name] = row.id;
  });
  afterAll(() => t?.close());

  const attraction = (name: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: api(`attractions/${ids[name]}/detail/`), headers });
  const current = async (headers: Record<string, string> = {}) =>
    CurrentPlanSchema.parse(
      (await t.app.inject({ method: 'GET', url: api(planPaths.currentPlan), headers })).json(),
    );
  const accessCode = async () =>
    (await t.app.inject({ method: 'GET', url: api(apiPaths.plannerAccessCode) })).json<{
      planner_access_code: string;
    }>().planner_access_code;
  const userIdOf = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!.id;

  describe('object views', () => {
    it('counts the distinct places a user opens and refuses past the allowance', async () => {
      const { key } = await registerUser(t.app);
      const auth = tokenHeader(key);
      const missing = await t.app.inject({
        method: 'GET',
        url: api('attractions/999999/detail/'),
        headers: auth,
      });
      expect(missing.statusCode).toBe(404);
      expect((await current(auth)).object_views_left).toBe(2);

      expect((await attraction('Eiffel Tower', auth)).statusCode).toBe(200);
      expect((await attraction('Eiffel Tower', auth)).statusCode).toBe(200);
      expect((await current(auth)).object_views_left).toBe(1);
      expect((await attraction('Louvre', auth)).statusCode).toBe(200);
      expect((await current(auth)).object_views_left).toBe(0);

      const refused = await attraction('Lonely Rock', auth);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        detail: limitMessages.objectViews,
        code: 'permission_denied',
      });
      const shop = await t.app.inject({
        method: 'GET',
        url: api(`shop/${ids['Valletta Market']}/detail/`),
        headers: auth,
      });
      expect(shop.statusCode).toBe(403);
      // A place already opened this period stays open.
      expect((await attraction('Louvre', auth)).statusCode).toBe(200);
      // Map tooltips are previews, not views.
      const tooltip = await t.app.inject({
        method: 'GET',
        url: api(`geo/attractions/${ids['Lonely Rock']}/`),
        headers: auth,
      });
      expect(tooltip.statusCode).toBe(200);
    });

    it('counts a visitor by planner access code and asks them to register', async () => {
      const code = await accessCode();
      const cookie = { cookie: `planner_access_code=${code}` };
      expect((await attraction('Eiffel Tower', cookie)).statusCode).toBe(200);
      const byQuery = await t.app.inject({
        method: 'GET',
        url: api(`attractions/${ids.Louvre}/detail/?planner_access_code=${code}`),
      });
      expect(byQuery.statusCode).toBe(200);
      expect((await current(cookie)).object_views_left).toBe(0);

      const refused = await attraction('Lonely Rock', cookie);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({
        detail: limitMessages.objectViewsAnonymous,
        code: 'not_authenticated',
      });
      // Without a code (or with one the server never issued) there is nobody to count.
      expect((await attraction('Lonely Rock')).statusCode).toBe(200);
      expect(
        (await attraction('Lonely Rock', { cookie: 'planner_access_code=forged' })).statusCode,
      ).toBe(200);
    });

    it('spends prepaid miles on views past the allowance', async () => {
      const { key } = await registerUser(t.app);
      const auth = tokenHeader(key);
      await attraction('Eiffel Tower', auth);
      await attraction('Louvre', auth);
      await buyWithSandbox(t.app, key, { only_miles: true, additional_miles: 1 });
      expect(await current(auth)).toMatchObject({
        title: 'Free',
        object_views_left: 1,
        miles_left: 1,
      });
      expect((await attraction('Lonely Rock', auth)).statusCode).toBe(200);
      expect(await current(auth)).toMatchObject({ object_views_left: 0, miles_left: 0 });
      // Opening it again costs no second mile.
      expect((await attraction('Lonely Rock', auth)).statusCode).toBe(200);
      expect((await current(auth)).miles_left).toBe(0);
    });

    it('does not limit the views of a plan without a view limit', async () => {
      const { key } = await registerUser(t.app);
      await buyWithSandbox(t.app, key, { plan_slug: 'month' });
      const auth = tokenHeader(key);
      for (const name of ['Eiffel Tower', 'Louvre', 'Lonely Rock']) {
        expect((await attraction(name, auth)).statusCode).toBe(200);
      }
      expect((await current(auth)).object_views_left).toBeNull();
    });
  });

  describe('planner trips', () => {
    it("counts a user's trips per month and refuses with the spec's message", async () => {
      const { key, email } = await registerUser(t.app);
      const subject = { kind: 'user' as const, userId: await userIdOf(email) };
      const ctx = contextOf(t);
      const now = new Date();
      for (const trip of [1, 2, 3]) await consumePlannerTrip(ctx, subject, trip, now);
      expect((await current(tokenHeader(key))).planner_trips_left).toBe(0);
      await expect(consumePlannerTrip(ctx, subject, 4, now)).rejects.toMatchObject({
        status: 403,
        detail: limitMessages.trips,
      });
      const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 2));
      await expect(consumePlannerTrip(ctx, subject, 5, nextMonth)).resolves.toBeUndefined();
    });

    it('asks a visitor to register when their trips are used up', async () => {
      const code = await accessCode();
      const subject = { kind: 'visitor' as const, accessCode: code };
      const ctx = contextOf(t);
      for (const trip of ['a', 'b', 'c']) await consumePlannerTrip(ctx, subject, trip);
      await expect(consumePlannerTrip(ctx, subject, 'd')).rejects.toMatchObject({
        status: 401,
        detail: limitMessages.tripsAnonymous,
      });
      const left: CurrentPlan = await current({ cookie: `planner_access_code=${code}` });
      expect(left.planner_trips_left).toBe(0);
    });

    it('lets a trip planned in place of a counted one take its place, and counts any other', async () => {
      const code = await accessCode();
      const subject = { kind: 'visitor' as const, accessCode: code };
      const ctx = contextOf(t);
      for (const trip of [11, 12, 13]) await consumePlannerTrip(ctx, subject, trip);
      // 14 replaces 13, then 15 replaces 14: still three trips used.
      await replacePlannerTrip(ctx, subject, { replaced: 13, by: 14 });
      await replacePlannerTrip(ctx, subject, { replaced: 14, by: 15 });
      const left: CurrentPlan = await current({ cookie: `planner_access_code=${code}` });
      expect(left.planner_trips_left).toBe(0);
      // A trip that was never counted hands nothing over: its replacement is a fourth trip.
      await expect(
        replacePlannerTrip(ctx, subject, { replaced: 99, by: 16 }),
      ).rejects.toMatchObject({ status: 401, detail: limitMessages.tripsAnonymous });
    });

    it('counts a Day Pass per day', async () => {
      const { key, email } = await registerUser(t.app);
      await buyWithSandbox(t.app, key, await dayPassSelection(t.app, 3));
      const subject = { kind: 'user' as const, userId: await userIdOf(email) };
      const ctx = contextOf(t);
      const now = new Date();
      for (const trip of [1, 2, 3, 4, 5]) await consumePlannerTrip(ctx, subject, trip, now);
      await expect(consumePlannerTrip(ctx, subject, 6, now)).rejects.toMatchObject({
        status: 403,
      });
      const tomorrow = addPeriods(now, 'day', 1);
      await expect(consumePlannerTrip(ctx, subject, 7, tomorrow)).resolves.toBeUndefined();
    });
  });

  it('limits the friends invited to one trip', async () => {
    const { email } = await registerUser(t.app);
    const userId = await userIdOf(email);
    const ctx = contextOf(t);
    await consumeFriendInvites(ctx, userId, 'trip-1', ['Friend@Example.com']);
    await consumeFriendInvites(ctx, userId, 'trip-1', ['friend@example.com']);
    await expect(
      consumeFriendInvites(ctx, userId, 'trip-1', ['second@example.com']),
    ).rejects.toMatchObject({ status: 403, detail: limitMessages.friends(1) });
    await expect(
      consumeFriendInvites(ctx, userId, 'trip-2', ['second@example.com']),
    ).resolves.toBeUndefined();
  });

  describe('contact details', () => {
    const contacts = (name: string, key: string) =>
      t.app.inject({
        method: 'GET',
        url: api(`attractions/get_contacts/${ids[name]}/`),
        headers: tokenHeader(key),
      });
    const confirmedUser = async () => {
      const user = await registerUser(t.app);
      await t.database.db
        .update(users)
        .set({ emailConfirmed: true })
        .where(eq(users.email, user.email));
      return user;
    };
    beforeAll(async () => {
      await t.database.db
        .update(places)
        .set({ phone: '+33 1 40 20 50 50', website: 'https://www.louvre.fr/' })
        .where(eq(places.id, ids.Louvre!));
    });

    it('keeps phones and websites locked on the free plan', async () => {
      const { key } = await confirmedUser();
      const locked = await contacts('Louvre', key);
      expect(locked.statusCode).toBe(403);
      expect(locked.json()).toEqual({
        detail: limitMessages.contactsLocked,
        code: 'permission_denied',
      });
      // Nothing to unlock: the answer is empty rather than refused.
      const none = await contacts('Eiffel Tower', key);
      expect(none.statusCode).toBe(200);
      expect(none.json()).toMatchObject({ phone: null, website: null });
    });

    it('reveals what the plan unlocks', async () => {
      const pass = await confirmedUser();
      await buyWithSandbox(t.app, pass.key, await dayPassSelection(t.app, 1));
      expect((await contacts('Louvre', pass.key)).json()).toEqual({
        attraction_id: ids.Louvre,
        phone: '+33 1 40 20 50 50',
        website: null,
      });

      const explorer = await confirmedUser();
      await buyWithSandbox(t.app, explorer.key, { plan_slug: 'month' });
      expect((await contacts('Louvre', explorer.key)).json()).toEqual({
        attraction_id: ids.Louvre,
        phone: '+33 1 40 20 50 50',
        website: 'https://www.louvre.fr/',
      });
    });
  });
});
