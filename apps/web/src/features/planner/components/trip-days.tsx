import {
  type ChangeStopBody,
  MAX_PLACES_PER_TRIP,
  type PlannerPlace,
  type TransportType,
  type Trip,
  type TripDay,
  placesLabel,
} from '@ai-map/contracts';
import { type DragEvent, useState } from 'react';
import { errorDetail } from '../../../shared/api/api-error';
import { ArrowDownIcon, ArrowUpIcon, CloseIcon, GripIcon } from '../../../shared/ui/icons';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useAddPlace } from '../api/add-place';
import { useChangeStop } from '../api/change-stop';
import { useRemovePlace } from '../api/remove-place';
import { reportAddPlaceError } from '../lib/add-place-error';
import { STOP_KIND } from '../lib/glyphs';
import { formatLegTime } from '../lib/leg-time';
import { dayDateLabel } from '../lib/trip-dates';
import {
  type DropTarget,
  moveBody,
  parseStopNumber,
  renumberOutcome,
  renumberWarning,
  stopsOfDay,
  stopsOfTrip,
} from '../lib/trip-stops';
import { type PlaceToAdd, usePlannerUiStore } from '../stores/planner-ui-store';
import { PLACE_DRAG_TYPE } from './trip-drag-handle';
import { TransportPicker } from './transport-picker';
import styles from './trip-panel.module.css';

const DRAG_TYPE = 'application/x-trip-stop';

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
  const changeStop = useChangeStop();
  const removePlace = useRemovePlace();
  const addPlace = useAddPlace();
  const [dragged, setDragged] = useState<PlannerPlace | null>(null);
  const draggedPlace = usePlannerUiStore((state) => state.draggedPlace);
  const [dropAt, setDropAt] = useState<DropTarget | null>(null);
  const stopCount = trip.places_count;
  /** A stop or a place from the map is on its way; the drop line shows where it would land. */
  const moving = dragged !== null || draggedPlace !== null;
  const othersOf = (stops: PlannerPlace[]) =>
    stops.filter((other) => other.place_to_visit_id !== dragged?.place_to_visit_id);

  const change = (stop: PlannerPlace, body: ChangeStopBody | null) => {
    if (!body) return;
    changeStop.mutate(
      { tripId: trip.id, pointType: stop.point_type, stopId: stop.place_to_visit_id, body },
      { onError: (error) => toast.error(errorDetail(error)) },
    );
  };
  const move = (stop: PlannerPlace, target: DropTarget) =>
    change(stop, moveBody(trip, stop, target));
  const addAt = (place: PlaceToAdd, target: DropTarget) => {
    if (trip.places_count >= MAX_PLACES_PER_TRIP) {
      usePlannerUiStore.getState().setLimitReached(true);
      return;
    }
    addPlace.mutate(
      { tripId: trip.id, place_id: place.id, place_type: place.type, day_of_trip: target.day },
      {
        // The server appends to the day; a drop higher up then moves the new stop there.
        onSuccess: (answer) => {
          const added = stopsOfTrip(answer.trip).find(
            (stop) => stop.place_to_visit_id === answer.place_to_visit_id,
          );
          if (added) change(added, moveBody(answer.trip, added, target));
        },
        onError: reportAddPlaceError,
      },
    );
  };
  const changeTransport = (stop: PlannerPlace, transport: TransportType) =>
    change(stop, {
      next_point_transport_type: transport,
      place_id: stop.place_id,
      place_type: stop.point_type,
    });
  /** A typed number; one that takes the stop to another day asks first. False: not changed. */
  const renumber = (stop: PlannerPlace, number: number) => {
    const outcome = renumberOutcome(trip, stop, number);
    const warning = renumberWarning(stop, outcome);
    if (warning && !window.confirm(warning)) return false;
    change(stop, {
      number_in_trip: number,
      day_of_trip: outcome.day,
      place_id: stop.place_id,
      place_type: stop.point_type,
    });
    return true;
  };
  const remove = (stop: PlannerPlace) => {
    if (!window.confirm(`Remove ${stop.name} from the trip?`)) return;
    removePlace.mutate(
      { tripId: trip.id, placeToVisitId: stop.place_to_visit_id },
      { onError: (error) => toast.error(errorDetail(error)) },
    );
  };

  const endDrag = () => {
    setDragged(null);
    setDropAt(null);
  };
  const accepts = (event: DragEvent<HTMLElement>) => {
    const types = event.dataTransfer.types;
    return dragged
      ? types.includes(DRAG_TYPE)
      : draggedPlace !== null && types.includes(PLACE_DRAG_TYPE);
  };
  /** Dropping on a stop's upper half puts the dragged one before it, the lower half after. */
  const targetOf = (event: DragEvent<HTMLElement>, day: TripDay, stop: PlannerPlace | null) => {
    const others = othersOf(stopsOfDay(day));
    if (!stop) return { day: day.day_of_trip, index: others.length };
    const box = event.currentTarget.getBoundingClientRect();
    const after = event.clientY > box.top + box.height / 2;
    const at = others.findIndex((other) => other.place_to_visit_id === stop.place_to_visit_id);
    if (at === -1) return null;
    return { day: day.day_of_trip, index: at + (after ? 1 : 0) };
  };
  const dropHandlers = (day: TripDay, stop: PlannerPlace | null) =>
    editable
      ? {
          onDragOver: (event: DragEvent<HTMLElement>) => {
            if (!accepts(event)) return;
            event.preventDefault();
            event.stopPropagation();
            event.dataTransfer.dropEffect = dragged ? 'move' : 'copy';
            const target = targetOf(event, day, stop);
            if (target && (target.day !== dropAt?.day || target.index !== dropAt.index)) {
              setDropAt(target);
            }
          },
          onDrop: (event: DragEvent<HTMLElement>) => {
            if (!accepts(event)) return;
            event.preventDefault();
            event.stopPropagation();
            const target = targetOf(event, day, stop);
            if (target && dragged) move(dragged, target);
            else if (target && draggedPlace) addAt(draggedPlace, target);
            endDrag();
            usePlannerUiStore.getState().dragPlace(null);
          },
        }
      : {};

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
                            stopCount={stopCount}
                            dragging={dragged?.place_to_visit_id === stop.place_to_visit_id}
                            dropBefore={
                              moving &&
                              dropAt?.day === day.day_of_trip &&
                              othersOf(dayStops).indexOf(stop) === dropAt.index
                            }
                            busy={
                              changeStop.isPending &&
                              changeStop.variables.stopId === stop.place_to_visit_id
                            }
                            onDragStart={(event) => {
                              event.dataTransfer.setData(DRAG_TYPE, String(stop.place_to_visit_id));
                              event.dataTransfer.effectAllowed = 'move';
                              setDragged(stop);
                            }}
                            onDragEnd={endDrag}
                            dropHandlers={dropHandlers(day, stop)}
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
                className={[
                  styles.dayEnd,
                  moving &&
                  dropAt?.day === day.day_of_trip &&
                  dropAt.index >= othersOf(dayStops).length
                    ? styles.dropHere
                    : '',
                ].join(' ')}
                data-testid={`day-${day.day_of_trip}-end`}
                {...dropHandlers(day, null)}
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

interface StopRowProps {
  trip: Trip;
  stop: PlannerPlace;
  editable: boolean;
  renumbering: boolean;
  stopCount: number;
  dragging: boolean;
  dropBefore: boolean;
  busy: boolean;
  onDragStart: (event: DragEvent<HTMLLIElement>) => void;
  onDragEnd: () => void;
  dropHandlers: Partial<Record<'onDragOver' | 'onDrop', (event: DragEvent<HTMLElement>) => void>>;
  onMoveUp?: () => void;
  onMoveDown?: () => void;
  onMoveToDay: (day: number) => void;
  onRenumber: (number: number) => boolean;
  onTransport: (transport: TransportType) => void;
  onRemove: () => void;
}

function StopRow({
  trip,
  stop,
  editable,
  renumbering,
  stopCount,
  dragging,
  dropBefore,
  busy,
  onDragStart,
  onDragEnd,
  dropHandlers,
  onMoveUp,
  onMoveDown,
  onMoveToDay,
  onRenumber,
  onTransport,
  onRemove,
}: StopRowProps) {
  const kind = STOP_KIND[stop.point_type];
  return (
    <li
      className={[styles.stop, dragging ? styles.dragging : '', dropBefore ? styles.dropBefore : '']
        .filter(Boolean)
        .join(' ')}
      draggable={editable}
      onDragStart={editable ? onDragStart : undefined}
      onDragEnd={editable ? onDragEnd : undefined}
      data-stop={stop.place_to_visit_id}
      data-number={stop.number_in_trip}
      aria-label={`${stop.number_in_trip}. ${stop.name}`}
      {...dropHandlers}
    >
      <div className={styles.stopMain}>
        {editable && (
          <span className={styles.handle} aria-hidden="true" title="Drag to move">
            <GripIcon size={16} />
          </span>
        )}
        {editable && renumbering ? (
          <input
            className={styles.numberInput}
            defaultValue={stop.number_in_trip}
            key={stop.number_in_trip}
            inputMode="numeric"
            aria-label={`Number of ${stop.name}`}
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.currentTarget.blur();
            }}
            onBlur={(event) => {
              const number = parseStopNumber(event.currentTarget.value, stopCount);
              const changed =
                number !== null && number !== stop.number_in_trip && onRenumber(number);
              if (!changed) event.currentTarget.value = String(stop.number_in_trip);
            }}
          />
        ) : (
          <span className={styles.number}>{stop.number_in_trip}</span>
        )}
        <span className={styles.kind} title={kind.name} aria-hidden="true">
          <kind.Icon size={18} />
        </span>
        <span className={styles.stopName}>{stop.name}</span>
        {editable && (
          <span className={styles.stopTools}>
            <button
              type="button"
              aria-label={`Move ${stop.name} up`}
              disabled={!onMoveUp || busy}
              onClick={onMoveUp}
            >
              <ArrowUpIcon size={16} />
            </button>
            <button
              type="button"
              aria-label={`Move ${stop.name} down`}
              disabled={!onMoveDown || busy}
              onClick={onMoveDown}
            >
              <ArrowDownIcon size={16} />
            </button>
            {trip.duration_days > 1 && (
              <select
                aria-label={`Move ${stop.name} to day`}
                value={stop.day_of_trip}
                onChange={(event) => onMoveToDay(Number(event.target.value))}
              >
                {trip.days_of_trip.map((day) => (
                  <option key={day.day_of_trip} value={day.day_of_trip}>
                    Day {day.day_of_trip}
                  </option>
                ))}
              </select>
            )}
            <button type="button" aria-label={`Remove ${stop.name}`} onClick={onRemove}>
              <CloseIcon size={16} />
            </button>
          </span>
        )}
      </div>
      {stop.next_point_time_min !== null && (
        <TransportPicker
          transport={stop.next_point_transport_type}
          minutes={stop.next_point_time_min}
          from={stop.name}
          editable={editable}
          busy={busy}
          onChange={onTransport}
        />
      )}
    </li>
  );
}
