import type { PlannerPlace, TransportType, Trip } from '@ai-map/contracts';
import type { DragEvent } from 'react';
import { ArrowDownIcon, ArrowUpIcon, CloseIcon, GripIcon } from '../../../shared/ui/icons';
import type { DropHandlers } from '../hooks/use-trip-stop-dnd';
import { STOP_KIND } from '../lib/glyphs';
import { dayColor } from '../lib/trip-map-features';
import { parseStopNumber } from '../lib/trip-stops';
import { TransportPicker } from './transport-picker';
import styles from './trip-panel.module.css';

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
  dropHandlers: DropHandlers;
  onMoveUp?: () => void;
  onMoveDown?: () => void;
  onMoveToDay: (day: number) => void;
  onRenumber: (number: number) => boolean;
  onTransport: (transport: TransportType) => void;
  onRemove: () => void;
}

/**
 * One stop of a trip's day: number (an input while renumbering), kind, name, and for editors the
 * drag handle, move buttons, day select and remove button; then the leg to the next stop.
 */
export function StopRow({
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
              if (event.key !== 'Enter') return;
              // Kept from the dialog a number may open: the key's press would reach the dialog's
              // focused "Keep it" and answer the question before it is read.
              event.preventDefault();
              event.currentTarget.blur();
            }}
            onBlur={(event) => {
              const number = parseStopNumber(event.currentTarget.value, stopCount);
              const changed =
                number !== null && number !== stop.number_in_trip && onRenumber(number);
              if (!changed) event.currentTarget.value = String(stop.number_in_trip);
            }}
          />
        ) : (
          // The day's colour, as its marker on the map has.
          <span className={styles.number} style={{ background: dayColor(stop.day_of_trip) }}>
            {stop.number_in_trip}
          </span>
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
