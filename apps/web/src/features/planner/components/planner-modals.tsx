import { usePlannerUiStore } from '../stores/planner-ui-store';
import { AddToTripModal } from './add-to-trip-modal';
import { InviteFriendsModal } from './invite-friends-modal';
import { PlaceLimitModal } from './place-limit-modal';

/** The planner's modals, opened through its store from the map, the header and the trip. */
export function PlannerModals() {
  const choosingTripFor = usePlannerUiStore((state) => state.choosingTripFor);
  const limitReached = usePlannerUiStore((state) => state.limitReached);
  const invitingFor = usePlannerUiStore((state) => state.invitingFor);
  const { chooseTripFor, setLimitReached, inviteFor } = usePlannerUiStore.getState();
  return (
    <>
      {choosingTripFor && (
        <AddToTripModal place={choosingTripFor} onClose={() => chooseTripFor(null)} />
      )}
      {invitingFor && <InviteFriendsModal chatSlug={invitingFor} onClose={() => inviteFor(null)} />}
      {limitReached && <PlaceLimitModal onClose={() => setLimitReached(false)} />}
    </>
  );
}
