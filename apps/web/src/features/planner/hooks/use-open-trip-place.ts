import type { AddablePlaceType, PlannerPlace, Trip } from '@ai-map/contracts';
import { useTrip } from '../api/get-trip';
import { addablePlaceType } from '../lib/place-types';
import { canEditTrip } from '../lib/trip-access';
import { stopsOfTrip } from '../lib/trip-stops';
import { usePlannerUiStore } from '../stores/planner-ui-store';

interface OpenTripPlace {
  /** The planner's type for the map's object; null for what cannot join a trip (events). */
  type: AddablePlaceType | null;
  /** The open chat's trip, when the viewer may change it. */
  editableTrip: Trip | null;
  /** The place's stop in that trip, if it is there already. */
  stop: PlannerPlace | undefined;
}

/** A place of the map seen against the open chat's trip: can it join, and is it in already? */
export function useOpenTripPlace(object: string, id: number): OpenTripPlace {
  const type = addablePlaceType(object);
  const openTripId = usePlannerUiStore((state) => state.openTripId);
  const trip = useTrip(openTripId).data;
  const editableTrip = trip && canEditTrip(trip) ? trip : null;
  const stop =
    type && editableTrip
      ? stopsOfTrip(editableTrip).find(
          (candidate) => candidate.place_id === id && candidate.point_type === type,
        )
      : undefined;
  return { type, editableTrip, stop };
}
