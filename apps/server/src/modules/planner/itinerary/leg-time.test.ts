import { describe, expect, it } from 'vitest';
import { legMinutes, MODE_PROFILES, roundMinutes, routedLegMinutes } from './leg-time';

describe('roundMinutes', () => {
  it('rounds like a timetable', () => {
    expect(roundMinutes(0)).toBe(0);
    expect(roundMinutes(0.2)).toBe(1);
    expect(roundMinutes(7.4)).toBe(7);
    expect(roundMinutes(47)).toBe(45);
    expect(roundMinutes(48)).toBe(50);
    expect(roundMinutes(200)).toBe(195);
    expect(roundMinutes(203)).toBe(210);
  });
});

describe('legMinutes', () => {
  it('includes the fixed overheads of airports, stations and ports', () => {
    expect(legMinutes('airlines', 1)).toBeGreaterThanOrEqual(120);
    expect(legMinutes('railroads', 1)).toBeGreaterThanOrEqual(20);
    expect(legMinutes('ferries', 1)).toBeGreaterThanOrEqual(30);
    expect(MODE_PROFILES.airlines.overheadMin).toBe(120);
  });

  it('models walking at about 4.5 km/h on a 1.25 detour', () => {
    expect(legMinutes('walk', 1)).toBe(15);
    expect(legMinutes('walk', 0)).toBe(0);
  });

  it('grows with distance and makes the long modes pay off on long legs', () => {
    for (const mode of ['walk', 'car', 'bus', 'railroads', 'ferries', 'airlines'] as const) {
      expect(legMinutes(mode, 50)).toBeLessThanOrEqual(legMinutes(mode, 60));
    }
    expect(legMinutes('railroads', 500)).toBeLessThan(legMinutes('car', 500));
    // Paris to New York: 2 h at airports plus about 8 h in the air.
    expect(legMinutes('airlines', 5800)).toBe(600);
    expect(legMinutes('car', 2)).toBeLessThan(legMinutes('airlines', 2));
  });
});

describe('routedLegMinutes', () => {
  it('adds the overhead to the router time, and slows buses', () => {
    expect(routedLegMinutes('car', 600)).toBe(15);
    expect(routedLegMinutes('bus', 600)).toBe(25);
    expect(routedLegMinutes('walk', 300)).toBe(5);
  });
});
