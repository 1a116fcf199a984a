import { Fragment } from 'react';
import { type DatedPlace, dataAgeNote } from '../lib/data-age';
import styles from './content.module.css';
import { ClockIcon } from './icons';

/**
 * "From OpenStreetMap data of August 2018 — …", each source's name linked to it and
 * OpenStreetMap's credit after, under a place page's details or a list of places, when their
 * data is over a year old; nothing otherwise.
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
  const last = note.sources.length - 1;
  return (
    <p className={styles.dataAge} data-testid="data-age">
      <ClockIcon size={16} />
      <span>
        {note.lead}{' '}
        {note.sources.map((source, index) => (
          <Fragment key={source.name.href}>
            {index > 0 && (index === last ? ' and ' : ', ')}
            <a href={source.name.href} target="_blank" rel="noopener noreferrer">
              {source.name.text}
            </a>
            {source.when}
          </Fragment>
        ))}
        {note.tail}
        {note.credit && (
          <>
            {' '}
            <a href={note.credit.href} target="_blank" rel="noopener noreferrer">
              {note.credit.text}
            </a>
          </>
        )}
      </span>
    </p>
  );
}
