import { describe, expect, it } from 'vitest';
import { tripTabLabel } from './trip-tab-label';

describe('tripTabLabel', () => {
  it('counts the places on days as the spec spells them', () => {
    expect(tripTabLabel({ places_count: 1, ideas: [] })).toBe('Trip (1 Place)');
    expect(tripTabLabel({ places_count: 4, ideas: [] })).toBe('Trip (4 Places)');
    expect(tripTabLabel(undefined)).toBe('Trip');
  });

  it('counts imported ideas too, so a trip of ideas is not "Trip (0 Places)" (issue 29)', () => {
    expect(tripTabLabel({ places_count: 0, ideas: [1, 2, 3] })).toBe('Trip (0 Places · 3 ideas)');
    expect(tripTabLabel({ places_count: 2, ideas: [1] })).toBe('Trip (2 Places · 1 idea)');
  });
});
