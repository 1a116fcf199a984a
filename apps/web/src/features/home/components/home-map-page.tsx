import { useParams } from 'react-router';
import { ChatPanel } from '../../chat/components/chat-panel';
import { MapScreen } from '../../map/components/map-screen';

/** The home and chat routes: the assistant's chat beside the world map. */
export function HomeMapPage() {
  const { id } = useParams();
  return <MapScreen panel={<ChatPanel slug={id ?? null} />} />;
}
