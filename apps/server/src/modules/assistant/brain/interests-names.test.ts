import { describe, expect, it } from 'vitest';
import { IntentSchema, type IntentOf } from './intents';
import { baseContext } from './test-catalogue';
import { properNameWords } from './tokens';
import { understand } from './understand';

async function interestsOf(text: string) {
  const [intent] = await understand(text, baseContext());
  IntentSchema.parse(intent);
  expect(intent!.type).toBe('plan_trip');
  return (intent as IntentOf<'plan_trip'>).interests.map((i) => i.category);
}

describe('interests and the names of places', () => {
  it('finds the words that continue a proper name', () => {
    const words = properNameWords('must see the Victoria and Albert Museum, then Camden Market');
    expect([...words]).toEqual(['albert', 'museum', 'market']);
    expect(properNameWords('3 days in Paris with Museums').size).toBe(0);
  });

  it('does not read a kind of place inside a name as an interest', async () => {
    const named = await interestsOf('3 days in Paris: the Pompidou Museum and Bastille Market');
    expect(named).not.toContain('museums');
    expect(named).not.toContain('markets');
    expect(await interestsOf('3 days in Paris with museums and markets')).toEqual([
      'museums',
      'markets',
    ]);
  });

  it('reads "art museums" as museums, not as a separate wish for art', async () => {
    expect(await interestsOf('long weekend in Rome, we like art museums')).toEqual(['museums']);
  });
});
