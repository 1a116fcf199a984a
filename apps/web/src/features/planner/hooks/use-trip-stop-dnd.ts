import type { PlannerPlace, TripDay } from '@ai-map/contracts';
import { type DragEvent, useState } from 'react';
import { type DropTarget, stopsOfDay } from '../lib/trip-stops';
import { type PlaceToAdd, usePlannerUiStore } from '../stores/planner-ui-store';
import { PLACE_DRAG_TYPE } from '../components/trip-drag-handle';

const DRAG_TYPE = 'application/x-trip-stop';

export type DropHandlers = Partial<
  Record<'onDragOver' | 'onDrop', (event: DragEvent<HTMLElement>) => void>
>;

interface TripStopDndOptions {
  editable: boolean;
  move: (stop: PlannerPlace, target: DropTarget) => void;
  addAt: (place: PlaceToAdd, target: DropTarget) => void;
}

/**
 * Dragging in the days of a trip: a stop within and between days, or a place from the map's
 * info window onto a day. Tracks the dragged stop and where it would land, so the rows can draw
 * the drop line; a drop moves the stop or adds the place there.
 */
export function useTripStopDnd({ editable, move, addAt }: TripStopDndOptions) {
  const [dragged, setDragged] = useState<PlannerPlace | null>(null);
  const draggedPlace = usePlannerUiStore((state) => state.draggedPlace);
  const [dropAt, setDropAt] = useState<DropTarget | null>(null);
  /** A stop or a place from the map is on its way; the drop line shows where it would land. */
  const moving = dragged !== null || draggedPlace !== null;
  const othersOf = (stops: PlannerPlace[]) =>
    stops.filter((other) => other.place_to_visit_id !== dragged?.place_to_visit_id);

  const startDrag = (stop: PlannerPlace, event: DragEvent<HTMLElement>) => {
    event.dataTransfer.setData(DRAG_TYPE, String(stop.place_to_visit_id));
    event.dataTransfer.effectAllowed = 'move';
    setDragged(stop);
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
  /** The drop handlers of a stop's row, or of the day's end with `stop` null. */
  const dropHandlers = (day: TripDay, stop: PlannerPlace | null): DropHandlers =>
    editable
      ? {
          onDragOver: (event) => {
            if (!accepts(event)) return;
            event.preventDefault();
            event.stopPropagation();
            event.dataTransfer.dropEffect = dragged ? 'move' : 'copy';
            const target = targetOf(event, day, stop);
            if (target && (target.day !== dropAt?.day || target.index !== dropAt.index)) {
              setDropAt(target);
            }
          },
          onDrop: (event) => {
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
  /** The drop line sits above `stop` of `day`. */
  const dropsBefore = (day: TripDay, stop: PlannerPlace) =>
    moving &&
    dropAt?.day === day.day_of_trip &&
    othersOf(stopsOfDay(day)).indexOf(stop) === dropAt.index;
  /** The drop line sits at the end of `day`. */
  const dropsAtEnd = (day: TripDay) =>
    moving && dropAt?.day === day.day_of_trip && dropAt.index >= othersOf(stopsOfDay(day)).length;
  const isDragged = (stop: PlannerPlace) => dragged?.place_to_visit_id === stop.place_to_visit_id;

  return { startDrag, endDrag, dropHandlers, dropsBefore, dropsAtEnd, isDragged };
}
