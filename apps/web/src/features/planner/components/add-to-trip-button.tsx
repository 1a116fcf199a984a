import { MAX_PLACES_PER_TRIP } from '@ai-map/contracts';
import { Button } from '../../../shared/ui/button';
import { PlusIcon } from '../../../shared/ui/icons';
import { placeOverlayStore } from '../../map/components/place/place-overlay-store';
import { useAddPlace } from '../api/add-place';
import { useTrip } from '../api/get-trip';
import { useRemovePlace } from '../api/remove-place';
import { reportAddPlaceError } from '../lib/add-place-error';
import { addablePlaceType } from '../lib/place-types';
import { canEditTrip } from '../lib/trip-access';
import { stopsOfTrip } from '../lib/trip-stops';
import { usePlannerUiStore } from '../stores/planner-ui-store';

interface AddToTripButtonProps {
  /** The map's object kind (attraction, shop, food, city; events cannot join a trip). */
  object: string;
  id: number;
  name: string;
}

/**
 * Spec 001 §4 "Add to trip button": idle, loading, Added. With a trip open that the viewer may
 * edit, it adds the place to the trip's last day, or takes it out again when it is there
 * already; the tooltip closes afterwards. Without one, the add-to-trip modal picks a trip.
 */
export function AddToTripButton({ object, id, name }: AddToTripButtonProps) {
  const type = addablePlaceType(object);
  const openTripId = usePlannerUiStore((state) => state.openTripId);
  const trip = useTrip(openTripId);
  const addPlace = useAddPlace();
  const removePlace = useRemovePlace();
  if (!type) return null;

  const editable = trip.data !== undefined && canEditTrip(trip.data);
  const stop = editable
    ? stopsOfTrip(trip.data).find(
        (candidate) => candidate.place_id === id && candidate.point_type === type,
      )
    : undefined;
  const busy = addPlace.isPending || removePlace.isPending;
  const closeTooltip = () => placeOverlayStore.getState().close();

  const onClick = () => {
    if (!editable) {
      usePlannerUiStore.getState().chooseTripFor({ type, id, name });
      closeTooltip();
      return;
    }
    const current = trip.data;
    if (stop) {
      removePlace.mutate(
        { tripId: current.id, placeToVisitId: stop.place_to_visit_id },
        { onSettled: closeTooltip, onError: reportAddPlaceError },
      );
      return;
    }
    if (current.places_count >= MAX_PLACES_PER_TRIP) {
      usePlannerUiStore.getState().setLimitReached(true);
      return;
    }
    addPlace.mutate(
      {
        tripId: current.id,
        place_id: id,
        place_type: type,
        day_of_trip: Math.max(1, current.duration_days),
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
