import { can, roleShownAs, type Trip, type TripAction } from '@ai-map/contracts';

/**
 * The actions the role a trip shows can answer: it reads viewers and strangers alike as 'other'
 * (spec 000 §3), so it cannot tell who may read a trip or its chat; the server answers those.
 */
export type ShownRoleAction = Exclude<TripAction, 'view_contents' | 'read_chat'>;

/**
 * Whether the viewer may do `action` on the trip, by the trip policy the server answers by
 * (`can` in the contracts) and the role the trip shows.
 */
export function canOnTrip(
  trip: Pick<Trip, 'is_blurred' | 'is_private' | 'current_participation_role'>,
  action: ShownRoleAction,
): boolean {
  // A blurred trip is a private one read without a role, sent without its days, stops, budget
  // and participants: there is nothing of it to change or hand out, whatever the role says.
  if (trip.is_blurred) return false;
  return can(roleShownAs(trip.current_participation_role), action, {
    isPrivate: trip.is_private,
  });
}

/** Owners and editors change a trip (spec 000 §3 Trip roles); everyone else reads it. */
export const canEditTrip = (trip: Parameters<typeof canOnTrip>[0]) => canOnTrip(trip, 'edit');
