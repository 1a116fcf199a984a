import { describe, expect, it } from 'vitest';
import { editDates, editRange } from './range-value';

describe('editRange', () => {
  it('sets one end within the bounds', () => {
    expect(editRange([0, 10], [0, 10], 0, 4.5)).toEqual([4.5, 10]);
    expect(editRange([0, 10], [0, 10], 1, 12)).toEqual([0, 10]);
    expect(editRange([0, 10], [0, 10], 0, -3)).toEqual([0, 10]);
  });

  it('pushes the other end along when the edited one passes it', () => {
    expect(editRange([2, 6], [0, 10], 0, 8)).toEqual([8, 8]);
    expect(editRange([2, 6], [0, 10], 1, 1)).toEqual([1, 1]);
  });

  it('ignores an emptied input', () => {
    expect(editRange([2, 6], [0, 10], 0, Number.NaN)).toEqual([2, 6]);
  });
});

describe('editDates', () => {
  it('sets and clears one date', () => {
    expect(editDates({ start: null, end: null }, 'start', '2026-05-01')).toEqual({
      start: '2026-05-01',
      end: null,
    });
    expect(editDates({ start: '2026-05-01', end: '2026-05-09' }, 'end', '')).toEqual({
      start: '2026-05-01',
      end: null,
    });
  });

  it('moves the other date along so that the start never follows the end', () => {
    expect(editDates({ start: '2026-05-01', end: '2026-05-09' }, 'start', '2026-06-01')).toEqual({
      start: '2026-06-01',
      end: '2026-06-01',
    });
    expect(editDates({ start: '2026-05-01', end: '2026-05-09' }, 'end', '2026-04-01')).toEqual({
      start: '2026-04-01',
      end: '2026-04-01',
    });
  });
});
