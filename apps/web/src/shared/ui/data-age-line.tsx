import { type DatedPlace, dataAgeNote } from '../lib/data-age';
import styles from './content.module.css';
import { ClockIcon } from './icons';

/**
 * "From OpenStreetMap data of August 2018 — …" with the source's credit, under a place page's
 * details or a list of places, when their data is over a year old; nothing otherwise.
 */
export function DataAgeLine({
  places,
  scope,
  now = new Date(),
}: {
  places: readonly DatedPlace[];
  scope: 'place' | 'list';
  now?: Date;
}) {
  const note = dataAgeNote(places, scope, now);
  if (!note) return null;
  return (
    <p className={styles.dataAge} data-testid="data-age">
      <ClockIcon size={16} />
      <span>
        {note.text}{' '}
        {note.credits.map((credit, index) => (
          <span key={credit.href}>
            {index > 0 && ', '}
            <a href={credit.href} target="_blank" rel="noopener noreferrer">
              {credit.text}
            </a>
          </span>
        ))}
      </span>
    </p>
  );
}
