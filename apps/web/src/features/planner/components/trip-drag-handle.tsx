import type { DragEvent } from 'react';
import { useOpenTripPlace } from '../hooks/use-open-trip-place';
import { usePlannerUiStore } from '../stores/planner-ui-store';
import styles from './trip-drag-handle.module.css';

/** The drag data of a place on its way from the map into the trip panel. */
export const PLACE_DRAG_TYPE = 'application/x-ai-map-place';

interface TripDragHandleProps {
  /** The map's object kind (attraction, shop, food, city; events cannot join a trip). */
  object: string;
  id: number;
  name: string;
}

/**
 * Spec 001 §4: a place can be dragged from the info window into the planner when the open trip
 * is one the viewer may edit (its days take drops) and the place can join a trip and is not in
 * it yet. The handle shows only then; the Add to trip button does the same from the keyboard.
 */
export function TripDragHandle({ object, id, name }: TripDragHandleProps) {
  const { type, editableTrip, stop } = useOpenTripPlace(object, id);
  if (!type || !editableTrip || stop) return null;

  const onDragStart = (event: DragEvent<HTMLDivElement>) => {
    event.dataTransfer.setData(PLACE_DRAG_TYPE, JSON.stringify({ type, id, name }));
    event.dataTransfer.effectAllowed = 'copy';
    usePlannerUiStore.getState().dragPlace({ type, id, name });
  };
  return (
    <div
      className={styles.handle}
      draggable
      onDragStart={onDragStart}
      onDragEnd={() => usePlannerUiStore.getState().dragPlace(null)}
      data-testid="trip-drag-handle"
      title={`Drag ${name} onto a day of the trip`}
    >
      <span aria-hidden="true">⋮⋮</span> Drag onto a day of the trip
    </div>
  );
}
