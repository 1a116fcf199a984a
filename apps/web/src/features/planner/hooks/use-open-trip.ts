import { useEffect } from 'react';
import { usePlannerUiStore } from '../stores/planner-ui-store';
import { useTripLive } from './use-trip-live';

/**
 * Makes the open chat's trip the one the map adds places to, and keeps it live while it is
 * shown.
 */
export function useOpenTrip(tripId: number | null): void {
  useTripLive(tripId);
  useEffect(() => {
    usePlannerUiStore.getState().setOpenTripId(tripId);
    return () => usePlannerUiStore.getState().setOpenTripId(null);
  }, [tripId]);
}
