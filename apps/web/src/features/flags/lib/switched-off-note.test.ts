import { describe, expect, it } from 'vitest';
import { switchedOffNote } from './switched-off-note';

describe('switchedOffNote', () => {
  it('says what is missing in plain words, then what switches it on (issue 29)', () => {
    expect(switchedOffNote('foodAndDrinksTab')).toBe(
      'Restaurants, cafés and bars are not shown on the map yet; the Search page finds them. (Site admins: the feature flags, Ctrl+Shift+F, switch it on.)',
    );
    for (const flag of [
      'foodAndDrinksTab',
      'eventsTab',
      'generalReligion',
      'mapAdvancedFilters',
    ] as const) {
      expect(switchedOffNote(flag)).not.toMatch(/switched off by a feature flag|coming soon/i);
    }
  });
});
