import type { MapTab } from '@ai-map/contracts';
import { ComparingTab } from './tabs/comparing-tab';
import { GeneralTab } from './tabs/general-tab';
import { PointTab } from './tabs/point-tab';
import { SelectedTab } from './tabs/selected-tab';
import { TripsTab } from './tabs/trips-tab';

/** The content of the active sidebar tab. */
export function TabPanel({ tab }: { tab: MapTab }) {
  switch (tab) {
    case 'attraction':
    case 'shop':
    case 'food':
    case 'event':
      return <PointTab kind={tab} />;
    case 'general':
      return <GeneralTab />;
    case 'comparing':
      return <ComparingTab />;
    case 'trips':
      return <TripsTab />;
    default:
      return <SelectedTab />;
  }
}
