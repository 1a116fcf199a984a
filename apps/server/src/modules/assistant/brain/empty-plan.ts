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
