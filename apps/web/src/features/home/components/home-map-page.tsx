import { MapScreen } from '../../map/components/map-screen';
import { WelcomePage } from './welcome-page';

/** The home and chat routes: the assistant panel beside the world map. */
export function HomeMapPage() {
  return <MapScreen panel={<WelcomePage />} />;
}
