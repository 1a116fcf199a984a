import {
  placesLabel,
  type TransportType,
  type TripDay,
  type TripExportFormat,
} from '@ai-map/contracts';
import { useParams } from 'react-router';
import { errorDetail } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/button';
import { DownloadIcon } from '../../../shared/ui/icons';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useExportTrip, TRANSPORT, formatLegTime, dayDateLabel, stopsOfDay } from '../../planner';
import { useSharedTrip } from '../api/get-shared-trip';
import { SharedTripMap } from './shared-trip-map';
import styles from './shared-trip-page.module.css';

const EXPORTS: { format: TripExportFormat; label: string }[] = [
  { format: 'ics', label: 'Calendar (.ics)' },
  { format: 'gpx', label: 'GPX' },
  { format: 'kml', label: 'KML' },
];

/** Where a stop is: its city and country, without blanks. */
function placeOf(day: TripDay, stopId: number): string {
  for (const country of day.countries_to_visit) {
    for (const city of country.places_to_visit) {
      if (city.places_to_visit.some((stop) => stop.id === stopId)) {
        return [city.name, country.name].filter(Boolean).join(', ');
      }
    }
  }
  return '';
}

function LegIcon({ transport }: { transport: TransportType }) {
  const { Icon } = TRANSPORT[transport];
  return <Icon size={16} />;
}

function DayList({ day, startDate }: { day: TripDay; startDate: string | null }) {
  const stops = stopsOfDay(day);
  return (
    <section className={styles.day} aria-labelledby={`day-${day.day_of_trip}`}>
      <h2 id={`day-${day.day_of_trip}`} className={styles.dayTitle}>
        Day {day.day_of_trip}
        {startDate && ` · ${dayDateLabel(startDate, day.day_of_trip)}`}
        <span className={styles.dayHint}>
          {stops.length} {placesLabel(stops.length)}
        </span>
      </h2>
      {stops.length === 0 ? (
        <p className={styles.empty}>A free day.</p>
      ) : (
        <ol className={styles.stops}>
          {stops.map((stop, i) => {
            const time = formatLegTime(stop.next_point_time_min);
            return (
              <li key={stop.id} className={styles.stop}>
                <span className={styles.number} aria-hidden="true">
                  {stop.number_in_trip}
                </span>
                <div>
                  <p className={styles.stopName}>{stop.name}</p>
                  <p className={styles.stopPlace}>{placeOf(day, stop.id)}</p>
                  {i < stops.length - 1 && time && (
                    <p className={styles.leg}>
                      <LegIcon transport={stop.next_point_transport_type} />
                      {TRANSPORT[stop.next_point_transport_type].name}, {time}
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/**
 * `/trip/shared/:token`: a trip opened through its public read-only link — its days and stops
 * on a read-only map and as a list, and its exports, for anyone holding the link, signed in or not.
 */
export function SharedTripPage() {
  const token = useParams().token ?? '';
  const trip = useSharedTrip(token);
  const exportTrip = useExportTrip();

  if (trip.isPending) {
    return (
      <div className={styles.page} role="status" aria-label="Loading the trip">
        <Skeleton height={48} />
        <Skeleton height={200} />
      </div>
    );
  }
  if (trip.isError) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Shared trip</h1>
        <p className={styles.error} role="alert">
          {errorDetail(trip.error)}
        </p>
      </div>
    );
  }

  const { data } = trip;
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <p className={styles.badge}>Read-only</p>
        <h1 className={styles.title}>{data.title}</h1>
        <p className={styles.summary}>
          {data.duration_days} {data.duration_days === 1 ? 'day' : 'days'} · {data.places_count}{' '}
          {placesLabel(data.places_count)}
          {data.start_point?.name ? ` · from ${data.start_point.name}` : ''}
          {data.end_point?.name ? ` · to ${data.end_point.name}` : ''}
        </p>
        {data.description && <p className={styles.description}>{data.description}</p>}
        <div className={styles.exports} aria-label="Export the trip" role="group">
          {EXPORTS.map(({ format, label }) => (
            <Button
              key={format}
              variant="secondary"
              onClick={() => exportTrip.mutate({ source: { token }, format })}
            >
              <DownloadIcon size={16} />
              {label}
            </Button>
          ))}
        </div>
      </header>
      <SharedTripMap trip={data} token={token} />
      {data.days_of_trip.map((day) => (
        <DayList key={day.day_of_trip} day={day} startDate={data.start_date} />
      ))}
    </article>
  );
}
