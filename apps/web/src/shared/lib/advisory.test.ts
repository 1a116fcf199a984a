import { describe, expect, it } from 'vitest';
import {
  ADVISORY_LEVEL_COLORS,
  NO_ADVISORY_COLOR,
  advisoryColor,
  formatAdvisoryDate,
  shortAdvisoryLine,
} from './advisory';

describe('advisory wording', () => {
  it('writes the date from its digits, whatever the reader’s time zone', () => {
    expect(formatAdvisoryDate('2024-12-31')).toBe('31 Dec 2024');
    expect(formatAdvisoryDate('2025-01-01')).toBe('1 Jan 2025');
    expect(formatAdvisoryDate('2024-13-01')).toBe('2024-13-01');
  });

  it('keeps whose advice and when in the short line', () => {
    expect(
      shortAdvisoryLine({ source: 'U.S. State Department', level: 2, updated: '2024-12-31' }),
    ).toBe('U.S. State Dept.: Level 2 (31 Dec 2024)');
    expect(
      shortAdvisoryLine({ source: 'U.S. State Department', level: 4, updated: '2023-07-09' }),
    ).toBe('U.S. State Dept.: Level 4 (9 Jul 2023)');
  });

  it('colours the four levels apart and anything off the scale grey', () => {
    expect(new Set([1, 2, 3, 4].map(advisoryColor)).size).toBe(4);
    expect(advisoryColor(4)).toBe(ADVISORY_LEVEL_COLORS[4]);
    expect(advisoryColor(0)).toBe(NO_ADVISORY_COLOR);
    expect(advisoryColor(5)).toBe(NO_ADVISORY_COLOR);
  });
});
