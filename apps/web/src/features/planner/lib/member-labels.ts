import type { SharedTrip, TripRole } from '@ai-map/contracts';

/** A role as a traveller says it. */
export const ROLE_LABEL: Record<TripRole, string> = {
  owner: 'Owner',
  editor: 'Editor',
  viewer: 'Viewer',
};

/** Who shared a trip and what the user may do in it, under its title in "Shared with me". */
export function sharedByLine(trip: Pick<SharedTrip, 'owner' | 'role'>): string {
  // A trip planned without an account has no owner to name.
  const by = trip.owner ? `Shared by ${trip.owner.name}` : 'Shared with you';
  return `${by} · ${ROLE_LABEL[trip.role]}`;
}

/** The day an invitation stops working, as the dialog says it ("until 28 Dec"). */
export function validUntil(expiresAt: string): string {
  const date = new Date(expiresAt);
  return `until ${date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' })}`;
}
