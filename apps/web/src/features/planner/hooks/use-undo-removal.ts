import type { PlannerPlace, Trip } from '@ai-map/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../shared/ui/toast/toast-store';
import { addPlace } from '../api/add-place';
import { changeStop } from '../api/change-stop';
import { tripQueryKey } from '../api/get-trip';
import { PLANNER_QUERY_ROOT } from '../api/planner-query-root';
import { reportAddPlaceError } from '../lib/add-place-error';
import {
  removedStopMessage,
  restoreAddBody,
  restoreMoveBody,
  transportsToRestore,
} from '../lib/stop-restore';
import { stopsOfTrip } from '../lib/trip-stops';

/** Whether a removal can be undone, so that it needs no question first. */
export const canUndoRemoval = (stop: PlannerPlace) => restoreAddBody(stop) !== null;

/**
 * After a stop was removed from `before` (the trip as it was), a toast "Removed … from Day N"
 * whose Undo puts it back with the existing trip-edit calls: the place is appended to its old
 * day, moved to its old number, then every leg the server drew anew on the way takes back the
 * transport it had in `before`. Plain calls rather than mutations: the toast outlives the panel
 * or info window that removed the stop, and a mutation's callbacks end with its component.
 */
export function useUndoRemoval() {
  const queryClient = useQueryClient();

  const restore = async (before: Trip, removed: PlannerPlace) => {
    const add = restoreAddBody(removed);
    if (!add) return;
    const tripId = before.id;
    const show = (trip: Trip) => queryClient.setQueryData(tripQueryKey(tripId), trip);
    try {
      const answer = await addPlace({ tripId, ...add });
      let now = answer.trip;
      show(now);
      const added = stopsOfTrip(now).find(
        (stop) => stop.place_to_visit_id === answer.place_to_visit_id,
      );
      if (!added) return;
      const move = restoreMoveBody(removed, added, now.places_count);
      if (move) {
        const moved = await changeStop({
          tripId,
          pointType: added.point_type,
          stopId: added.place_to_visit_id,
          body: move,
        });
        if (moved.object_data) show((now = moved.object_data));
      }
      for (const leg of transportsToRestore(
        before,
        now,
        removed.place_to_visit_id,
        added.place_to_visit_id,
      )) {
        await changeStop({ tripId, ...leg });
      }
    } catch (error) {
      reportAddPlaceError(error);
    } finally {
      void queryClient.invalidateQueries({ queryKey: PLANNER_QUERY_ROOT });
    }
  };

  return (before: Trip, removed: PlannerPlace) => {
    if (!canUndoRemoval(removed)) return;
    toast.undoable(removedStopMessage(removed), {
      label: 'Undo',
      onClick: () => void restore(before, removed),
    });
  };
}
