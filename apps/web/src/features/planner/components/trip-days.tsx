import { type Trip, type TripDay, placesLabel } from '@ai-map/contracts';
import { useTripStopChanges } from '../hooks/use-trip-stop-changes';
import { useTripStopDnd } from '../hooks/use-trip-stop-dnd';
import { formatLegTime } from '../lib/leg-time';
import { dayDateLabel } from '../lib/trip-dates';
import { stopsOfDay } from '../lib/trip-stops';
import { StopRow } from './trip-stop-row';
import styles from './trip-panel.module.css';

interface TripDaysProps {
  trip: Trip;
  editable: boolean;
  /** Editor mode: stop numbers become inputs (spec 000 §5). */
  renumbering: boolean;
}

/**
 * The days of a trip (spec 000 §3): each day's countries and cities with their numbered stops
 * and the leg to the next stop. Editors drag stops within and between days (or use the move
 * buttons and the day select), drop places from the map's info window onto a day, change a
 * leg's transport, renumber and remove stops.
 */
export function TripDays({ trip, editable, renumbering }: TripDaysProps) {
  const { move, addAt, changeTransport, renumber, remove, isBusy } = useTripStopChanges(trip);
  const dnd = useTripStopDnd({ editable, move, addAt });

  return (
    <ol className={styles.days} aria-label="Days of the trip">
      {trip.days_of_trip.map((day) => {
        const dayStops = stopsOfDay(day);
        return (
          <li
            key={day.day_of_trip}
            className={styles.day}
            aria-labelledby={`day-${trip.id}-${day.day_of_trip}`}
          >
            <DayTitle trip={trip} day={day} />
            {day.countries_to_visit.map((country) => (
              <div key={`${country.id ?? 'none'}-${country.name}`} className={styles.country}>
                {country.name && <p className={styles.countryName}>{country.name}</p>}
                {country.places_to_visit.map((city, cityIndex) => (
                  <div key={`${city.id ?? 'none'}-${cityIndex}`} className={styles.city}>
                    {city.name && <p className={styles.cityName}>{city.name}</p>}
                    <ol className={styles.stops}>
                      {city.places_to_visit.map((stop) => {
                        const index = dayStops.indexOf(stop);
                        return (
                          <StopRow
                            key={stop.place_to_visit_id}
                            trip={trip}
                            stop={stop}
                            editable={editable}
                            renumbering={renumbering}
                            stopCount={trip.places_count}
                            dragging={dnd.isDragged(stop)}
                            dropBefore={dnd.dropsBefore(day, stop)}
                            busy={isBusy(stop)}
                            onDragStart={(event) => dnd.startDrag(stop, event)}
                            onDragEnd={dnd.endDrag}
                            dropHandlers={dnd.dropHandlers(day, stop)}
                            onMoveUp={
                              index > 0
                                ? () => move(stop, { day: day.day_of_trip, index: index - 1 })
                                : day.day_of_trip > 1
                                  ? () => move(stop, { day: day.day_of_trip - 1, index: Infinity })
                                  : undefined
                            }
                            onMoveDown={
                              index < dayStops.length - 1
                                ? () => move(stop, { day: day.day_of_trip, index: index + 1 })
                                : day.day_of_trip < trip.duration_days
                                  ? () => move(stop, { day: day.day_of_trip + 1, index: 0 })
                                  : undefined
                            }
                            onMoveToDay={(target) => move(stop, { day: target, index: Infinity })}
                            onRenumber={(number) => renumber(stop, number)}
                            onTransport={(transport) => changeTransport(stop, transport)}
                            onRemove={() => remove(stop)}
                          />
                        );
                      })}
                    </ol>
                  </div>
                ))}
              </div>
            ))}
            {editable && (
              <div
                className={[styles.dayEnd, dnd.dropsAtEnd(day) ? styles.dropHere : ''].join(' ')}
                data-testid={`day-${day.day_of_trip}-end`}
                {...dnd.dropHandlers(day, null)}
              >
                {dayStops.length === 0
                  ? 'No places yet: drop one here'
                  : 'Drop here for the end of the day'}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** A day's heading: its number and date, its count of places and the time on the way. */
function DayTitle({ trip, day }: { trip: Trip; day: TripDay }) {
  return (
    <h3 className={styles.dayTitle} id={`day-${trip.id}-${day.day_of_trip}`}>
      <span>
        Day {day.day_of_trip}
        {trip.start_date && (
          <span className={styles.dayDate}>
            {' · '}
            {dayDateLabel(trip.start_date, day.day_of_trip)}
          </span>
        )}
      </span>
      <span className={styles.dayMeta}>
        {day.places_count} {placesLabel(day.places_count)}
        {day.travel_time_min > 0 && ` · ${formatLegTime(day.travel_time_min)} on the way`}
      </span>
    </h3>
  );
}
