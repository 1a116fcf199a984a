import { describe, expect, it } from 'vitest';
import { properNameWords } from './tokens';
import { plan, slugs } from './understand.fixtures';

const interestsOf = async (text: string) => slugs(await plan(text));

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
