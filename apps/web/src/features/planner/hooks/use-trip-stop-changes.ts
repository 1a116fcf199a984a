import {
  type ChangeStopBody,
  MAX_PLACES_PER_TRIP,
  type PlannerPlace,
  type TransportType,
  type Trip,
} from '@ai-map/contracts';
import { errorDetail } from '../../../shared/api/api-error';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useAddPlace } from '../api/add-place';
import { useChangeStop } from '../api/change-stop';
import { useRemovePlace } from '../api/remove-place';
import { reportAddPlaceError } from '../lib/add-place-error';
import {
  type DropTarget,
  moveBody,
  renumberOutcome,
  renumberWarning,
  stopsOfTrip,
} from '../lib/trip-stops';
import { type PlaceToAdd, usePlannerUiStore } from '../stores/planner-ui-store';
import { useUndoRemoval } from './use-undo-removal';

/**
 * What an editor does to the stops of a trip (spec 000 §3, §5): move one to a place in a day,
 * add a place there, change a leg's transport, renumber and remove (with an Undo). Failures
 * become toasts.
 */
export function useTripStopChanges(trip: Trip) {
  const offerUndo = useUndoRemoval();
  const changeStop = useChangeStop();
  const removePlace = useRemovePlace();
  const addPlace = useAddPlace();

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
  /** Gives the stop a typed number, on the day that number belongs to. */
  const renumberTo = (stop: PlannerPlace, number: number) =>
    change(stop, {
      number_in_trip: number,
      day_of_trip: renumberOutcome(trip, stop, number).day,
      place_id: stop.place_id,
      place_type: stop.point_type,
    });
  /**
   * A typed number: within the stop's day it applies at once (null); one that takes the stop to
   * another day is not applied but answered with the question the caller's dialog asks first.
   */
  const renumber = (stop: PlannerPlace, number: number) => {
    const question = renumberWarning(stop, renumberOutcome(trip, stop, number));
    if (!question) renumberTo(stop, number);
    return question;
  };
  /**
   * Removes at once. A catalogue stop's toast offers Undo; a custom place cannot come back, so
   * the caller asked first (RemoveStopModal, see canUndoRemoval).
   */
  const remove = (stop: PlannerPlace) => {
    removePlace.mutate(
      { tripId: trip.id, placeToVisitId: stop.place_to_visit_id },
      {
        onSuccess: () => offerUndo(trip, stop),
        onError: (error) => toast.error(errorDetail(error)),
      },
    );
  };
  /** The stop whose change is on its way; its row waits. */
  const isBusy = (stop: PlannerPlace) =>
    changeStop.isPending && changeStop.variables.stopId === stop.place_to_visit_id;

  return { move, addAt, changeTransport, renumber, renumberTo, remove, isBusy };
}
