import { useParams } from 'react-router';
import { useChatConversation, ChatPanel } from '../../chat';
import { MapScreen } from '../../map';
import { PlannerModals, TripMapLayer, useAcceptInvitation, useOpenTrip } from '../../planner';

/** The home and chat routes: the assistant's chat beside the world map, with the chat's trip. */
export function HomeMapPage() {
  const { id } = useParams();
  const slug = id ?? null;
  // A mailed invitation link is redeemed before the chat is read. Read earlier, the chat answers
  // "not found", and a read still in flight when the membership arrives is the one react-query's
  // refetch joins instead of asking again: the friend saw the Trip tab only after a reload.
  const joining = useAcceptInvitation();
  const tripId = useChatConversation(joining ? null : slug).data?.chat.trip ?? null;
  useOpenTrip(tripId);
  return (
    <>
      <MapScreen
        panel={<ChatPanel slug={slug} joining={joining} />}
        chatOpen={slug !== null}
        mapLayers={tripId !== null ? <TripMapLayer tripId={tripId} /> : undefined}
      />
      <PlannerModals />
    </>
  );
}
