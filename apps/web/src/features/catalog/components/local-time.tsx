import { useEffect, useState } from 'react';
import styles from '../../../shared/ui/content.module.css';
import { localTime, utcOffset, zonePlace } from '../lib/local-time';
import facts from '../../../shared/ui/facts.module.css';

/** More zones than this are counted, not listed (the USA has over twenty). */
const MAX_LISTED_ZONES = 4;

/** The current time, renewed every 20 seconds so that the minute shown is never more than that late. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 20_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * A key-figure card with the local time of the first zone, its offset, and the other zones of
 * the place. Nothing is shown without a zone the browser knows.
 */
export function LocalTimeFact({ timezones }: { timezones: string[] }) {
  const now = useNow();
  const [first, ...others] = timezones;
  const time = first ? localTime(first, now) : null;
  if (!first || time === null) return null;
  const offset = utcOffset(first, now);
  return (
    <div className={styles.fact}>
      <dt>Local time</dt>
      <dd>
        <time dateTime={now.toISOString()} data-testid="local-time">
          {time}
        </time>
        <span className={styles.factNote}>
          {zonePlace(first)} time{offset && ` (${offset})`}
        </span>
        {others.length > 0 && (
          <span className={facts.source}>
            {others.length === 1
              ? `Also ${zonePlace(others[0]!)} time`
              : timezones.length <= MAX_LISTED_ZONES
                ? `${timezones.length} time zones: ${timezones.map(zonePlace).join(', ')}`
                : `The most used of its ${timezones.length} time zones`}
          </span>
        )}
      </dd>
    </div>
  );
}
