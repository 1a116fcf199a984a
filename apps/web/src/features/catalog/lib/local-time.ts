/**
 * Clock readings of an IANA time zone, computed in the browser with Intl so that they are right
 * now and wherever the reader is. An unknown zone gives null rather than a wrong time.
 */

/** "14:05" in the zone. */
export function localTime(timeZone: string, now: Date): string | null {
  try {
    return new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(now);
  } catch {
    return null;
  }
}

/** "UTC+1", "UTC−3:30", "UTC" (the zone's offset now, with its daylight saving time). */
export function utcOffset(timeZone: string, now: Date): string | null {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value;
    if (!name) return null;
    // ICU spells zero offset "GMT" or "GMT+0" depending on its version.
    return name.replace(/^GMT(\+0$)?/, 'UTC').replace('-', '−');
  } catch {
    return null;
  }
}

/** "America/Argentina/Buenos_Aires" → "Buenos Aires": the place a zone is named after. */
export function zonePlace(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
}
