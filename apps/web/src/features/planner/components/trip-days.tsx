import { type PlannerPlace, type Trip, type TripDay, placesLabel } from '@ai-map/contracts';
import { useState } from 'react';
import { useTripStopChanges } from '../hooks/use-trip-stop-changes';
import { canUndoRemoval } from '../hooks/use-undo-removal';
import { useTripStopDnd } from '../hooks/use-trip-stop-dnd';
import { formatLegTime } from '../lib/leg-time';
import { dayDateLabel } from '../lib/trip-dates';
import { dayColor } from '../lib/trip-map-features';
import { stopsOfDay } from '../lib/trip-stops';
import { MoveStopModal, RemoveStopModal } from './remove-stop-modal';
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
 * leg's transport, renumber and remove stops (a catalogue stop at once, with Undo in the toast;
 * a custom place, which cannot come back, after a question).
 */
export function TripDays({ trip, editable, renumbering }: TripDaysProps) {
  const { move, addAt, changeTransport, renumber, renumberTo, remove, isBusy } =
    useTripStopChanges(trip);
  const dnd = useTripStopDnd({ editable, move, addAt });
  const [removing, setRemoving] = useState<PlannerPlace | null>(null);
  // A number that takes a stop to another day, waiting for the editor's answer.
  const [moving, setMoving] = useState<{
    stop: PlannerPlace;
    number: number;
    question: string;
  } | null>(null);

  return (
    <>
      {removing && (
        <RemoveStopModal
          name={removing.name}
          onCancel={() => setRemoving(null)}
          onRemove={() => {
            remove(removing);
            setRemoving(null);
          }}
        />
      )}
      {moving && (
        <MoveStopModal
          name={moving.stop.name}
          question={moving.question}
          onCancel={() => setMoving(null)}
          onMove={() => {
            renumberTo(moving.stop, moving.number);
            setMoving(null);
          }}
        />
      )}
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
                                    ? () =>
                                        move(stop, { day: day.day_of_trip - 1, index: Infinity })
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
                              onRenumber={(number) => {
                                const question = renumber(stop, number);
                                // The field shows the old number until the editor says yes.
                                if (question) setMoving({ stop, number, question });
                                return question === null;
                              }}
                              onTransport={(transport) => changeTransport(stop, transport)}
                              onRemove={() =>
                                canUndoRemoval(stop) ? remove(stop) : setRemoving(stop)
                              }
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
    </>
  );
}

/**
 * A day's heading: its number and date, its count of places and the time on the way. The dot
 * is the colour of the day's stops on the map, the key to reading them there.
 */
function DayTitle({ trip, day }: { trip: Trip; day: TripDay }) {
  return (
    <h3 className={styles.dayTitle} id={`day-${trip.id}-${day.day_of_trip}`}>
      <span>
        <span
          className={styles.dayDot}
          style={{ background: dayColor(day.day_of_trip) }}
          aria-hidden="true"
        />
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
