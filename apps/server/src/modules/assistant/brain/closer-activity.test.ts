import { describe, expect, it } from 'vitest';
import type { PlanTrip } from './intents';
import { baseContext, romeTrip } from './test-catalogue';
import { understand } from './understand';
import { dayTripSentence } from './day-trip-reply';

/** "Something close, we're not doing 3h each way" after an activity with no place near (trav-180). */
describe('something closer, after a plan with an activity', () => {
  it('is a day out for the planned activity, as near as there is one', async () => {
    const [first] = await understand(
      'rome 3 days in january, we want hot springs or a spa',
      baseContext(),
    );
    const planned = first as PlanTrip;
    const [closer] = await understand(
      "something close, we're not doing 3h each way",
      baseContext({ trip: romeTrip, planned }),
    );
    expect(closer).toMatchObject({
      type: 'day_trip',
      addDays: 0,
      maxKm: 80,
      activity: { activity: 'hot springs and spas' },
    });
    // With no activity planned, the words are not read as one.
    const [bare] = await understand(
      "something close, we're not doing 3h each way",
      baseContext({ trip: romeTrip }),
    );
    expect(bare?.type).not.toBe('day_trip');
    // Hammams and cooking classes are done in town: "something closer" is not about them.
    const [inTown] = await understand(
      'rome 4 days, me and my mum, want hammam and a cooking class',
      baseContext(),
    );
    const [other] = await understand(
      'actually skip the desert, too long in a car. something closer',
      baseContext({ trip: romeTrip, planned: inTown as PlanTrip }),
    );
    expect((inTown as PlanTrip).activities?.length).toBe(2);
    expect(other?.type).not.toBe('day_trip');
  });
});

describe('the reply when the nearest place for the activity is farther than asked', () => {
  it('names it with its distance and leaves the trip unchanged', () => {
    const said = dayTripSentence({
      kind: 'day_trip',
      name: 'Bardejov',
      found: true,
      days: [3],
      before: null,
      stops: [],
      removed: [],
      km: 125,
      tooFar: true,
      activity: 'hot springs or spas',
    });
    expect(said).toContain('Bardejov, about 125 km from your stops');
    expect(said).toContain('the trip is unchanged');
  });
});
