import { describe, expect, it } from 'vitest';
import { balanceRatio, splitDays, splitDaysByArea, type DaySplitInput } from './split-days';

function loadsOf(input: DaySplitInput, days: number[][]): number[] {
  return days.map((day) => {
    if (day.length === 0) return 0;
    const first = day[0]!;
    const last = day.at(-1)!;
    let load = first === 0 ? (input.arrival ?? 0) : input.travel[first - 1]!;
    for (let i = first; i <= last; i++) load += input.visit[i]! + (i < last ? input.travel[i]! : 0);
    return load + (last === input.visit.length - 1 ? (input.departure ?? 0) : 0);
  });
}

/** Every way to cut m stops into d non-empty contiguous days. */
function allCuts(m: number, d: number, from = 0): number[][][] {
  if (d === 1) return [[Array.from({ length: m - from }, (_, i) => from + i)]];
  const cuts: number[][][] = [];
  for (let end = from; end <= m - d; end++) {
    const day = Array.from({ length: end - from + 1 }, (_, i) => from + i);
    for (const rest of allCuts(m, d - 1, end + 1)) cuts.push([day, ...rest]);
  }
  return cuts;
}

describe('splitDays', () => {
  it('keeps every stop once, in order, in contiguous days', () => {
    const input = { visit: [60, 90, 30, 120, 45, 60, 90], travel: [10, 20, 15, 60, 5, 10] };
    const days = splitDays(input, 3);
    expect(days.flat()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(days.every((day) => day.length > 0)).toBe(true);
  });

  it('finds the cut with the smallest longest day (checked against every cut)', () => {
    let seed = 3;
    const next = () => (seed = (seed * 16807) % 2147483647) % 180;
    for (let round = 0; round < 20; round++) {
      const m = 9;
      const input = {
        visit: Array.from({ length: m }, () => 20 + next()),
        travel: Array.from({ length: m - 1 }, () => next() / 3),
        arrival: next() / 2,
        departure: next() / 2,
      };
      const best = Math.min(...allCuts(m, 4).map((cut) => Math.max(...loadsOf(input, cut))));
      expect(Math.max(...loadsOf(input, splitDays(input, 4)))).toBeCloseTo(best, 9);
    }
  });

  it('evens out the other days too', () => {
    // Stop 0 is a long day on its own; the rest should share the remaining days evenly.
    const input = { visit: [600, 100, 100, 100, 100, 100, 100], travel: [0, 0, 0, 0, 0, 0] };
    expect(loadsOf(input, splitDays(input, 4))).toEqual([600, 200, 200, 200]);
  });

  it('counts the travel that brings a day to its first stop on that day', () => {
    // A 5-hour train between stops 1 and 2 weighs on day 2.
    const input = { visit: [120, 120, 120, 120], travel: [10, 300, 10] };
    const days = splitDays(input, 2);
    expect(days).toEqual([
      [0, 1],
      [2, 3],
    ]);
    expect(loadsOf(input, days)).toEqual([250, 550]);
  });

  it('spreads fewer stops than days over the trip', () => {
    expect(splitDays({ visit: [60, 60], travel: [5] }, 5).map((d) => d.length)).toEqual([
      1, 0, 1, 0, 0,
    ]);
    expect(splitDays({ visit: [60, 60, 60], travel: [5, 5] }, 3)).toEqual([[0], [1], [2]]);
    expect(splitDays({ visit: [], travel: [] }, 2)).toEqual([[], []]);
  });
});

describe('splitDaysByArea', () => {
  // 12 equal stops, 4 in each of three areas (a traveller's Seville, Córdoba and Granada).
  const input: DaySplitInput = { visit: Array(12).fill(60), travel: Array(11).fill(10) };
  const area = [0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2];

  it('gives each area the days the traveller gave it, whatever the balance', () => {
    const days = splitDaysByArea(input, area, [1, 2, 3])!;
    expect(days.map((d) => d.map((i) => area[i]))).toEqual([
      [0, 0, 0, 0],
      [1, 1],
      [1, 1],
      [2],
      [2],
      [2, 2],
    ]);
    // The route split as one balances instead: 2 stops a day, areas across days.
    expect(splitDays(input, 6).map((d) => d.length)).toEqual([2, 2, 2, 2, 2, 2]);
  });

  it('keeps an area without stops as free days, and refuses areas out of order', () => {
    expect(
      splitDaysByArea(input, [0, 0, 0, 0, 2, 2, 2, 2, 2, 2, 2, 2], [1, 1, 2])!.map((d) => d.length),
    ).toEqual([4, 0, 4, 4]);
    expect(splitDaysByArea(input, [0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 2, 2], [2, 2, 2])).toBeNull();
  });
});

describe('balanceRatio', () => {
  it('is the longest day over the mean', () => {
    expect(balanceRatio([100, 100, 100])).toBe(1);
    expect(balanceRatio([200, 100, 0])).toBe(2);
    expect(balanceRatio([])).toBe(1);
  });
});
