/**
 * The calendar days of a trip with a start date (YYYY-MM-DD). Dates are read and written in
 * UTC so that a day's date does not move with the viewer's time zone.
 */
function dayOf(startDate: string, day: number): Date {
  const date = new Date(`${startDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + day - 1);
  return date;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const longFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Fri 14 May" for day `day` (1-based) of a trip starting on `startDate`. */
export function dayDateLabel(startDate: string, day: number): string {
  return dayFormat.format(dayOf(startDate, day));
}

/** The trip's period for its budget: "14 May 2027 – 16 May 2027, 3 days", or just the days. */
export function tripPeriodLabel(startDate: string | null, days: number): string {
  const length = `${days} ${days === 1 ? 'day' : 'days'}`;
  if (!startDate) return `${length}, no dates set`;
  const first = longFormat.format(dayOf(startDate, 1));
  if (days === 1) return `${first}, ${length}`;
  return `${first} – ${longFormat.format(dayOf(startDate, days))}, ${length}`;
}
