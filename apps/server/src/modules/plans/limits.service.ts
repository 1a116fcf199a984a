import { limitMessages } from '@ai-map/contracts';
import type { AppContext } from '../../app-context';
import { forbidden, HttpError } from '../../lib/http-error';
import { planStateOf } from './plan-state';
import * as usage from './usage.repository';
import type { LimitSubject } from './usage.repository';

/**
 * The plan limits (spec 000 §6 "Plan tiers gate planner trips, object views, friends, unlocked
 * phones and unlocked websites"). Every check runs in a transaction that locks the subject, so
 * the last unit of an allowance is handed out once. Callers inside their own transaction pass
 * `{...ctx, db: tx}`: the check then joins it (as a savepoint) and rolls back with it.
 */

/** Over a limit: visitors are asked to register (401), users to upgrade (403), as in §8. */
function overLimit(subject: LimitSubject, userMessage: string, visitorMessage: string) {
  return subject.kind === 'user'
    ? forbidden(userMessage)
    : new HttpError(401, 'not_authenticated', visitorMessage);
}

/**
 * Counts a place opened on its detail page. Opening the same place again in the same period is
 * free; past the plan's allowance a user's prepaid mile pays for the view. Visitors without a
 * planner access code cannot be told apart, so nothing is counted for them.
 */
export async function recordObjectView(
  ctx: AppContext,
  subject: LimitSubject | null,
  placeId: number,
  now = new Date(),
): Promise<void> {
  if (!subject) return;
  await ctx.db.transaction(async (tx) => {
    await usage.lockSubject(tx, subject);
    const { plan, window } = await planStateOf(tx, subject, now);
    const objectKey = String(placeId);
    if (await usage.hasUsage(tx, subject, 'object_view', objectKey, window.start)) return;
    const limit = plan.objectViewsLimit;
    const used = await usage.countUsage(tx, subject, 'object_view', window.start, true);
    if (limit === null || used < limit) {
      await usage.insertUsage(tx, subject, [{ kind: 'object_view', objectKey }], now);
      return;
    }
    if (subject.kind === 'user' && (await usage.milesLeft(tx, subject.userId)) > 0) {
      await usage.insertUsage(
        tx,
        subject,
        [{ kind: 'object_view', objectKey, paidWithMile: true }],
        now,
      );
      return;
    }
    throw overLimit(subject, limitMessages.objectViews, limitMessages.objectViewsAnonymous);
  });
}

/**
 * Counts a new trip (a new chat creates one) against the period's planner_trips_limit, or
 * refuses with the spec's chat-limit messages. For the planner and chat modules: call it in the
 * transaction that creates the trip, with the trip's id.
 */
export async function consumePlannerTrip(
  ctx: AppContext,
  subject: LimitSubject,
  tripId: string | number,
  now = new Date(),
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await usage.lockSubject(tx, subject);
    const { plan, window } = await planStateOf(tx, subject, now);
    const used = await usage.countUsage(tx, subject, 'planner_trip', window.start);
    if (used >= plan.plannerTripsLimit) {
      throw overLimit(subject, limitMessages.trips, limitMessages.tripsAnonymous);
    }
    await usage.insertUsage(
      tx,
      subject,
      [{ kind: 'planner_trip', objectKey: String(tripId) }],
      now,
    );
  });
}

/**
 * A trip planned in place of another (the assistant planning its chat's trip anew) takes over
 * the old trip's place in this period's allowance rather than using another. A replaced trip
 * not counted this period (planned in an earlier one) leaves the new trip to be counted, and
 * refused, like any other.
 */
export async function replacePlannerTrip(
  ctx: AppContext,
  subject: LimitSubject,
  trips: { replaced: string | number; by: string | number },
  now = new Date(),
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await usage.lockSubject(tx, subject);
    const { window } = await planStateOf(tx, subject, now);
    const keys = { from: String(trips.replaced), to: String(trips.by) };
    const handedOver = await usage.rekeyUsage(tx, subject, 'planner_trip', keys, window.start);
    if (!handedOver) await consumePlannerTrip({ ...ctx, db: tx }, subject, trips.by, now);
  });
}

/**
 * Refuses a new chat when the caller has no trip left this period (a chat exists to plan one):
 * the spec's chat-limit messages, 401 for visitors and 403 for users (§8). Nothing is counted
 * here; the trip planned in the chat is, by {@link consumePlannerTrip}.
 */
export async function assertPlannerTripLeft(
  ctx: AppContext,
  subject: LimitSubject,
  now = new Date(),
): Promise<void> {
  const { plan, window } = await planStateOf(ctx.db, subject, now);
  const used = await usage.countUsage(ctx.db, subject, 'planner_trip', window.start);
  if (used >= plan.plannerTripsLimit) {
    throw overLimit(subject, limitMessages.trips, limitMessages.tripsAnonymous);
  }
}

/**
 * Records friends invited to one trip, refusing when the trip would have more invitees than the
 * user's plan allows (`friends` counts per trip; inviting someone again is free). For the trip
 * invitation call (`travel-chat/chats/{id}/invite/`): call it before sending the invitations.
 */
export async function consumeFriendInvites(
  ctx: AppContext,
  userId: number,
  tripId: string | number,
  emails: readonly string[],
  now = new Date(),
): Promise<void> {
  const subject: LimitSubject = { kind: 'user', userId };
  const scopeKey = String(tripId);
  await ctx.db.transaction(async (tx) => {
    await usage.lockSubject(tx, subject);
    const { plan } = await planStateOf(tx, subject, now);
    const invited = await usage.objectKeysInScope(tx, subject, 'friend_invite', scopeKey);
    const added = [...new Set(emails.map((e) => e.trim().toLowerCase()))].filter(
      (email) => !invited.has(email),
    );
    if (invited.size + added.length > plan.friends)
      throw forbidden(limitMessages.friends(plan.friends));
    await usage.insertUsage(
      tx,
      subject,
      added.map((objectKey) => ({ kind: 'friend_invite' as const, objectKey, scopeKey })),
      now,
    );
  });
}

/**
 * The phone and website of a place as far as the user's plan unlocks them (a locked one reads
 * null). Refused when the place has contact details and the plan unlocks none of them: the
 * client then offers "Unlock with Premium".
 */
export async function revealContacts(
  ctx: AppContext,
  userId: number,
  contacts: { phone: string | null; website: string | null },
  now = new Date(),
): Promise<{ phone: string | null; website: string | null }> {
  const { plan } = await planStateOf(ctx.db, { kind: 'user', userId }, now);
  const shown = {
    phone: plan.unlockedPhones ? contacts.phone : null,
    website: plan.unlockedWebsites ? contacts.website : null,
  };
  const hasAny = contacts.phone !== null || contacts.website !== null;
  if (hasAny && shown.phone === null && shown.website === null) {
    throw forbidden(limitMessages.contactsLocked);
  }
  return shown;
}
