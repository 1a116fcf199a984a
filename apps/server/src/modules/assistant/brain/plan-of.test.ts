import { describe, expect, it } from 'vitest';
import type { PlanTrip } from './intents';
import { baseContext, romeTrip } from './test-catalogue';
import { understand } from './understand';

/**
 * A reshape of the chat's trip ("keep it slow and gentle") keeps what the traveller wanted
 * when the trip was planned: trav-001's rebuild dropped the rollercoasters, the food markets and
 * "no car" once the pending draft was gone.
 */
describe('planOf: a reshape keeps the wishes of the request the trip was planned from', () => {
  it('carries interests, party and "no car" into the rebuilt plan', async () => {
    const [first] = await understand(
      '4 days in rome, me + my wife + 2 kids, they love rollercoasters and we are food market people, no car',
      baseContext(),
    );
    expect(first?.type).toBe('plan_trip');
    const planned = first as PlanTrip;
    expect(planned.wishes?.map((w) => w.kind)).toContain('no_car');

    const reshape = 'keep it slow and gentle please, the little one still naps';
    const [kept] = await understand(reshape, baseContext({ trip: romeTrip, planned }));
    expect(kept?.type).toBe('plan_trip');
    const plan = kept as PlanTrip;
    expect(plan.wishes?.map((w) => w.kind)).toContain('no_car');
    expect(plan.interests.map((i) => i.category)).toEqual(planned.interests.map((i) => i.category));
    expect(plan.travellers).toBe(planned.travellers);

    // Without the planned request nothing of it is known.
    const [bare] = await understand(reshape, baseContext({ trip: romeTrip }));
    expect((bare as PlanTrip).wishes ?? []).not.toContainEqual(
      expect.objectContaining({ kind: 'no_car' }),
    );
  });
});

describe('planOf: an interest kept from the planned request', () => {
  it('goes when the reshape leaves it out ("no castle" after "castles", trav-088)', async () => {
    const [first] = await understand('rome 2 days, castles and something whisky', baseContext());
    const planned = first as PlanTrip;
    expect(planned.interests.map((i) => i.category)).toContain('castles');
    const [next] = await understand(
      'changed our mind, no castle, too pricey. remove it',
      baseContext({ trip: romeTrip, planned }),
    );
    expect(next?.type).toBe('plan_trip');
    expect((next as PlanTrip).interests.map((i) => i.category)).not.toContain('castles');
  });
});

describe('planOf: a reshape that swaps stops "for" others', () => {
  it('keeps what was left out (trav-004 got fish back with "swap anything hikey")', async () => {
    const [first] = await understand(
      'rome 4 days, we dont eat fish, museums please',
      baseContext(),
    );
    const planned = first as PlanTrip;
    expect(planned.avoid).toContain('seafood');
    const [next] = await understand(
      'my partner has a bad knee, swap anything hikey for something gentler pls',
      baseContext({ trip: romeTrip, planned }),
    );
    expect(next?.type).toBe('plan_trip');
    expect((next as PlanTrip).avoid).toContain('seafood');
  });
});
