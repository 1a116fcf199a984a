/**
 * A range after one of its ends was edited: both ends within the bounds, and the other end
 * pushed along when the edited one passes it, so that from ≤ to always holds. A value that is
 * not a number (an emptied input) leaves the range as it was.
 */
export function editRange(
  range: readonly [number, number],
  bounds: readonly [number, number],
  end: 0 | 1,
  value: number,
): [number, number] {
  if (!Number.isFinite(value)) return [range[0], range[1]];
  const clamped = Math.min(bounds[1], Math.max(bounds[0], value));
  if (end === 0) return [clamped, Math.max(clamped, range[1])];
  return [Math.min(clamped, range[0]), clamped];
}

export interface DatePair {
  start: string | null;
  end: string | null;
}

/**
 * Event dates after one was edited (ISO dates, '' for a cleared input): when the edited date
 * passes the other, the other follows, since the geo calls refuse a start after the end.
 */
export function editDates(dates: DatePair, end: 'start' | 'end', value: string): DatePair {
  const date = value || null;
  if (end === 'start') {
    return { start: date, end: date && dates.end && dates.end < date ? date : dates.end };
  }
  return { start: date && dates.start && dates.start > date ? date : dates.start, end: date };
}
