import type { PlanTrip } from './intents';

/** A plan with nothing asked yet but its length: a draft that waits for a destination. */
export const emptyPlan = (days: number | null): PlanTrip => ({
  type: 'plan_trip',
  destinations: [],
  days,
  when: null,
  interests: [],
  interestsFrom: 'none',
  activities: [],
  budget: null,
  pace: null,
  avoid: [],
  wishes: [],
  travellers: null,
  transport: null,
  family: false,
  askedDays: null,
  replace: false,
  keepOrder: false,
});

/**
 * What a traveller asked of a trip besides its places and length (interests, activities, budget,
 * pace, party, wishes, transport), from the request it was planned from; nothing when none.
 */
export const wishesOf = (plan: PlanTrip | undefined): Partial<PlanTrip> =>
  plan
    ? {
        when: plan.when,
        interests: plan.interests,
        interestsFrom: plan.interestsFrom,
        activities: plan.activities ?? [],
        budget: plan.budget,
        avoid: plan.avoid ?? [],
        wishes: plan.wishes ?? [],
        pace: plan.pace,
        travellers: plan.travellers,
        transport: plan.transport,
        family: plan.family ?? false,
      }
    : {};
