import { describe, expect, it } from 'vitest';
import { pluralOf } from './answer-steps';

describe('the kind of place a search reply names', () => {
  it('is plural where the word has a plural, as "Here are … near your trip" needs', () => {
    // trav-128 got "Here are park near your trip: Rapa Nui National Park".
    expect(pluralOf('park')).toBe('parks');
    expect(pluralOf('national park')).toBe('national parks');
    expect(pluralOf('gallery')).toBe('galleries');
    expect(pluralOf('beach')).toBe('beaches');
    expect(pluralOf('wine bar')).toBe('wine bars');
    expect(pluralOf('museums')).toBe('museums');
    expect(pluralOf('street food')).toBe('street food');
    expect(pluralOf('nightlife')).toBe('nightlife');
  });
});
