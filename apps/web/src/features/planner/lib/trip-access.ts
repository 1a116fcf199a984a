import type { Trip } from '@ai-map/contracts';

/**
 * Owners and editors change a trip (spec 000 §3 Trip roles); everyone else reads it, and a
 * private trip shown blurred is nobody's to change.
 */
export function canEditTrip(trip: Pick<Trip, 'is_blurred' | 'current_participation_role'>) {
  const role = trip.current_participation_role;
  return !trip.is_blurred && (role === 'owner' || role === 'editor');
}
