import { describe, expect, it } from 'vitest';
import { ratePlace } from './rating';

const none = { visitors: null, wikipedia: false, wikidata: false, heritage: false, details: 0 };

describe('ratePlace', () => {
  it('starts at 5 without signals', () => {
    expect(ratePlace(none)).toBe(5);
  });
  it('adds visitors on a log scale, capped at 3', () => {
    expect(ratePlace({ ...none, visitors: 1_000 })).toBe(5);
    expect(ratePlace({ ...none, visitors: 1_000_000 })).toBe(7.3);
    expect(ratePlace({ ...none, visitors: 10_000_000 })).toBe(8);
    expect(ratePlace({ ...none, visitors: 500_000_000 })).toBe(8);
  });
  it('never leaves 0–10', () => {
    expect(
      ratePlace({ visitors: 1e9, wikipedia: true, wikidata: true, heritage: true, details: 9 }),
    ).toBe(10);
  });
});
