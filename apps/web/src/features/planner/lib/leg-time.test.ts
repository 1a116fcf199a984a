import { describe, expect, it } from 'vitest';
import { formatLegTime } from './leg-time';

describe('formatLegTime', () => {
  it('writes minutes, hours, or both the way the planner shows legs', () => {
    expect(formatLegTime(0)).toBe('0 min');
    expect(formatLegTime(45)).toBe('45 min');
    expect(formatLegTime(60)).toBe('1 h');
    expect(formatLegTime(80)).toBe('1 h 20 min');
    expect(formatLegTime(125.6)).toBe('2 h 6 min');
  });

  it('says nothing for an unknown time', () => {
    expect(formatLegTime(null)).toBe('');
    expect(formatLegTime(undefined)).toBe('');
    expect(formatLegTime(-5)).toBe('');
    expect(formatLegTime(Number.NaN)).toBe('');
  });
});
