import { MAX_PLACES_PER_TRIP } from '@ai-map/contracts';
import { Button } from '../../../shared/ui/button';
import { PlusIcon } from '../../../shared/ui/icons';
import { useAddPlace } from '../api/add-place';
import { useRemovePlace } from '../api/remove-place';
import { useOpenTripPlace } from '../hooks/use-open-trip-place';
import { useUndoRemoval } from '../hooks/use-undo-removal';
import { reportAddPlaceError } from '../lib/add-place-error';
import { usePlannerUiStore } from '../stores/planner-ui-store';

interface AddToTripButtonProps {
  /** The map's object kind (attraction, shop, food, city; events cannot join a trip). */
  object: string;
  id: number;
  name: string;
  /** Closes the place tooltip the button sits in; the map owns that tooltip. */
  onDone: () => void;
}

/**
 * Spec 001 §4 "Add to trip button": idle, loading, Added. With a trip open that the viewer may
 * edit, it adds the place to the trip's last day, or takes it out again when it is there
 * already (with Undo in the toast); the tooltip closes afterwards (`onDone`). Without one, the add-to-trip modal picks a trip.
 */
export function AddToTripButton({ object, id, name, onDone: closeTooltip }: AddToTripButtonProps) {
  const { type, editableTrip: trip, stop } = useOpenTripPlace(object, id);
  const addPlace = useAddPlace();
  const removePlace = useRemovePlace();
  const offerUndo = useUndoRemoval();
  if (!type) return null;

  const busy = addPlace.isPending || removePlace.isPending;

  const onClick = () => {
    if (!trip) {
      usePlannerUiStore.getState().chooseTripFor({ type, id, name });
      closeTooltip();
      return;
    }
    if (stop) {
      removePlace.mutate(
        { tripId: trip.id, placeToVisitId: stop.place_to_visit_id },
        {
          onSuccess: () => offerUndo(trip, stop),
          onSettled: closeTooltip,
          onError: reportAddPlaceError,
        },
      );
      return;
    }
    if (trip.places_count >= MAX_PLACES_PER_TRIP) {
      usePlannerUiStore.getState().setLimitReached(true);
      return;
    }
    addPlace.mutate(
      {
        tripId: trip.id,
        place_id: id,
        place_type: type,
        day_of_trip: Math.max(1, trip.duration_days),
      },
      { onSettled: closeTooltip, onError: reportAddPlaceError },
    );
  };

  return (
    <Button
      variant={stop ? 'secondary' : 'primary'}
      onClick={onClick}
      loading={busy}
      title={stop ? `Remove ${name} from the trip` : `Add ${name} to a trip`}
    >
      {!stop && !busy && <PlusIcon size={16} />}
      {stop ? 'Added' : 'Add to trip'}
    </Button>
  );
}
