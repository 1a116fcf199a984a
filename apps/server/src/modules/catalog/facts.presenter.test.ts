import { describe, expect, it } from 'vitest';
import { presentAdvisory } from './facts.presenter';

const mexico = {
  source: 'U.S. State Department' as const,
  level: 4,
  title: 'Do not travel',
  updated: '2024-09-06',
  url: 'https://travel.state.gov/content/travel/en/traveladvisories/traveladvisories/mexico-travel-advisory.html',
};

describe('presentAdvisory', () => {
  it('says whose advice, which level and when', () => {
    expect(
      presentAdvisory({ ...mexico, level: 2, title: 'Exercise increased caution' })?.text,
    ).toBe('U.S. State Department: Level 2 — Exercise increased caution (updated 6 Sep 2024)');
  });

  it('says that levels vary by state, the highest and where it applies, never "no advisory"', () => {
    const view = presentAdvisory({
      ...mexico,
      varies_by: 'state',
      highest_in: ['Colima', 'Guerrero', 'Zacatecas'],
    });
    expect(view?.text).toBe(
      'U.S. State Department: levels vary by state, up to Level 4 — Do not travel in Colima, Guerrero and Zacatecas (updated 6 Sep 2024)',
    );
    expect(view?.url).toBe(mexico.url);
  });
});
