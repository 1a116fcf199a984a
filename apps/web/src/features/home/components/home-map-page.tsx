import { useParams } from 'react-router';
import { useChatConversation } from '../../chat/api/get-chat-conversation';
import { ChatPanel } from '../../chat/components/chat-panel';
import { MapScreen } from '../../map/components/map-screen';
import { PlannerModals } from '../../planner/components/planner-modals';
import { TripMapLayer } from '../../planner/components/trip-map-layer';
import { useAcceptInvitation } from '../../planner/hooks/use-accept-invitation';
import { useOpenTrip } from '../../planner/hooks/use-open-trip';

/** The home and chat routes: the assistant's chat beside the world map, with the chat's trip. */
export function HomeMapPage() {
  const { id } = useParams();
  const slug = id ?? null;
  const tripId = useChatConversation(slug).data?.chat.trip ?? null;
  useOpenTrip(tripId);
  useAcceptInvitation();
  return (
    <>
      <MapScreen
        panel={<ChatPanel slug={slug} />}
        chatOpen={slug !== null}
        mapLayers={tripId !== null ? <TripMapLayer tripId={tripId} /> : undefined}
      />
      <PlannerModals />
    </>
  );
}
