/**
 * Cutting an ordered route into days (docs/itinerary.md: split). The stops are already in
 * travelling order, so a day is a contiguous run of them; the cut minimises the longest day
 * (visit time plus travel time) exactly by dynamic programming, then, among cuts with that
 * longest day, the sum of squared day loads, so that the other days are even too.
 */
export interface DaySplitInput {
  /** Minutes spent at each stop, in route order. */
  visit: readonly number[];
  /** Minutes from stop i to stop i + 1 (length: stops − 1). */
  travel: readonly number[];
  /** Minutes from the trip's start to the first stop. */
  arrival?: number;
  /** Minutes from the last stop to the trip's end. */
  departure?: number;
}

const EPSILON = 1e-6;

/** Load of the run of stops first..last: the leg that brings the day there counts on that day. */
function makeLoad(input: DaySplitInput) {
  const m = input.visit.length;
  // prefix[i]: visits of 0..i-1 plus legs 0..i-1 (the leg leaving stop i-1).
  const prefix = new Float64Array(m + 1);
  for (let i = 0; i < m; i++) prefix[i + 1] = prefix[i]! + input.visit[i]! + (input.travel[i] ?? 0);
  return (first: number, last: number) => {
    const arrive = first === 0 ? (input.arrival ?? 0) : input.travel[first - 1]!;
    const depart = last === m - 1 ? (input.departure ?? 0) : 0;
    return arrive + prefix[last + 1]! - prefix[first]! - (input.travel[last] ?? 0) + depart;
  };
}

/** Stop indices per day (`days` lists, some empty when there are fewer stops than days). */
export function splitDays(input: DaySplitInput, days: number): number[][] {
  const m = input.visit.length;
  const result: number[][] = Array.from({ length: days }, () => []);
  if (m <= days) {
    // One stop a day, spread over the trip so that free days fall between, not all at the end.
    for (let i = 0; i < m; i++) result[Math.floor((i * days) / m)]!.push(i);
    return result;
  }
  const load = makeLoad(input);
  // Phase 1: the smallest possible longest day, longest[k][e] over days 0..k ending at stop e.
  let longest = Float64Array.from({ length: m }, (_, e) => load(0, e));
  for (let k = 1; k < days; k++) {
    const next = new Float64Array(m).fill(Infinity);
    for (let e = k; e < m; e++) {
      for (let s = k; s <= e; s++) {
        const value = Math.max(longest[s - 1]!, load(s, e));
        if (value < next[e]!) next[e] = value;
      }
    }
    longest = next;
  }
  const cap = longest[m - 1]! + EPSILON;
  // Phase 2: least sum of squares with no day above that, remembering each day's first stop.
  let squares = Float64Array.from({ length: m }, (_, e) => {
    const value = load(0, e);
    return value <= cap ? value * value : Infinity;
  });
  const firstStop: Int32Array[] = [new Int32Array(m)];
  for (let k = 1; k < days; k++) {
    const next = new Float64Array(m).fill(Infinity);
    const from = new Int32Array(m).fill(-1);
    for (let e = k; e < m; e++) {
      for (let s = k; s <= e; s++) {
        const day = load(s, e);
        if (day > cap || squares[s - 1] === Infinity) continue;
        const value = squares[s - 1]! + day * day;
        if (value < next[e]!) {
          next[e] = value;
          from[e] = s;
        }
      }
    }
    squares = next;
    firstStop.push(from);
  }
  let last = m - 1;
  for (let k = days - 1; k >= 0; k--) {
    const first = k === 0 ? 0 : firstStop[k]![last]!;
    for (let i = first; i <= last; i++) result[k]!.push(i);
    last = first - 1;
  }
  return result;
}

/** Longest day over the mean day: 1 is perfectly even. Empty trips count as even. */
export function balanceRatio(loads: readonly number[]): number {
  const total = loads.reduce((sum, value) => sum + value, 0);
  if (loads.length === 0 || total === 0) return 1;
  return Math.max(...loads) / (total / loads.length);
}

/**
 * Cutting a route into days when the traveller gave each area its days ("Seville 1 day,
 * Córdoba 2, Granada 3"): `area[i]` is the area of the stop at route position i, areas follow
 * each other in the route, and each area's run is split into its own days. Null when the
 * areas are not consecutive runs or the days do not add up: the whole route is split as one.
 */
export function splitDaysByArea(
  input: DaySplitInput,
  area: readonly number[],
  stays: readonly number[],
): number[][] | null {
  const m = input.visit.length;
  const runs: { area: number; first: number; last: number }[] = [];
  for (let i = 0; i < m; i++) {
    const run = runs.at(-1);
    if (run && run.area === area[i]) run.last = i;
    else runs.push({ area: area[i]!, first: i, last: i });
  }
  // Each area once, in the order of the stays (an area with no stops keeps its days empty).
  if (new Set(runs.map((r) => r.area)).size !== runs.length) return null;
  if (runs.some((r, k) => k > 0 && r.area < runs[k - 1]!.area)) return null;
  const result: number[][] = [];
  for (let a = 0; a < stays.length; a++) {
    const run = runs.find((r) => r.area === a);
    const days = stays[a]!;
    if (!run) {
      for (let d = 0; d < days; d++) result.push([]);
      continue;
    }
    const part = splitDays(
      {
        visit: input.visit.slice(run.first, run.last + 1),
        travel: input.travel.slice(run.first, run.last),
        arrival: run.first === 0 ? input.arrival : input.travel[run.first - 1],
        departure: run.last === m - 1 ? input.departure : 0,
      },
      days,
    );
    result.push(...part.map((day) => day.map((i) => i + run.first)));
  }
  return result;
}
